CREATE TABLE "compliance_badges" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb NOT NULL,
	"valid_until" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"evidence_key" text NOT NULL,
	"evidence_type" text NOT NULL,
	"evidence_name" text NOT NULL,
	"reminded_thirty_at" timestamp with time zone,
	"reminded_seven_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified_badges" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "insured_until" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "good_hygiene_until" date;--> statement-breakpoint
ALTER TABLE "compliance_badges" ADD CONSTRAINT "compliance_badges_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_badges" ADD CONSTRAINT "compliance_badges_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_badges_supplier_idx" ON "compliance_badges" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "compliance_badges_review_idx" ON "compliance_badges" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "compliance_badges_due_idx" ON "compliance_badges" USING btree ("valid_until") WHERE status in ('pending', 'verified');--> statement-breakpoint
CREATE INDEX "users_nearby_insured_idx" ON "users" USING gist (point("longitude", "latitude")) WHERE role = 'supplier' and suspended_at is null and insured_until is not null;--> statement-breakpoint
CREATE INDEX "users_directory_rank_insured_idx" ON "users" USING btree ("is_top_rated" DESC NULLS LAST,"top_rating" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"avg_rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE role = 'supplier' and suspended_at is null and insured_until is not null;--> statement-breakpoint
CREATE INDEX "users_nearby_good_hygiene_idx" ON "users" USING gist (point("longitude", "latitude")) WHERE role = 'supplier' and suspended_at is null and good_hygiene_until is not null;--> statement-breakpoint
CREATE INDEX "users_directory_rank_good_hygiene_idx" ON "users" USING btree ("is_top_rated" DESC NULLS LAST,"top_rating" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"avg_rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE role = 'supplier' and suspended_at is null and good_hygiene_until is not null;