-- Issue #20 (saved-searches): placeholder, replaced by this area's owner.
SELECT 1;
