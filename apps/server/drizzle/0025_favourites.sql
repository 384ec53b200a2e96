-- Issue #20 (favourites): placeholder, replaced by this area's owner.
SELECT 1;
