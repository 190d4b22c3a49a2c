CREATE TABLE "organizer_review_reports" (
	"review_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizer_review_reports_review_id_reporter_id_pk" PRIMARY KEY("review_id","reporter_id")
);
--> statement-breakpoint
CREATE TABLE "organizer_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer,
	"organizer_id" integer NOT NULL,
	"supplier_id" integer,
	"request_id" integer,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"shown_at" timestamp with time zone,
	"shows_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizer_reviews_rating_check" CHECK ("organizer_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "organizer_stats" ADD COLUMN "avg_rating" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizer_stats" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "shown_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "shows_on" date;--> statement-breakpoint
ALTER TABLE "organizer_review_reports" ADD CONSTRAINT "organizer_review_reports_review_id_organizer_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."organizer_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_review_reports" ADD CONSTRAINT "organizer_review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_reviews" ADD CONSTRAINT "organizer_reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_reviews" ADD CONSTRAINT "organizer_reviews_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_reviews" ADD CONSTRAINT "organizer_reviews_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_reviews" ADD CONSTRAINT "organizer_reviews_request_id_event_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."event_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organizer_reviews_booking_key" ON "organizer_reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "organizer_reviews_organizer_idx" ON "organizer_reviews" USING btree ("organizer_id","created_at");--> statement-breakpoint
CREATE INDEX "organizer_reviews_waiting_idx" ON "organizer_reviews" USING btree ("shows_on") WHERE "organizer_reviews"."shown_at" is null;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_booking_idx" ON "reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "reviews_waiting_idx" ON "reviews" USING btree ("shows_on") WHERE "reviews"."shown_at" is null;--> statement-breakpoint
-- Reviews written before two-way reviews were public from the day they were written.
UPDATE "reviews" SET "shown_at" = "created_at";
