-- Issue #21 (decision 041): the review queue, photo hashes and report categories.
SELECT 1;
