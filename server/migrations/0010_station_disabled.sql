CREATE TABLE "metric_display_status_overrides" (
	"metric_key" text NOT NULL,
	"band" integer NOT NULL,
	"label" text NOT NULL,
	"background_color" text NOT NULL,
	"threshold_value" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_display_status_overrides_pkey" PRIMARY KEY("metric_key","band")
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "disabled_at" timestamp with time zone;