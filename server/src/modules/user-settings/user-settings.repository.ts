import type { MapViewSettings } from '@mesonet/shared/contracts/user-settings.schema';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../auth/auth.tables';

export function userSettingsRepository(db: Database) {
  return {
    async saveMapView(userId: number, settings: MapViewSettings, now: Date): Promise<void> {
      await db
        .update(users)
        .set({
          mapDefaultCentreLat: settings.map_default_centre_coords.lat,
          mapDefaultCentreLng: settings.map_default_centre_coords.lng,
          mapDefaultZoomLevel: settings.map_default_zoom_level,
          updatedAt: now,
        })
        .where(eq(users.id, userId));
    },
  };
}
export type UserSettingsRepository = ReturnType<typeof userSettingsRepository>;
