ALTER TABLE "companies" ADD COLUMN "plan_site_slug" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "additional_site_slugs" text[] DEFAULT '{}' NOT NULL;