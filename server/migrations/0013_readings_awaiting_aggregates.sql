CREATE TABLE "readings_awaiting_aggregates" (
	"site_id" integer NOT NULL,
	"from_observed_at" timestamp with time zone NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "readings_awaiting_aggregates_pkey" PRIMARY KEY("site_id","from_observed_at")
);
--> statement-breakpoint
ALTER TABLE "readings_awaiting_aggregates" ADD CONSTRAINT "readings_awaiting_aggregates_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;