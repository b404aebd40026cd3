CREATE TABLE "growing_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "growing_seasons" (
	"company_id" integer NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"sowing_date" date NOT NULL,
	"emergence_date_option" text NOT NULL,
	"emergence_date" date,
	"floral_initiation_date_option" text NOT NULL,
	"floral_initiation_date" date,
	"harvest_date_option" text NOT NULL,
	"harvest_date" date,
	"location_option" text NOT NULL,
	"custom_lat" double precision,
	"custom_lng" double precision,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "growing_seasons_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "growing_locations" ADD CONSTRAINT "growing_locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growing_seasons" ADD CONSTRAINT "growing_seasons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growing_seasons" ADD CONSTRAINT "growing_seasons_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "growing_locations_company_slug_key" ON "growing_locations" USING btree ("company_id","slug");