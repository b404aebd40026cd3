CREATE TABLE "daily_summaries" (
	"site_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"air_temp_max_c" double precision,
	"air_temp_min_c" double precision,
	"rain_mm" double precision,
	CONSTRAINT "daily_summaries_pkey" PRIMARY KEY("site_id","local_date")
);
--> statement-breakpoint
CREATE TABLE "hourly_summaries" (
	"site_id" integer NOT NULL,
	"hour_end" timestamp with time zone NOT NULL,
	"reading_count" integer NOT NULL,
	"air_temp_mean_c" double precision,
	"air_temp_max_c" double precision,
	"air_temp_min_c" double precision,
	"rh_mean" double precision,
	"wind_speed_10m_mean" double precision,
	"wind_gust_10m_max" double precision,
	"rain_mm" double precision,
	CONSTRAINT "hourly_summaries_pkey" PRIMARY KEY("site_id","hour_end")
);
--> statement-breakpoint
CREATE TABLE "readings" (
	"site_id" integer NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"air_temp_1_2m" double precision,
	"rh_1_2m" double precision,
	"air_temp_10m" double precision,
	"wind_speed_10m" double precision,
	"wind_dir_10m" double precision,
	"wind_gust_10m" double precision,
	"wind_dir_sd_10m" double precision,
	"wind_speed_2m" double precision,
	"wind_dir_2m" double precision,
	"wind_gust_2m" double precision,
	"rain_mm" double precision,
	"solar_rad" double precision,
	"pressure_station" double precision,
	"leaf_wetness" double precision,
	"sonic_w_sd_10m" double precision,
	"sonic_ustar_10m" double precision,
	"sonic_h_10m" double precision,
	"sonic_l_10m" double precision,
	"sonic_t_10m" double precision,
	"net_rad" double precision,
	"soil_temp_10cm" double precision,
	"battery_v" double precision,
	"logger_temp" double precision,
	"delta_t" double precision,
	"dew_point" double precision,
	"vtd" double precision,
	"hazardous_inversion" smallint,
	"ghcop" double precision,
	"gfdi" double precision,
	"sigmaw10" double precision,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "readings_pkey" PRIMARY KEY("site_id","observed_at")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"region" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"elevation_m" integer DEFAULT 0 NOT NULL,
	"aws_type" text NOT NULL,
	"network" text DEFAULT 'cotl' NOT NULL,
	"mesonet" boolean DEFAULT true NOT NULL,
	"timezone_name" text DEFAULT 'Australia/Adelaide' NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "station_tokens" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_summaries" ADD CONSTRAINT "daily_summaries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hourly_summaries" ADD CONSTRAINT "hourly_summaries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_tokens" ADD CONSTRAINT "station_tokens_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sites_slug_key" ON "sites" USING btree ("slug");