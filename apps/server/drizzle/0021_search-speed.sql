-- Placeholder reserved for a migration being written this session (0021_search-speed); replaced by its real statements.
SELECT 1;
