import type { PushSubscriptionInput, SprayProfileResponse } from '@mesonet/shared/contracts/alerts.schema';
import type { SprayProfile } from '@mesonet/shared/spray/spray-limits';
import { ApiError } from '../../http/api-error';
import { requireAlertsPlan, type AlertsDeps } from './alert-rules';
import { presentNotification, presentSprayProfile } from './alerts.presenter';

/** Notifications per page of the list. */
export const notificationsPageSize = 50;

const unknownProfileError = () => ApiError.field(404, 'spray_profile_id', 'is not a known spray profile');
export const profileInUseMessage = 'A rule still uses this spray profile. Change or delete that rule first.';

export async function listNotifications(deps: AlertsDeps, userId: number, beforeId: number | null) {
  const [rows, unread] = await Promise.all([
    deps.alerts.listNotifications(userId, beforeId, notificationsPageSize),
    deps.alerts.unreadCount(userId),
  ]);
  return { notifications: rows.map(presentNotification), unread_count: unread };
}

export async function markAllRead(deps: AlertsDeps, userId: number) {
  await deps.alerts.markAllRead(userId, deps.clock());
  return { unread_count: 0 };
}

export async function listProfiles(deps: AlertsDeps, userId: number) {
  return { spray_profiles: (await deps.alerts.listProfiles(userId)).map(presentSprayProfile) };
}

export async function createProfile(
  deps: AlertsDeps,
  userId: number,
  input: SprayProfile,
): Promise<SprayProfileResponse> {
  await requireAlertsPlan(deps, userId);
  const now = deps.clock();
  const row = await deps.alerts.insertProfile({
    userId,
    name: input.name,
    limits: input.limits,
    createdAt: now,
    updatedAt: now,
  });
  return presentSprayProfile(row);
}

export async function updateProfile(
  deps: AlertsDeps,
  userId: number,
  id: number,
  input: SprayProfile,
): Promise<SprayProfileResponse> {
  await requireAlertsPlan(deps, userId);
  const row = await deps.alerts.updateProfile(userId, id, {
    name: input.name,
    limits: input.limits,
    updatedAt: deps.clock(),
  });
  if (!row) throw unknownProfileError();
  // Rules judging by this profile read its new limits from their next reading on.
  deps.onRulesChanged?.();
  return presentSprayProfile(row);
}

export async function deleteProfile(deps: AlertsDeps, userId: number, id: number): Promise<void> {
  await deps.transactions.run(async (repos) => {
    if (!(await repos.alerts.findProfile(userId, id))) return;
    if (await repos.alerts.profileInUse(id)) throw ApiError.unprocessable('base', profileInUseMessage);
    await repos.alerts.deleteProfile(userId, id);
  });
}

/** Saves a browser's subscription: 201 when new, 200 when the endpoint was known (replaced). */
export async function savePushSubscription(
  deps: AlertsDeps,
  userId: number,
  input: PushSubscriptionInput,
): Promise<{ created: boolean }> {
  const created = await deps.alerts.savePushSubscription({
    userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    createdAt: deps.clock(),
  });
  return { created };
}

export const deletePushSubscription = (deps: AlertsDeps, userId: number, endpoint: string) =>
  deps.alerts.deletePushSubscription(userId, endpoint);
