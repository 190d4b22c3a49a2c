ALTER TABLE "organizer_reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizer_reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "organizer_reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "organizer_reviews" ADD COLUMN "reply_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizer_reviews" ADD COLUMN "reply_updated_at" timestamp with time zone;