CREATE TABLE "request_invitations" (
	"request_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_invitations_request_id_supplier_id_pk" PRIMARY KEY("request_id","supplier_id")
);
--> statement-breakpoint
ALTER TABLE "request_invitations" ADD CONSTRAINT "request_invitations_request_id_event_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."event_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_invitations" ADD CONSTRAINT "request_invitations_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_invitations_supplier_idx" ON "request_invitations" USING btree ("supplier_id");