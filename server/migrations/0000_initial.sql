CREATE TABLE "auth_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"client" text NOT NULL,
	"token_hash" text NOT NULL,
	"previous_token_hash" text,
	"previous_token_valid_until" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"surname" text NOT NULL,
	"phone" text,
	"company_id" integer NOT NULL,
	"owner" boolean DEFAULT false NOT NULL,
	"home_location_growing_seasons" boolean DEFAULT false NOT NULL,
	"account_billing" boolean DEFAULT false NOT NULL,
	"user_management" boolean DEFAULT false NOT NULL,
	"company_invitation_created_at" timestamp with time zone,
	"company_invitation_accepted_at" timestamp with time zone,
	"company_invitation_declined_at" timestamp with time zone,
	"owner_invitation_created_at" timestamp with time zone,
	"owner_invitation_accepted_at" timestamp with time zone,
	"owner_invitation_declined_at" timestamp with time zone,
	"removal_created_at" timestamp with time zone,
	"map_default_centre_lat" double precision,
	"map_default_centre_lng" double precision,
	"map_default_zoom_level" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"email" text,
	"phone" text,
	"has_company_details" boolean DEFAULT false NOT NULL,
	"has_billing_plan" boolean DEFAULT false NOT NULL,
	"has_payment_method" boolean DEFAULT false NOT NULL,
	"has_user_survey_response" boolean DEFAULT false NOT NULL,
	"has_billing_discount_code_use" boolean DEFAULT false NOT NULL,
	"plan_key" text,
	"sign_up_referral_code" text,
	"user_limit" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"transport" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_sessions_user_client_key" ON "auth_sessions" USING btree ("user_id","client");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_token_hash_key" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_open_idx" ON "password_reset_tokens" USING btree ("user_id") WHERE "password_reset_tokens"."used_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_company_id_idx" ON "users" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_slug_key" ON "companies" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_key" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "outbox_mails_to_address_idx" ON "outbox_mails" USING btree ("to_address","created_at");