import type { AlertChannel } from '@mesonet/shared/contracts/alerts.schema';
import { and, count, desc, eq, inArray, isNull, lt, lte, notInArray, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { users } from '../auth/auth.tables';
import {
  alertRules,
  alertRuleStates,
  notifications,
  pushSubscriptions,
  sprayProfiles,
  type AlertRuleRow,
  type AlertRuleStateRow,
  type NotificationRow,
  type PushSubscriptionRow,
  type SprayProfileRow,
} from './alerts.tables';

export type NewAlertRule = Omit<typeof alertRules.$inferInsert, 'id'>;
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id'>;
/** A stored notification as its delivery needs it. */
export type StoredNotification = Pick<NotificationRow, 'id' | 'delivery' | 'channels'>;

/** A rule watching a station, with its state there: what evaluation on ingest works through. */
export interface WatchingRule {
  rule: AlertRuleRow;
  state: AlertRuleStateRow;
  profile: SprayProfileRow | null;
}

/** Rules of a user, and the lock their plan limit is counted under. */
function ruleQueries(db: Database) {
  return {
    /** Holds the user's row until the transaction ends: rule creates of one user take turns (plan limit). */
    async lockUser(userId: number): Promise<void> {
      await db.execute(sql`select id from users where id = ${userId} for update`);
    },

    async countRules(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(alertRules).where(eq(alertRules.userId, userId));
      return Number(row?.n ?? 0);
    },

    listRules: (userId: number): Promise<AlertRuleRow[]> =>
      db.select().from(alertRules).where(eq(alertRules.userId, userId)).orderBy(desc(alertRules.id)),

    async findRule(userId: number, id: number): Promise<AlertRuleRow | undefined> {
      const [row] = await db
        .select()
        .from(alertRules)
        .where(and(eq(alertRules.userId, userId), eq(alertRules.id, id)));
      return row;
    },

    async insertRule(rule: NewAlertRule): Promise<AlertRuleRow> {
      const [row] = await db.insert(alertRules).values(rule).returning();
      if (!row) throw new Error('alert rule insert returned no row');
      return row;
    },

    async updateRule(userId: number, id: number, fields: Partial<NewAlertRule>): Promise<AlertRuleRow | undefined> {
      const [row] = await db
        .update(alertRules)
        .set(fields)
        .where(and(eq(alertRules.userId, userId), eq(alertRules.id, id)))
        .returning();
      return row;
    },

    async deleteRule(userId: number, id: number): Promise<void> {
      await db.delete(alertRules).where(and(eq(alertRules.userId, userId), eq(alertRules.id, id)));
    },

    /** The rule watches exactly these stations: states of others go, new ones start off (hysteresis.ts). */
    async setRuleStations(ruleId: number, stationIds: readonly number[]): Promise<void> {
      await db
        .delete(alertRuleStates)
        .where(
          stationIds.length > 0
            ? and(eq(alertRuleStates.ruleId, ruleId), notInArray(alertRuleStates.stationId, [...stationIds]))
            : eq(alertRuleStates.ruleId, ruleId),
        );
      if (stationIds.length === 0) return;
      await db
        .insert(alertRuleStates)
        .values(stationIds.map((stationId) => ({ ruleId, stationId })))
        .onConflictDoNothing();
    },

    async stationIdsOfRules(ruleIds: readonly number[]): Promise<Array<{ ruleId: number; stationId: number }>> {
      if (ruleIds.length === 0) return [];
      return db
        .select({ ruleId: alertRuleStates.ruleId, stationId: alertRuleStates.stationId })
        .from(alertRuleStates)
        .where(inArray(alertRuleStates.ruleId, [...ruleIds]));
    },
  };
}

/** The rules watching each station and their hysteresis states. */
function stateQueries(db: Database) {
  return {
    /**
     * The active rules watching a station, with their states and spray profiles. Two lookups by index,
     * station then rule ids: as one join the planner may hash every rule first.
     */
    async rulesWatching(stationId: number): Promise<WatchingRule[]> {
      const states = await db.select().from(alertRuleStates).where(eq(alertRuleStates.stationId, stationId));
      if (states.length === 0) return [];
      const rules = await db
        .select({ rule: alertRules, profile: sprayProfiles })
        .from(alertRules)
        .leftJoin(sprayProfiles, eq(sprayProfiles.id, alertRules.sprayProfileId))
        .where(
          and(
            inArray(
              alertRules.id,
              states.map((row) => row.ruleId),
            ),
            eq(alertRules.paused, false),
          ),
        );
      const stateOf = new Map(states.map((row) => [row.ruleId, row]));
      // One row per profile, shared by its rules: judging keeps their limits, and so their verdict, once.
      const profileOf = new Map<number, SprayProfileRow>();
      const sharedProfile = (profile: SprayProfileRow | null) => {
        if (!profile) return null;
        if (!profileOf.has(profile.id)) profileOf.set(profile.id, profile);
        return profileOf.get(profile.id) ?? profile;
      };
      return rules.flatMap(({ rule, profile }) => {
        const state = stateOf.get(rule.id);
        return state ? [{ rule, profile: sharedProfile(profile), state }] : [];
      });
    },

    /** The active station-stale rules and their states (the scheduled job). */
    staleRules: (): Promise<Array<{ rule: AlertRuleRow; state: AlertRuleStateRow }>> =>
      db
        .select({ rule: alertRules, state: alertRuleStates })
        .from(alertRuleStates)
        .innerJoin(alertRules, eq(alertRules.id, alertRuleStates.ruleId))
        .where(and(eq(alertRules.paused, false), sql`${alertRules.event}->>'kind' = 'station_stale'`)),

    /**
     * Stores the states that changed, in one statement (a burst changes hundreds). The rule ids listed
     * as an array let the planner find the rows by the primary key: joined to the recordset alone it
     * reads every state of every rule.
     */
    async saveStates(states: readonly AlertRuleStateRow[]): Promise<void> {
      if (states.length === 0) return;
      const changed = JSON.stringify(
        states.map((s) => ({
          rule_id: s.ruleId,
          station_id: s.stationId,
          held: s.held,
          pending: s.pending,
          episode: s.episode,
          held_since: s.heldSince,
          pending_since: s.pendingSince,
          last_reading_at: s.lastReadingAt,
        })),
      );
      await db.execute(sql`
        update alert_rule_states as s set held = v.held, pending = v.pending, episode = v.episode,
          held_since = v.held_since, pending_since = v.pending_since, last_reading_at = v.last_reading_at
        from json_to_recordset(${changed}::json) as v(rule_id int, station_id int, held boolean, pending int,
          episode int, held_since timestamptz, pending_since timestamptz, last_reading_at timestamptz)
        where s.rule_id = v.rule_id and s.station_id = v.station_id
          and s.rule_id = any(${`{${states.map((state) => state.ruleId).join(',')}}`}::int[])`);
    },

    async findState(ruleId: number, stationId: number): Promise<AlertRuleStateRow | undefined> {
      const [row] = await db
        .select()
        .from(alertRuleStates)
        .where(and(eq(alertRuleStates.ruleId, ruleId), eq(alertRuleStates.stationId, stationId)));
      return row;
    },
  };
}

/**
 * Stores the notifications whose idempotency keys are not stored yet and marks their rules notified
 * (test sends aside), in one statement. Answers every one of them, as their delivery needs them: those
 * stored before too, so that an announcement a crash stopped before its delivery was queued gets it
 * queued when the same episode is announced again (delivery jobs are keyed, so none is sent twice).
 */
async function storeNotifications(
  db: Database,
  list: readonly NewNotification[],
  at: Date,
): Promise<StoredNotification[]> {
  if (list.length === 0) return [];
  const stored = db
    .insert(notifications)
    .values([...list])
    // A no-op update, so that the row already stored is answered too.
    .onConflictDoUpdate({
      target: notifications.idempotencyKey,
      set: { idempotencyKey: sql`excluded.idempotency_key` },
    })
    .returning({
      id: notifications.id,
      ruleId: notifications.ruleId,
      test: notifications.test,
      delivery: notifications.delivery,
      channels: notifications.channels,
    });
  return queryRows<StoredNotification>(
    db,
    // The insert comes in parentheses of its own.
    sql`with stored as ${stored},
      marked as (
        update ${alertRules} set last_notified_at = ${at.toISOString()}::timestamptz
        where id = any(array(select rule_id from stored where not test)))
      select id, delivery, channels from stored order by id`,
  );
}

/** Notifications: stored once per idempotency key, listed, read, held and released. */
function notificationQueries(db: Database) {
  return {
    storeNotifications: (list: readonly NewNotification[], at: Date) => storeNotifications(db, list, at),

    async findNotification(id: number): Promise<NotificationRow | undefined> {
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
      return row;
    },

    listNotifications: (userId: number, beforeId: number | null, limit: number): Promise<NotificationRow[]> =>
      db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            beforeId === null ? undefined : lt(notifications.id, beforeId),
            // Held notifications are listed too, with when quiet hours end; only delivered ones count as unread.
          ),
        )
        .orderBy(desc(notifications.id))
        .limit(limit),

    async unreadCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(
          and(eq(notifications.userId, userId), isNull(notifications.readAt), eq(notifications.delivery, 'delivered')),
        );
      return Number(row?.n ?? 0);
    },

    async markAllRead(userId: number, at: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    /** Held notifications whose quiet hours have ended. */
    dueHeld: (now: Date): Promise<NotificationRow[]> =>
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.delivery, 'held'), lte(notifications.heldUntil, now)))
        .orderBy(notifications.id)
        .limit(500),

    /** Ends a hold once, whichever process gets there first; answers the row when this call did it. */
    async releaseHeld(id: number, delivery: 'delivered' | 'dropped'): Promise<NotificationRow | undefined> {
      const [row] = await db
        .update(notifications)
        .set({ delivery })
        .where(and(eq(notifications.id, id), eq(notifications.delivery, 'held')))
        .returning();
      return row;
    },

    async userOf(userId: number): Promise<{ email: string; companyId: number } | undefined> {
      const [row] = await db
        .select({ email: users.email, companyId: users.companyId })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
  };
}

