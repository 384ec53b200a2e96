-- Placeholder reserved for a migration being written this session (0018_settlement); replaced by its real statements.
SELECT 1;
