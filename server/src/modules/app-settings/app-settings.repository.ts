import type { BandEdit, BandOverride } from '@mesonet/shared/metrics/metric-display-statuses';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { appSettings, metricDisplayStatusOverrides } from './app-settings.tables';

export function appSettingsRepository(db: Database) {
  return {
    async list() {
      return db.select().from(appSettings).orderBy(asc(appSettings.category), asc(appSettings.key));
    },

    /** Adds settings whose key is new; existing values are the operator's and stay. */
    async insertMissing(settings: ReadonlyArray<{ category: string; key: string; value: string }>): Promise<void> {
      if (settings.length > 0)
        await db
          .insert(appSettings)
          .values([...settings])
          .onConflictDoNothing();
    },

    async listBandOverrides(): Promise<BandOverride[]> {
      const rows = await db
        .select()
        .from(metricDisplayStatusOverrides)
        .orderBy(asc(metricDisplayStatusOverrides.metricKey), asc(metricDisplayStatusOverrides.band));
      return rows.map((row) => ({
        metric_key: row.metricKey,
        band: row.band,
        label: row.label,
        background_color: row.backgroundColor,
        threshold_value: row.thresholdValue,
      }));
    },

    /** Replaces a metric's overrides with its bands as the operator left them, in one transaction. */
    async replaceBandOverrides(metricKey: string, bands: readonly BandEdit[], now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(metricDisplayStatusOverrides).where(eq(metricDisplayStatusOverrides.metricKey, metricKey));
        if (bands.length === 0) return;
        await tx.insert(metricDisplayStatusOverrides).values(
          bands.map((band, i) => ({
            metricKey,
            band: i,
            label: band.label,
            backgroundColor: band.background_color,
            thresholdValue: band.threshold_value,
            updatedAt: now,
          })),
        );
      });
    },
  };
}
export type AppSettingsRepository = ReturnType<typeof appSettingsRepository>;
