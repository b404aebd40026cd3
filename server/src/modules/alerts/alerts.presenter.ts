import type { AlertRule, AppNotification, SprayProfileResponse } from '@mesonet/shared/contracts/alerts.schema';
import { sprayLimitFields, type SprayLimitKey } from '@mesonet/shared/spray/spray-limits';
import type { AlertRuleRow, NotificationRow, SprayProfileRow } from './alerts.tables';

export function presentAlertRule(row: AlertRuleRow): AlertRule {
  return {
    id: row.id,
    name: row.name,
    target: row.target,
    event: row.event,
    quiet_hours: row.quietHours ?? null,
    channels: row.channels,
    paused: row.paused,
    created_at: row.createdAt.toISOString(),
    last_notified_at: row.lastNotifiedAt?.toISOString() ?? null,
  };
}

/** Only the limits the profile tightens, in the API's field names. */
export function presentSprayProfile(row: SprayProfileRow): SprayProfileResponse {
  const limits: Record<string, number> = {};
  for (const [key, value] of Object.entries(row.limits)) {
    if (typeof value === 'number') limits[sprayLimitFields[key as SprayLimitKey].field] = value;
  }
  return { id: row.id, name: row.name, limits };
}

export function presentNotification(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    alert_rule_id: row.ruleId,
    rule_name: row.ruleName,
    event_kind: row.eventKind as AppNotification['event_kind'],
    site_slug: row.siteSlug,
    station_name: row.stationName,
    title: row.title,
    body: row.body,
    url: row.url,
    test: row.test,
    delivery: row.delivery,
    held_until: row.heldUntil?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

/** Where a notification opens: the station's dashboard, or the alerts screen when it names no station. */
export const notificationUrl = (siteSlug: string | null) => (siteSlug ? `/map/${siteSlug}/dashboard` : '/my/alerts');