/** Spray profiles of a user. */
function profileQueries(db: Database) {
  return {
    listProfiles: (userId: number): Promise<SprayProfileRow[]> =>
      db.select().from(sprayProfiles).where(eq(sprayProfiles.userId, userId)).orderBy(sprayProfiles.id),

    async findProfile(userId: number, id: number): Promise<SprayProfileRow | undefined> {
      const [row] = await db
        .select()
        .from(sprayProfiles)
        .where(and(eq(sprayProfiles.userId, userId), eq(sprayProfiles.id, id)));
      return row;
    },

    async insertProfile(profile: Omit<typeof sprayProfiles.$inferInsert, 'id'>): Promise<SprayProfileRow> {
      const [row] = await db.insert(sprayProfiles).values(profile).returning();
      if (!row) throw new Error('spray profile insert returned no row');
      return row;
    },

    async updateProfile(
      userId: number,
      id: number,
      fields: Pick<SprayProfileRow, 'name' | 'limits' | 'updatedAt'>,
    ): Promise<SprayProfileRow | undefined> {
      const [row] = await db
        .update(sprayProfiles)
        .set(fields)
        .where(and(eq(sprayProfiles.userId, userId), eq(sprayProfiles.id, id)))
        .returning();
      return row;
    },

    async profileInUse(id: number): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(alertRules).where(eq(alertRules.sprayProfileId, id));
      return Number(row?.n ?? 0) > 0;
    },

    async deleteProfile(userId: number, id: number): Promise<void> {
      await db.delete(sprayProfiles).where(and(eq(sprayProfiles.userId, userId), eq(sprayProfiles.id, id)));
    },
  };
}

/** Web Push subscriptions. */
function pushQueries(db: Database) {
  return {
    /** Saves a browser's subscription; answers whether the endpoint was new. */
    async savePushSubscription(row: Omit<typeof pushSubscriptions.$inferInsert, 'id'>): Promise<boolean> {
      const [existing] = await db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, row.endpoint));
      await db
        .insert(pushSubscriptions)
        .values(row)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, createdAt: row.createdAt },
        });
      return existing === undefined;
    },

    async deletePushSubscription(userId: number, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    async deletePushSubscriptionById(id: number): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    pushSubscriptionsOf: (userId: number): Promise<PushSubscriptionRow[]> =>
      db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),

    async findPushSubscription(id: number): Promise<PushSubscriptionRow | undefined> {
      const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
      return row;
    },
  };
}

/** Rules, spray profiles, their states per station, notifications and push subscriptions. */
export function alertsRepository(db: Database) {
  return {
    ...ruleQueries(db),
    ...stateQueries(db),
    ...notificationQueries(db),
    ...profileQueries(db),
    ...pushQueries(db),
  };
}
export type AlertsRepository = ReturnType<typeof alertsRepository>;
export type { AlertChannel };
