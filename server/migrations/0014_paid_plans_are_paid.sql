CREATE TABLE "free_trial_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"claim" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "first_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "failed_retries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "next_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "card_fingerprint" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "plan_stations_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "free_trial_claims" ADD CONSTRAINT "free_trial_claims_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "free_trial_claims_key" ON "free_trial_claims" USING btree ("kind","claim");--> statement-breakpoint
CREATE INDEX "invoices_retry_idx" ON "invoices" USING btree ("next_retry_at") WHERE "invoices"."status" = 'unpaid';--> statement-breakpoint
-- Companies that have had their trial already: their owners have used it.
INSERT INTO "free_trial_claims" ("company_id", "kind", "claim", "claimed_at")
SELECT u."company_id", 'owner', u."id"::text, coalesce(c."billing_plan_free_until", now())
FROM "users" u JOIN "companies" c ON c."id" = u."company_id"
WHERE u."owner" AND u."removal_created_at" IS NULL AND c."billing_discount_code_user_acceptance"
ON CONFLICT DO NOTHING;
