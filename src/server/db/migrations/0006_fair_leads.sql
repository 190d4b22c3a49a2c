CREATE TABLE "organizer_stats" (
	"organizer_id" integer PRIMARY KEY NOT NULL,
	"requests_posted" integer DEFAULT 0 NOT NULL,
	"requests_hired" integer DEFAULT 0 NOT NULL,
	"quotes_received" integer DEFAULT 0 NOT NULL,
	"quotes_read" integer DEFAULT 0 NOT NULL,
	"read_hours" real[] DEFAULT '{}'::real[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_requests" ADD COLUMN "quote_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_requests" ADD COLUMN "quote_limit" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_requests" ADD COLUMN "quote_limit_raised" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_requests" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "event_requests" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_requests" ADD COLUMN "hired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "took_allowance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "allowance_returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizer_stats" ADD CONSTRAINT "organizer_stats_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_refund_candidates_idx" ON "quotes" USING btree ("created_at") WHERE took_allowance and viewed_at is null and allowance_returned_at is null;--> statement-breakpoint
-- Existing requests and organizers start from what is already there: the counters are kept from here on.
UPDATE "event_requests" SET
  "quote_count" = (SELECT count(*) FROM "quotes" WHERE "quotes"."request_id" = "event_requests"."id"),
  "quote_limit" = greatest(5, (SELECT count(*) FROM "quotes" WHERE "quotes"."request_id" = "event_requests"."id")),
  "last_activity_at" = greatest("updated_at", coalesce((SELECT max("created_at") FROM "quotes" WHERE "quotes"."request_id" = "event_requests"."id"), "updated_at")),
  "hired_at" = (SELECT min("updated_at") FROM "quotes" WHERE "quotes"."request_id" = "event_requests"."id" AND "quotes"."status" = 'accepted');--> statement-breakpoint
INSERT INTO "organizer_stats" ("organizer_id", "requests_posted", "requests_hired", "quotes_received")
SELECT "organizer_id", count(*), count("hired_at"), sum("quote_count") FROM "event_requests" GROUP BY "organizer_id";
