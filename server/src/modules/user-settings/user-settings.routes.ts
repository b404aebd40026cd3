import { mapViewSettingsSchema } from '@mesonet/shared/contracts/user-settings.schema';
import { canUseMapUserSettings } from '@mesonet/shared/map/map-user-settings';
import type { FastifyInstance } from 'fastify';
import { ApiError, parseInput } from '../../http/api-error';
import type { AuthService } from '../auth/auth.service';
import { requireSession, signedInSession } from '../auth/authenticate';
import type { UserSettingsService } from './user-settings.service';

/** The message for a plan without the user-settings button (spec §2 "Map screen", §9 farm adds "custom zoom"). */
export const mapSettingsNotInPlanMessage = 'Saving a default map view is not included in your billing plan.';

/** PUT /api/members/user_settings: the map's default centre and zoom of the signed-in user. */
export async function userSettingsRoutes(
  app: FastifyInstance,
  opts: { userSettings: UserSettingsService; authService: AuthService },
) {
  app.put('/api/members/user_settings', { preHandler: requireSession(opts.authService) }, async (request) => {
    const { userId } = signedInSession(request);
    const settings = parseInput(mapViewSettingsSchema, request.body);
    // The same rule that shows the button decides on the server.
    if (!canUseMapUserSettings(await opts.authService.loadUser(userId))) {
      throw ApiError.field(403, 'base', mapSettingsNotInPlanMessage);
    }
    await opts.userSettings.saveMapView(userId, settings);
    return { data: await opts.authService.loadUser(userId) };
  });
}
