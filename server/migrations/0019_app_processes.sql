CREATE TABLE "app_processes" (
	"id" text PRIMARY KEY NOT NULL,
	"host_name" text NOT NULL,
	"pid" integer NOT NULL,
	"version" text,
	"started_at" timestamp with time zone NOT NULL,
	"last_heartbeat_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "app_processes_last_heartbeat_at_idx" ON "app_processes" USING btree ("last_heartbeat_at");