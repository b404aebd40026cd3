import { testNotificationText } from '@mesonet/shared/alerts/alert-notification-text';
import type { AlertChannel, PushSubscriptionInput } from '@mesonet/shared/contracts/alerts.schema';
import type { SprayProfile } from '@mesonet/shared/spray/spray-limits';
import type { AlertDeliveryService } from './alert-delivery';
import { createAlertEvaluation } from './alert-evaluation';
import {
  createProfile,
  deletePushSubscription,
  deleteProfile,
  listNotifications,
  listProfiles,
  markAllRead,
  savePushSubscription,
  updateProfile,
} from './alert-inbox';
import {
  createRule,
  deleteRule,
  listRules,
  requireAlertsPlan,
  unknownRuleError,
  updateRule,
  type AlertsDeps,
  type ParsedRuleInput,
} from './alert-rules';
import { notificationUrl } from './alerts.presenter';

export interface AlertsServiceDeps extends AlertsDeps {
  delivery: AlertDeliveryService;
  /** The VAPID public key browsers subscribe with; null when push is off. */
  pushPublicKey: string | null;
  /** This process changed rule states at a station: the other processes read theirs again. */
  onStatesChanged?(stationId: number): void;
  /** Of these users, those whose plans have alerts now; asked whenever rules announce, so a downgrade or a lapsed plan stops notifications. */
  usersWithAlerts(userIds: readonly number[]): Promise<ReadonlySet<number>>;
}

/**
 * A test notification through every channel of the rule, now, quiet hours ignored, marked as a test; it
 * names the rule's first station so the grower sees where real ones open.
 */
async function sendTest(deps: AlertsServiceDeps, userId: number, ruleId: number) {
  await requireAlertsPlan(deps, userId);
  const rule = await deps.alerts.findRule(userId, ruleId);
  if (!rule) throw unknownRuleError();
  const [first] = await deps.alerts.stationIdsOfRules([rule.id]);
  const station = deps.live.stations().find((entry) => entry.station.id === first?.stationId)?.station;
  const now = deps.clock();
  const sent: AlertChannel[] = rule.channels.filter((channel) => channel !== 'push' || deps.pushPublicKey !== null);
  await deps.delivery.notify({
    userId,
    ruleId: rule.id,
    ruleName: rule.name,
    eventKind: rule.event.kind,
    stationId: station?.id ?? null,
    siteSlug: station?.slug ?? null,
    stationName: station?.name ?? null,
    ...testNotificationText(rule.name),
    url: notificationUrl(station?.slug ?? null),
    test: true,
    channels: sent,
    episode: null,
    delivery: 'delivered',
    heldUntil: null,
    idempotencyKey: `test:${rule.id}:${crypto.randomUUID()}`,
    createdAt: now,
  });
  return { sent };
}

/** Alert rules, spray profiles, notifications and push subscriptions of the signed-in user; evaluation on ingest. */
export function createAlertsService(serviceDeps: AlertsServiceDeps) {
  const evaluation = createAlertEvaluation(serviceDeps);
  const deps: AlertsServiceDeps = {
    ...serviceDeps,
    onRulesChanged() {
      evaluation.forgetRules();
      serviceDeps.onRulesChanged?.();
    },
  };
  return {
    listRules: (userId: number) => listRules(deps, userId),
    createRule: (userId: number, input: ParsedRuleInput) => createRule(deps, userId, input),
    updateRule: (userId: number, ruleId: number, input: ParsedRuleInput) => updateRule(deps, userId, ruleId, input),
    deleteRule: (userId: number, ruleId: number) => deleteRule(deps, userId, ruleId),
    sendTest: (userId: number, ruleId: number) => sendTest(deps, userId, ruleId),

    listNotifications: (userId: number, beforeId: number | null) => listNotifications(deps, userId, beforeId),
    markAllRead: (userId: number) => markAllRead(deps, userId),

    pushPublicKey: () => ({ public_key: deps.pushPublicKey }),
    savePushSubscription: (userId: number, input: PushSubscriptionInput) => savePushSubscription(deps, userId, input),
    deletePushSubscription: (userId: number, endpoint: string) => deletePushSubscription(deps, userId, endpoint),

    listProfiles: (userId: number) => listProfiles(deps, userId),
    createProfile: (userId: number, input: SprayProfile) => createProfile(deps, userId, input),
    updateProfile: (userId: number, id: number, input: SprayProfile) => updateProfile(deps, userId, id, input),
    deleteProfile: (userId: number, id: number) => deleteProfile(deps, userId, id),

    /** After a station's readings and metrics are stored (the ingestion follow-up). */
    readingsStored: evaluation.readingsStored,
    /** Another process changed rules or profiles: the rules cached per station are read again. */
    forgetRules: evaluation.forgetRules,
    /** Another process changed the rule states at a station. */
    forgetStation: evaluation.forgetStation,
    /** The scheduled job: silent stations, and holds whose quiet hours have ended. */
    async everyMinute(): Promise<void> {
      await evaluation.checkStaleStations();
      await evaluation.releaseHeld();
    },
    deliver: deps.delivery.deliver,
    pushOne: deps.delivery.pushOne,
  };
}
export type AlertsService = ReturnType<typeof createAlertsService>;
