CREATE TABLE "lead_alert_jobs" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"after_supplier_id" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_alerts" (
	"request_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_alerts_request_id_supplier_id_pk" PRIMARY KEY("request_id","supplier_id")
);
--> statement-breakpoint
ALTER TABLE "lead_alert_jobs" ADD CONSTRAINT "lead_alert_jobs_request_id_event_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."event_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_alerts" ADD CONSTRAINT "lead_alerts_request_id_event_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."event_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_alerts" ADD CONSTRAINT "lead_alerts_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_alert_jobs_due_idx" ON "lead_alert_jobs" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "lead_alerts_supplier_idx" ON "lead_alerts" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "users_supplier_reach_idx" ON "users" USING gist ((case when latitude is null or longitude is null then box(point(-180, -90), point(180, 90)) when cos(radians(latitude)) <= sin(service_area / 6371.0::double precision) then box(point(-180, latitude - degrees(service_area / 6371.0::double precision) - 1e-8), point(180, latitude + degrees(service_area / 6371.0::double precision) + 1e-8)) else box(point(longitude - degrees(asin(sin(service_area / 6371.0::double precision) / cos(radians(latitude)))) - 1e-8, latitude - degrees(service_area / 6371.0::double precision) - 1e-8), point(longitude + degrees(asin(sin(service_area / 6371.0::double precision) / cos(radians(latitude)))) + 1e-8, latitude + degrees(service_area / 6371.0::double precision) + 1e-8)) end)) WHERE role = 'supplier' and suspended_at is null;