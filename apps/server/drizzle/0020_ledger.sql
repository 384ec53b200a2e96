-- Placeholder reserved for a migration being written this session (0020_ledger); replaced by its real statements.
SELECT 1;
