CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "info_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"teaser" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"slug" text NOT NULL,
	"published_at" timestamp with time zone,
	"splash_alert" boolean DEFAULT false NOT NULL,
	"pin_to_top" boolean DEFAULT false NOT NULL,
	"pin_order" integer DEFAULT 0 NOT NULL,
	"content_updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_slug_key" ON "content_pages" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "info_alerts_slug_key" ON "info_alerts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "info_alerts_published_at_idx" ON "info_alerts" USING btree ("published_at");