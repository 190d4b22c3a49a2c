CREATE TABLE "insights_weekly_summaries" (
	"supplier_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insights_weekly_summaries_supplier_id_week_start_pk" PRIMARY KEY("supplier_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "supplier_daily_insights" (
	"supplier_id" integer NOT NULL,
	"day" date NOT NULL,
	"appearances" integer DEFAULT 0 NOT NULL,
	"profile_views" integer DEFAULT 0 NOT NULL,
	"contact_reveals" integer DEFAULT 0 NOT NULL,
	"lead_views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "supplier_daily_insights_supplier_id_day_pk" PRIMARY KEY("supplier_id","day")
);
--> statement-breakpoint
ALTER TABLE "alert_preferences" ADD COLUMN "weekly_summary_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "insights_weekly_summaries" ADD CONSTRAINT "insights_weekly_summaries_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_daily_insights" ADD CONSTRAINT "supplier_daily_insights_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_service_created_idx" ON "quotes" USING btree ("service","created_at");