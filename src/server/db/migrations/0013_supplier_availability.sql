CREATE TABLE "calendar_feeds" (
	"supplier_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "supplier_unavailable_days" (
	"supplier_id" integer NOT NULL,
	"day" date NOT NULL,
	"quote_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_unavailable_days" ADD CONSTRAINT "supplier_unavailable_days_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_unavailable_days" ADD CONSTRAINT "supplier_unavailable_days_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_unavailable_days_lookup_idx" ON "supplier_unavailable_days" USING btree ("supplier_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_unavailable_days_blocked_key" ON "supplier_unavailable_days" USING btree ("supplier_id","day") WHERE quote_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_unavailable_days_booked_key" ON "supplier_unavailable_days" USING btree ("quote_id","day") WHERE quote_id is not null;--> statement-breakpoint
-- A day blocked or booked changes who the directory's "Available on" filter finds: announce it
-- and count it as the users triggers do (migrations 0004 and 0011).
CREATE TRIGGER supplier_unavailable_days_directory_change AFTER INSERT OR UPDATE OR DELETE
  ON supplier_unavailable_days FOR EACH ROW EXECUTE FUNCTION announce_directory_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER supplier_unavailable_days_directory_count AFTER INSERT OR UPDATE OR DELETE
  ON supplier_unavailable_days DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION count_directory_change();
