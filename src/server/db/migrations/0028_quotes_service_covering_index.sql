DROP INDEX "quotes_service_created_idx";--> statement-breakpoint
CREATE INDEX "quotes_service_created_idx" ON "quotes" USING btree ("service","created_at","supplier_id","request_id","price_pence");