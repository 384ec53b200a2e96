-- Issue #21 (decision 042): the seller's photo of the phone showing its listing code.
SELECT 1;
