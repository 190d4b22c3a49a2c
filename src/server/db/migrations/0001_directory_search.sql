DROP INDEX "users_role_latitude_idx";--> statement-breakpoint
DROP INDEX "users_top_rated_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_top_rated" boolean GENERATED ALWAYS AS (avg_rating > 0 and review_count >= 2) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "top_rating" real GENERATED ALWAYS AS (case when avg_rating > 0 and review_count >= 2 then avg_rating else 0 end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_supplier_location_idx" ON "users" USING btree ("latitude","longitude") WHERE role = 'supplier' and latitude is not null;--> statement-breakpoint
CREATE INDEX "users_directory_rank_idx" ON "users" USING btree ("is_top_rated" DESC NULLS LAST,"top_rating" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"avg_rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE role = 'supplier';--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin (to_tsvector('simple', coalesce(business_name, '') || ' ' || name || ' ' || coalesce(description, '')));