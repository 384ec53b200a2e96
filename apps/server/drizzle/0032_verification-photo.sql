-- Issue #21 (decision 042): the seller's photo of the phone showing its listing code, one of our
-- uploads (stored canonical, like photos). An admin compares it with the code; with a fresh
-- self-test it lowers the listing's risk score (rule self_test_fresh).
ALTER TABLE products ADD COLUMN verification_photo text;
