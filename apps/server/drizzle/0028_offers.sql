-- Issue #20 (offers): placeholder, replaced by this area's owner.
SELECT 1;
