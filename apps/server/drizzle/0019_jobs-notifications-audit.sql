-- Placeholder reserved for a migration being written this session (0019_jobs-notifications-audit); replaced by its real statements.
SELECT 1;
