DROP INDEX "users_nearby_idx";--> statement-breakpoint
DROP INDEX "users_nearby_venue_idx";--> statement-breakpoint
DROP INDEX "users_nearby_catering_idx";--> statement-breakpoint
DROP INDEX "users_nearby_photography_idx";--> statement-breakpoint
DROP INDEX "users_nearby_videography_idx";--> statement-breakpoint
DROP INDEX "users_nearby_entertainment_idx";--> statement-breakpoint
DROP INDEX "users_nearby_av_equipment_idx";--> statement-breakpoint
DROP INDEX "users_nearby_decor_idx";--> statement-breakpoint
DROP INDEX "users_nearby_florist_idx";--> statement-breakpoint
DROP INDEX "users_nearby_lighting_idx";--> statement-breakpoint
DROP INDEX "users_nearby_staffing_idx";--> statement-breakpoint
DROP INDEX "users_nearby_security_idx";--> statement-breakpoint
DROP INDEX "users_nearby_transportation_idx";--> statement-breakpoint
DROP INDEX "users_nearby_beverage_idx";--> statement-breakpoint
DROP INDEX "users_nearby_cake_idx";--> statement-breakpoint
DROP INDEX "users_nearby_dj_idx";--> statement-breakpoint
DROP INDEX "users_nearby_band_idx";--> statement-breakpoint
DROP INDEX "users_nearby_magician_idx";--> statement-breakpoint
DROP INDEX "users_nearby_performer_idx";--> statement-breakpoint
DROP INDEX "users_nearby_cleaning_idx";--> statement-breakpoint
DROP INDEX "users_nearby_organizer_idx";--> statement-breakpoint
DROP INDEX "users_nearby_insured_idx";--> statement-breakpoint
DROP INDEX "users_directory_rank_insured_idx";--> statement-breakpoint
DROP INDEX "users_nearby_good_hygiene_idx";--> statement-breakpoint
DROP INDEX "users_directory_rank_good_hygiene_idx";--> statement-breakpoint
DROP INDEX "users_directory_rank_venue_idx";--> statement-breakpoint
DROP INDEX "users_directory_rank_catering_idx";--> statement-breakpoint
DROP INDEX "users_directory_rank_photography_idx";--> statement-breakpoint
DROP INDEX "users_directory_rank_videography_idx";--> statement-breakpoint
DROP INDEX "users_directory_rank_entertainment_idx";--> statement-breakpoint
DROP INDEX "users_directory_rank_av_equipment_idx";--> statement-breakpoint
DROP INDEX "users_directory_rank_decor_idx";--> statement-breakpoint
DROP INDEX "users_directory_rank_florist_idx";--> statement-breakpoint
DROP INDEX "users_directory_rank_lighting_idx";--> statement-breakpoint
DROP INDEX "users_directory_rank_staffing_idx";--> statement-breakpoint
DROP INDEX "users_directory_rank_security_idx";--> statement-breakpoint
DROP INDEX "users_directory_rank_transportation_idx";--> statement-breakpoint
DROP INDEX "users_directory_rank_beverage_idx";--> statement-breakpoint
DROP INDEX "users_directory_rank_cake_idx";--> statement-breakpoint
DROP INDEX "users_directory_rank_dj_idx";--> statement-breakpoint
DROP INDEX "users_directory_rank_band_idx";--> statement-breakpoint
DROP INDEX "users_directory_rank_magician_idx";--> statement-breakpoint
DROP INDEX "users_directory_rank_performer_idx";--> statement-breakpoint
DROP INDEX "users_directory_rank_cleaning_idx";--> statement-breakpoint
DROP INDEX "users_directory_rank_organizer_idx";--> statement-breakpoint
DROP INDEX "users_directory_rank_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "listing_complete" boolean GENERATED ALWAYS AS (cardinality(categories) > 0 and latitude is not null and longitude is not null and coalesce(btrim(description), '') <> '') STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_nearby_idx" ON "users" USING gist (point("longitude", "latitude")) WHERE role = 'supplier' and suspended_at is null and listing_complete;--> statement-breakpoint
CREATE INDEX "users_nearby_venue_idx" ON "users" USING gist (point("longitude", "latitude")) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{venue}'::text[];--> statement-breakpoint
CREATE INDEX "users_nearby_catering_idx" ON "users" USING gist (point("longitude", "latitude")) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{catering}'::text[];--> statement-breakpoint
CREATE INDEX "users_nearby_photography_idx" ON "users" USING gist (point("longitude", "latitude")) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{photography}'::text[];--> statement-breakpoint
CREATE INDEX "users_nearby_videography_idx" ON "users" USING gist (point("longitude", "latitude")) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{videography}'::text[];--> statement-breakpoint
CREATE INDEX "users_nearby_entertainment_idx" ON "users" USING gist (point("longitude", "latitude")) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{entertainment}'::text[];--> statement-breakpoint
CREATE INDEX "users_nearby_av_equipment_idx" ON "users" USING gist (point("longitude", "latitude")) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{av_equipment}'::text[];--> statement-breakpoint
CREATE INDEX "users_nearby_decor_idx" ON "users" USING gist (point("longitude", "latitude")) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{decor}'::text[];--> statement-breakpoint
CREATE INDEX "users_nearby_florist_idx" ON "users" USING gist (point("longitude", "latitude")) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{florist}'::text[];--> statement-breakpoint
CREATE INDEX "users_nearby_lighting_idx" ON "users" USING gist (point("longitude", "latitude")) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{lighting}'::text[];--> statement-breakpoint
CREATE INDEX "users_nearby_staffing_idx" ON "users" USING gist (point("longitude", "latitude")) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{staffing}'::text[];--> statement-breakpoint
CREATE INDEX "users_nearby_security_idx" ON "users" USING gist (point("longitude", "latitude")) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{security}'::text[];--> statement-breakpoint
CREATE INDEX "users_nearby_transportation_idx" ON "users" USING gist (point("longitude", "latitude")) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{transportation}'::text[];--> statement-breakpoint
CREATE INDEX "users_nearby_beverage_idx" ON "users" USING gist (point("longitude", "latitude")) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{beverage}'::text[];--> statement-breakpoint
CREATE INDEX "users_nearby_cake_idx" ON "users" USING gist (point("longitude", "latitude")) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{cake}'::text[];--> statement-breakpoint
CREATE INDEX "users_nearby_dj_idx" ON "users" USING gist (point("longitude", "latitude")) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{dj}'::text[];--> statement-breakpoint
CREATE INDEX "users_nearby_band_idx" ON "users" USING gist (point("longitude", "latitude")) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{band}'::text[];--> statement-breakpoint
CREATE INDEX "users_nearby_magician_idx" ON "users" USING gist (point("longitude", "latitude")) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{magician}'::text[];--> statement-breakpoint
CREATE INDEX "users_nearby_performer_idx" ON "users" USING gist (point("longitude", "latitude")) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{performer}'::text[];--> statement-breakpoint
CREATE INDEX "users_nearby_cleaning_idx" ON "users" USING gist (point("longitude", "latitude")) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{cleaning}'::text[];--> statement-breakpoint
CREATE INDEX "users_nearby_organizer_idx" ON "users" USING gist (point("longitude", "latitude")) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{organizer}'::text[];--> statement-breakpoint
CREATE INDEX "users_nearby_insured_idx" ON "users" USING gist (point("longitude", "latitude")) WHERE role = 'supplier' and suspended_at is null and listing_complete and insured_until is not null;--> statement-breakpoint
CREATE INDEX "users_directory_rank_insured_idx" ON "users" USING btree ("is_top_rated" DESC NULLS LAST,"top_rating" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"avg_rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE role = 'supplier' and suspended_at is null and listing_complete and insured_until is not null;--> statement-breakpoint
CREATE INDEX "users_nearby_good_hygiene_idx" ON "users" USING gist (point("longitude", "latitude")) WHERE role = 'supplier' and suspended_at is null and listing_complete and good_hygiene_until is not null;--> statement-breakpoint
CREATE INDEX "users_directory_rank_good_hygiene_idx" ON "users" USING btree ("is_top_rated" DESC NULLS LAST,"top_rating" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"avg_rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE role = 'supplier' and suspended_at is null and listing_complete and good_hygiene_until is not null;--> statement-breakpoint
CREATE INDEX "users_directory_rank_venue_idx" ON "users" USING btree ("is_top_rated" DESC NULLS LAST,"top_rating" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"avg_rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{venue}'::text[];--> statement-breakpoint
CREATE INDEX "users_directory_rank_catering_idx" ON "users" USING btree ("is_top_rated" DESC NULLS LAST,"top_rating" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"avg_rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{catering}'::text[];--> statement-breakpoint
CREATE INDEX "users_directory_rank_photography_idx" ON "users" USING btree ("is_top_rated" DESC NULLS LAST,"top_rating" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"avg_rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{photography}'::text[];--> statement-breakpoint
CREATE INDEX "users_directory_rank_videography_idx" ON "users" USING btree ("is_top_rated" DESC NULLS LAST,"top_rating" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"avg_rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{videography}'::text[];--> statement-breakpoint
CREATE INDEX "users_directory_rank_entertainment_idx" ON "users" USING btree ("is_top_rated" DESC NULLS LAST,"top_rating" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"avg_rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{entertainment}'::text[];--> statement-breakpoint
CREATE INDEX "users_directory_rank_av_equipment_idx" ON "users" USING btree ("is_top_rated" DESC NULLS LAST,"top_rating" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"avg_rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{av_equipment}'::text[];--> statement-breakpoint
CREATE INDEX "users_directory_rank_decor_idx" ON "users" USING btree ("is_top_rated" DESC NULLS LAST,"top_rating" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"avg_rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{decor}'::text[];--> statement-breakpoint
CREATE INDEX "users_directory_rank_florist_idx" ON "users" USING btree ("is_top_rated" DESC NULLS LAST,"top_rating" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"avg_rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{florist}'::text[];--> statement-breakpoint
CREATE INDEX "users_directory_rank_lighting_idx" ON "users" USING btree ("is_top_rated" DESC NULLS LAST,"top_rating" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"avg_rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{lighting}'::text[];--> statement-breakpoint
CREATE INDEX "users_directory_rank_staffing_idx" ON "users" USING btree ("is_top_rated" DESC NULLS LAST,"top_rating" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"avg_rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{staffing}'::text[];--> statement-breakpoint
CREATE INDEX "users_directory_rank_security_idx" ON "users" USING btree ("is_top_rated" DESC NULLS LAST,"top_rating" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"avg_rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{security}'::text[];--> statement-breakpoint
CREATE INDEX "users_directory_rank_transportation_idx" ON "users" USING btree ("is_top_rated" DESC NULLS LAST,"top_rating" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"avg_rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{transportation}'::text[];--> statement-breakpoint
CREATE INDEX "users_directory_rank_beverage_idx" ON "users" USING btree ("is_top_rated" DESC NULLS LAST,"top_rating" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"avg_rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{beverage}'::text[];--> statement-breakpoint
CREATE INDEX "users_directory_rank_cake_idx" ON "users" USING btree ("is_top_rated" DESC NULLS LAST,"top_rating" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"avg_rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{cake}'::text[];--> statement-breakpoint
CREATE INDEX "users_directory_rank_dj_idx" ON "users" USING btree ("is_top_rated" DESC NULLS LAST,"top_rating" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"avg_rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{dj}'::text[];--> statement-breakpoint
CREATE INDEX "users_directory_rank_band_idx" ON "users" USING btree ("is_top_rated" DESC NULLS LAST,"top_rating" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"avg_rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{band}'::text[];--> statement-breakpoint
CREATE INDEX "users_directory_rank_magician_idx" ON "users" USING btree ("is_top_rated" DESC NULLS LAST,"top_rating" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"avg_rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{magician}'::text[];--> statement-breakpoint
CREATE INDEX "users_directory_rank_performer_idx" ON "users" USING btree ("is_top_rated" DESC NULLS LAST,"top_rating" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"avg_rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{performer}'::text[];--> statement-breakpoint
CREATE INDEX "users_directory_rank_cleaning_idx" ON "users" USING btree ("is_top_rated" DESC NULLS LAST,"top_rating" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"avg_rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{cleaning}'::text[];--> statement-breakpoint
CREATE INDEX "users_directory_rank_organizer_idx" ON "users" USING btree ("is_top_rated" DESC NULLS LAST,"top_rating" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"avg_rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE role = 'supplier' and suspended_at is null and listing_complete and categories @> '{organizer}'::text[];--> statement-breakpoint
CREATE INDEX "users_directory_rank_idx" ON "users" USING btree ("is_top_rated" DESC NULLS LAST,"top_rating" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"avg_rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE role = 'supplier' and suspended_at is null and listing_complete;