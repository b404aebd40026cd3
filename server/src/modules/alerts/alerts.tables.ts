import type { AlertEvent, AlertTarget, QuietHours, AlertChannel } from '@mesonet/shared/contracts/alerts.schema';
import type { SprayLimits } from '@mesonet/shared/spray/spray-limits';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, idColumn, ownedBy } from '../../db/columns';
import { users } from '../auth/auth.tables';
import { stations } from '../stations/stations.tables';

/** A grower's limits for one product (shared/src/spray/spray-limits.ts); only the tightened ones are stored. */
export const sprayProfiles = pgTable(
  'spray_profiles',
  {
    id: idColumn(),
    userId: ownedBy('user_id', () => users.id),
    name: text('name').notNull(),
    limits: jsonb('limits').$type<Partial<SprayLimits>>().notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('spray_profiles_user_id_idx').on(t.userId)],
);
export type SprayProfileRow = typeof sprayProfiles.$inferSelect;

/**
 * A user's alert rule (contracts/alerts.schema.ts). The target is kept as chosen; the stations it
 * resolves to (a place's nearest station) are its `alert_rule_states` rows, which also index rules by station.
 */
export const alertRules = pgTable(
  'alert_rules',
  {
    id: idColumn(),
    userId: ownedBy('user_id', () => users.id),
    name: text('name').notNull(),
    target: jsonb('target').$type<AlertTarget>().notNull(),
    event: jsonb('event').$type<AlertEvent>().notNull(),
    /** The event's spray profile, so a profile in use cannot be deleted (restrict). */
    sprayProfileId: integer('spray_profile_id').references(() => sprayProfiles.id, { onDelete: 'restrict' }),
    quietHours: jsonb('quiet_hours').$type<QuietHours | null>(),
    channels: jsonb('channels').$type<AlertChannel[]>().notNull(),
    paused: boolean('paused').notNull().default(false),
    lastNotifiedAt: at('last_notified_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('alert_rules_user_id_idx').on(t.userId, t.id)],
);
export type AlertRuleRow = typeof alertRules.$inferSelect;

/** Per rule and watched station: the hysteresis state (shared/src/alerts/alert-hysteresis.ts). */
export const alertRuleStates = pgTable(
  'alert_rule_states',
  {
    ruleId: ownedBy('rule_id', () => alertRules.id),
    stationId: ownedBy('station_id', () => stations.id),
    held: boolean('held').notNull().default(false),
    pending: integer('pending').notNull().default(0),
    episode: integer('episode').notNull().default(0),
    heldSince: at('held_since'),
    pendingSince: at('pending_since'),
    /** The newest reading judged: an older or re-sent reading is not judged again. */
    lastReadingAt: at('last_reading_at'),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.stationId] }), index('alert_rule_states_station_id_idx').on(t.stationId)],
);
export type AlertRuleStateRow = typeof alertRuleStates.$inferSelect;

/**
 * What a rule announced, per user; the in-app list. `idempotencyKey` (rule, station, episode) makes a
 * re-sent reading or a retried job insert nothing twice.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    ruleId: integer('rule_id').references(() => alertRules.id, { onDelete: 'set null' }),
    ruleName: text('rule_name').notNull(),
    eventKind: text('event_kind').notNull(),
    stationId: integer('station_id').references(() => stations.id, { onDelete: 'set null' }),
    siteSlug: text('site_slug'),
    stationName: text('station_name'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    test: boolean('test').notNull().default(false),
    channels: jsonb('channels').$type<AlertChannel[]>().notNull(),
    /** The held state and episode announced; a held notification is delivered only if they still hold. */
    episode: integer('episode'),
    delivery: text('delivery').$type<'delivered' | 'held' | 'dropped'>().notNull(),
    heldUntil: at('held_until'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
  },
  (t) => [
    uniqueIndex('notifications_idempotency_key_key').on(t.idempotencyKey),
    index('notifications_user_id_idx').on(t.userId, t.id),
    index('notifications_held_until_idx')
      .on(t.heldUntil)
      .where(sql`${t.delivery} = 'held'`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/** A browser's Web Push subscription; one row per endpoint (the same endpoint again replaces it). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn(),
    userId: ownedBy('user_id', () => users.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_id_idx').on(t.userId),
  ],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
