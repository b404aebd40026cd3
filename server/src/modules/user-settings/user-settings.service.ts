import type { MapViewSettings } from '@mesonet/shared/contracts/user-settings.schema';
import type { UserSettingsRepository } from './user-settings.repository';

export function createUserSettingsService(deps: { userSettings: UserSettingsRepository; clock: () => Date }) {
  return {
    /** The map's default centre and zoom of one user. */
    saveMapView: (userId: number, settings: MapViewSettings) =>
      deps.userSettings.saveMapView(userId, settings, deps.clock()),
  };
}
export type UserSettingsService = ReturnType<typeof createUserSettingsService>;
