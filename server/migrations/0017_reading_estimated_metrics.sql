ALTER TABLE "readings" ADD COLUMN "estimated_metrics" smallint;--> statement-breakpoint
-- Research stations' stored σw so far: the sonic's where it read a plausible value (≥ 0.02 m/s), the
-- estimate otherwise. Other types follow their type's rule while the bits are missing.
UPDATE "readings" r SET "estimated_metrics" =
  CASE WHEN r."sigmaw10" IS NOT NULL AND (r."sonic_w_sd_10m" IS NULL OR r."sonic_w_sd_10m" < 0.02) THEN 1 ELSE 0 END
FROM "sites" s WHERE s."id" = r."site_id" AND s."aws_type" = 'research';
