ALTER TABLE "event_requests" ADD COLUMN "shortlisted_quote_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "event_requests" ADD COLUMN "hidden_quote_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "event_requests" ADD COLUMN "service_budgets" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Added without NOT NULL so the quotes already sent can be given their service first (below).
ALTER TABLE "quotes" ADD COLUMN "service" text;--> statement-breakpoint
-- Each quote sent before services existed answers one of its request's categories, chosen as
-- quote-services.ts chooses: a category the supplier offers, then one the quote gives details
-- for, then the request's order.
UPDATE "quotes" AS q SET "service" = coalesce((
  SELECT rc.category FROM unnest(r."categories") WITH ORDINALITY AS rc(category, position)
  ORDER BY coalesce(rc.category = ANY(u."categories"), false) DESC,
    coalesce(jsonb_exists(q."details" -> 'categoryFields', rc.category), false) DESC,
    rc.position
  LIMIT 1), 'other')
FROM "event_requests" AS r, "users" AS u
WHERE r."id" = q."request_id" AND u."id" = q."supplier_id";--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "service" SET NOT NULL;
