-- A rename keeps every row's amount, and quotes_service_created_idx follows the column by itself,
-- so the covering index is not rebuilt.
ALTER TABLE "quotes" RENAME COLUMN "price_pence" TO "total_pence";
