CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"charge_key" text NOT NULL,
	"description" text NOT NULL,
	"plan_key" text NOT NULL,
	"amount_ex_gst_cents" integer NOT NULL,
	"gst_cents" integer NOT NULL,
	"amount_inc_gst_cents" integer NOT NULL,
	"status" text NOT NULL,
	"processor_charge_id" text,
	"last_error_code" text,
	"last_decline_code" text,
	"period_from" timestamp with time zone,
	"period_to" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"processor" text NOT NULL,
	"processor_payment_method_id" text NOT NULL,
	"processor_customer_id" text,
	"payment_method_type" text DEFAULT 'card' NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"card_exp_month" integer NOT NULL,
	"card_exp_year" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"last_charged_at" timestamp with time zone,
	"last_declined_at" timestamp with time zone,
	"last_error_code" text,
	"last_decline_code" text,
	"name_on_card" text NOT NULL,
	"address_same_as_company_address" boolean NOT NULL,
	"address_line1" text,
	"address_line2" text,
	"address_city" text,
	"address_state_province" text,
	"address_postal_code" text,
	"address_country" text DEFAULT 'Australia' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"referral_id" integer,
	"percent" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"applied_invoice_id" integer,
	"applied_cents" integer
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"referrer_user_id" integer NOT NULL,
	"referrer_company_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"invitee_company_id" integer,
	"successful_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "scheduled_plan_key" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "scheduled_plan_site_slug" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "scheduled_additional_site_slugs" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_discount_code_status" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_discount_code_user_acceptance" boolean;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_plan_free_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_first_billed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_last_billed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_next_billable_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_credits" ADD CONSTRAINT "billing_credits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_credits" ADD CONSTRAINT "billing_credits_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_company_id_companies_id_fk" FOREIGN KEY ("referrer_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_invitee_company_id_companies_id_fk" FOREIGN KEY ("invitee_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_charge_key" ON "invoices" USING btree ("charge_key");--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "invoices_unpaid_idx" ON "invoices" USING btree ("company_id") WHERE "invoices"."status" = 'unpaid';--> statement-breakpoint
CREATE INDEX "payment_methods_company_idx" ON "payment_methods" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "billing_credits_open_idx" ON "billing_credits" USING btree ("company_id") WHERE "billing_credits"."applied_invoice_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_credits_referral_reason_key" ON "billing_credits" USING btree ("referral_id","reason");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_code_key" ON "referrals" USING btree ("code");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_invitee_company_key" ON "referrals" USING btree ("invitee_company_id") WHERE "referrals"."invitee_company_id" is not null;