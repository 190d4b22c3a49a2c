ALTER TABLE "quotes" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "valid_until" date;