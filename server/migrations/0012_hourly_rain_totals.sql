ALTER TABLE "reading_hours" ADD COLUMN "sum_rain_mm" double precision;--> statement-breakpoint
-- Hours stored before this migration get their rain from their readings: daily totals are summed from hours from now on.
UPDATE "reading_hours" h SET "sum_rain_mm" = t.total
FROM (
  SELECT r.site_id,
         (date_trunc('hour', (r.observed_at - interval '1 microsecond') at time zone s.timezone_name) + interval '1 hour') at time zone s.timezone_name AS hour_end,
         sum(r.rain_mm) AS total
  FROM "readings" r JOIN "sites" s ON s.id = r.site_id
  GROUP BY 1, 2
) t
WHERE h.site_id = t.site_id AND h.hour_end = t.hour_end;
