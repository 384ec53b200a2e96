-- Issue #20 (price-guide): placeholder, replaced by this area's owner.
SELECT 1;
