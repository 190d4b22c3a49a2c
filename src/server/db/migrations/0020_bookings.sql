CREATE TABLE "booking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_pence" integer,
	"by" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"organizer_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"total_pence" integer,
	"deposit_pence" integer NOT NULL,
	"cancellation_policy" text NOT NULL,
	"cancellation_terms" text,
	"event_first_day" date NOT NULL,
	"event_last_day" date NOT NULL,
	"status" text DEFAULT 'awaiting_deposit' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provider" text,
	"payment_reference" text,
	"client_secret_hash" text,
	"charge_reference" text,
	"paid_pence" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_pence" integer DEFAULT 0 NOT NULL,
	"refunding_pence" integer,
	"refund_count" integer DEFAULT 0 NOT NULL,
	"released_pence" integer DEFAULT 0 NOT NULL,
	"fee_pence" integer DEFAULT 0 NOT NULL,
	"transfer_reference" text,
	"released_at" timestamp with time zone,
	"proposed_refund_pence" integer,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"disputed_at" timestamp with time zone,
	"dispute_reason" text,
	"dispute_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_amounts_check" CHECK ("bookings"."deposit_pence" >= 0 and "bookings"."paid_pence" >= 0 and "bookings"."refunded_pence" >= 0 and "bookings"."released_pence" >= 0 and "bookings"."fee_pence" >= 0 and "bookings"."refunded_pence" + coalesce("bookings"."refunding_pence", 0) + "bookings"."released_pence" + "bookings"."fee_pence" <= "bookings"."paid_pence")
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"test_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outgoing_emails" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_request_id_event_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."event_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_quote_key" ON "bookings" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_payment_reference_key" ON "bookings" USING btree ("payment_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_client_secret_hash_key" ON "bookings" USING btree ("client_secret_hash");--> statement-breakpoint
CREATE INDEX "bookings_organizer_idx" ON "bookings" USING btree ("organizer_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_supplier_idx" ON "bookings" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_charge_idx" ON "bookings" USING btree ("charge_reference");--> statement-breakpoint
CREATE INDEX "bookings_money_idx" ON "bookings" USING btree ("status","status_changed_at") WHERE status in ('awaiting_deposit', 'held', 'releasing', 'refunding');--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_account_key" ON "payout_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_test_token_key" ON "payout_accounts" USING btree ("test_token_hash");