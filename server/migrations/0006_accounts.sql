CREATE TABLE "company_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"user_id" integer,
	"token_hash" text,
	"home_location_growing_seasons" boolean NOT NULL,
	"account_billing" boolean NOT NULL,
	"user_management" boolean NOT NULL,
	"invited_by_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_membership_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"actor_user_id" integer,
	"subject_user_id" integer,
	"subject_email" text NOT NULL,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"answered_by_user_id" integer,
	"user1_age" text NOT NULL,
	"user1_gender" text NOT NULL,
	"occupation_industry" text NOT NULL,
	"main_aws_of_interest" text NOT NULL,
	"main_use_of_mesonet" text NOT NULL,
	"farm_size" text,
	"main_crop_type" text,
	"main_two_herbicides_used_in_summer" text,
	"usual_supplier_of_summer_herbicide" text,
	"where_heard_about_us" text NOT NULL,
	"social_media_use" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "abn" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address1" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address2" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "locality" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "postalcode" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "state_province" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "country" text DEFAULT 'Australia' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_membership_events" ADD CONSTRAINT "company_membership_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_membership_events" ADD CONSTRAINT "company_membership_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_membership_events" ADD CONSTRAINT "company_membership_events_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_survey_responses" ADD CONSTRAINT "user_survey_responses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_survey_responses" ADD CONSTRAINT "user_survey_responses_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_token_hash_key" ON "company_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_open_key" ON "company_invitations" USING btree ("company_id","email") WHERE "company_invitations"."accepted_at" is null and "company_invitations"."declined_at" is null and "company_invitations"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "company_invitations_open_email_idx" ON "company_invitations" USING btree ("email") WHERE "company_invitations"."accepted_at" is null and "company_invitations"."declined_at" is null and "company_invitations"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "company_invitations_user_id_idx" ON "company_invitations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "company_membership_events_company_idx" ON "company_membership_events" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_survey_responses_company_key" ON "user_survey_responses" USING btree ("company_id");