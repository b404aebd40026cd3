ALTER TABLE "outbox_mails" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_mails_failed_at_idx" ON "outbox_mails" USING btree ("failed_at");