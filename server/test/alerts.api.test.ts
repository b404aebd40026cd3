import { alertRuleLimitMessage, notificationsResponseSchema } from '@mesonet/shared/contracts/alerts.schema';
import { formatInZone, networkTimeZone, hourMs } from '@mesonet/shared/time/local-time';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/modules/demo/demo-seed';
import { addPlanStations } from './account-api';
import { calmChannels, goodSprayChannels } from '@mesonet/shared/alerts/spray-readings.fixture';
import { alertsApi, postReadings, stationRule, tenMinutes } from './alerts-support';
import { silentLog } from './fixtures';
import { createTestApp, databaseTargets, queryRows, testClock, type TestApp } from './test-app';

describe.each(databaseTargets)('alert rules, evaluation on ingest and delivery, on the %s database', (target) => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  // 10:30 in Adelaide (ACDT): daylight, outside the quiet hours of these tests unless they say so.
  const clock = testClock(new Date('2026-11-26T00:00:00Z'));
  const nowMs = () => clock.now().getTime();

  /** The next reading of each station, ten minutes on. */
  async function nextReadings(slugs: string[], channels: Record<string, number>) {
    clock.advance(tenMinutes);
    for (const slug of slugs) await postReadings(app, tokens[slug] ?? '', slug, [{ atMs: nowMs(), channels }]);
  }
  /** Runs the due jobs twice: the delivery job queues the mail's own. */
  async function runJobs() {
    await app.jobs.runDue();
    await app.jobs.runDue();
  }

  beforeAll(async () => {
    app = await createTestApp(target, { clock: clock.now });
    await addPlanStations(app);
    await seedDemoAccounts(app.database.db, clock.now, silentLog);
    await app.live.syncStations();
    for (const slug of ['jamestown', 'clare']) tokens[slug] = (await app.stations.issueToken(slug)).token;
    // An hour of calm readings: the window is closed when the rules are made.
    const start = nowMs() - 6 * tenMinutes;
    for (const slug of ['jamestown', 'clare']) {
      const hour = [0, 1, 2, 3, 4, 5].map((i) => ({ atMs: start + i * tenMinutes, channels: calmChannels }));
      await postReadings(app, tokens[slug] ?? '', slug, hour);
    }
  });
  afterAll(async () => {
    await app.close();
  });

  it('announces a spray window once, after two readings, in the list and by one mail; the same readings again send nothing', async () => {
    const grower = await alertsApi(app, 'standard@demo.test');
    const created = await grower.createRule(stationRule('jamestown'));
    expect(created.statusCode, created.body).toBe(201);

    await nextReadings(['jamestown'], goodSprayChannels);
    expect((await grower.notifications()).notifications).toEqual([]);
    const firstGoodMs = nowMs();
    await nextReadings(['jamestown'], goodSprayChannels);
    const list = notificationsResponseSchema.parse(await grower.notifications());
    expect(list.unread_count).toBe(1);
    expect(list.notifications).toEqual([
      expect.objectContaining({
        alert_rule_id: created.json().id,
        event_kind: 'spray_window_opens',
        site_slug: 'jamestown',
        title: 'Spray window open at Jamestown',
        body: `Delta T 6.5 °C, wind 2 m 9 km/h: Good since ${formatInZone(firstGoodMs, networkTimeZone, 'HH:mm')}`,
        url: '/map/jamestown/dashboard',
        delivery: 'delivered',
        test: false,
      }),
    ]);
    await runJobs();
    const mails = await app.mail.sentTo('standard@demo.test', 10);
    expect(mails.map((mail) => mail.subject)).toEqual(['Spray window open at Jamestown']);
    expect(mails[0]?.deliveredAt).toBeInstanceOf(Date);

    // The same two readings again, and the delivery job run again as a retry would: nothing more.
    const again = await postReadings(app, tokens.jamestown ?? '', 'jamestown', [
      { atMs: firstGoodMs, channels: goodSprayChannels },
      { atMs: nowMs(), channels: goodSprayChannels },
    ]);
    expect(again).toEqual({ accepted: 0, duplicates: 2 });
    const notificationId = list.notifications[0]?.id ?? 0;
    await app.alerts.deliver({ data: { notificationId }, retryCount: 1, lastAttempt: false });
    await runJobs();
    expect((await grower.notifications()).notifications).toHaveLength(1);
    expect(await app.mail.sentTo('standard@demo.test', 10)).toHaveLength(1);
    const rules = (await grower.call('GET', '/api/members/alert_rules')).json();
    expect(rules.alert_rules[0].last_notified_at).toBe(new Date(nowMs()).toISOString());

    const read = await grower.call('POST', '/api/members/notifications/mark_all_read', {});
    expect(read.json()).toEqual({ unread_count: 0 });
    expect((await grower.notifications()).unread_count).toBe(0);
  });

  it('holds a notification inside quiet hours, then delivers it if the state still holds or drops it if it ended', async () => {
    const grower = await alertsApi(app, 'farm@demo.test');
    const localNow = formatInZone(nowMs(), networkTimeZone, 'HH:mm');
    const endMs = nowMs() + hourMs;
    const quiet = { start: localNow, end: formatInZone(endMs, networkTimeZone, 'HH:mm') };
    for (const slug of ['jamestown', 'clare']) {
      const res = await grower.createRule(stationRule(slug, { name: `Quiet ${slug}`, quiet_hours: quiet }));
      expect(res.statusCode, res.body).toBe(201);
    }
    await nextReadings(['jamestown', 'clare'], goodSprayChannels);
    await nextReadings(['jamestown', 'clare'], goodSprayChannels);
    const held = (await grower.notifications()).notifications;
    expect(held.map((n: { delivery: string }) => n.delivery)).toEqual(['held', 'held']);
    expect(held[0].held_until).toBe(new Date(Math.floor(endMs / 60_000) * 60_000).toISOString());
    await runJobs();
    expect(await app.mail.sentTo('farm@demo.test', 10)).toEqual([]);
    expect((await grower.notifications()).unread_count).toBe(0);

    // Clare's window closes again before the quiet hours end; Jamestown's stays open.
    await nextReadings(['clare'], calmChannels);
    await nextReadings(['clare'], calmChannels);
    clock.advance(hourMs);
    await runJobs();
    const after = (await grower.notifications()).notifications as Array<{ site_slug: string; delivery: string }>;
    expect(Object.fromEntries(after.map((n) => [n.site_slug, n.delivery]))).toEqual({
      jamestown: 'delivered',
      clare: 'dropped',
    });
    await runJobs();
    expect((await app.mail.sentTo('farm@demo.test', 10)).map((m) => m.subject)).toEqual([
      'Spray window open at Jamestown',
    ]);
  });

  it('keeps the plan limit, even for creates at the same moment', async () => {
    const grower = await alertsApi(app, 'standard@demo.test');
    const answers = await Promise.all(
      [1, 2, 3, 4].map((i) => grower.createRule(stationRule('clare', { name: `Clare ${i}` }))),
    );
    // One rule made already; the standard plan allows three.
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 422, 422]);
    const refused = answers.find((a) => a.statusCode === 422);
    expect(refused?.json()).toEqual({ errors: [{ field_name: 'base', messages: [alertRuleLimitMessage(3)] }] });
    const listed = (await grower.call('GET', '/api/members/alert_rules')).json();
    expect(listed.rule_limit).toBe(3);
    expect(listed.alert_rules).toHaveLength(3);

    const free = await alertsApi(app, 'free@demo.test');
    const denied = await free.createRule(stationRule('clare'));
    expect(denied.statusCode).toBe(403);
    expect((await free.call('GET', '/api/members/alert_rules')).json()).toEqual({ alert_rules: [], rule_limit: 0 });
  });

  it("answers 404 for another user's rule and leaves it alone", async () => {
    const owner = await alertsApi(app, 'standard@demo.test');
    const [rule] = (await owner.call('GET', '/api/members/alert_rules')).json().alert_rules;
    const other = await alertsApi(app, 'premium@demo.test');
    const notKnown = { errors: [{ field_name: 'alert_rule_id', messages: ['is not a known alert rule'] }] };
    const put = await other.call('PUT', `/api/members/alert_rules/${rule.id}`, stationRule('clare'));
    expect([put.statusCode, put.json()]).toEqual([404, notKnown]);
    const test = await other.call('POST', `/api/members/alert_rules/${rule.id}/test`, {});
    expect([test.statusCode, test.json()]).toEqual([404, notKnown]);
    expect((await other.call('DELETE', `/api/members/alert_rules/${rule.id}`)).statusCode).toBe(204);
    expect((await owner.call('GET', '/api/members/alert_rules')).json().alert_rules).toContainEqual(rule);
  });

  it('checks targets and spray profiles, and refuses to delete a profile a rule uses', async () => {
    const grower = await alertsApi(app, 'premium@demo.test');
    const unknown = await grower.createRule(stationRule('nowhere'));
    expect(unknown.json()).toEqual({
      errors: [{ field_name: 'target.station_slugs', messages: ['nowhere is not a known station'] }],
    });
    const notOurs = await grower.createRule({
      ...stationRule('clare'),
      target: { type: 'growing_location', growing_location_slug: 'someone-elses-paddock' },
    });
    expect(notOurs.json()).toEqual({
      errors: [{ field_name: 'target.growing_location_slug', messages: ['is not one of your growing locations'] }],
    });
    const home = await grower.call('PUT', '/api/members/growing_locations/home', {
      name: 'Home',
      location_coords: { lat: -33.21, lng: 138.6 },
    });
    expect(home.statusCode, home.body).toBe(200);
    const profile = await grower.call('POST', '/api/members/spray_profiles', { name: 'Amine', delta_t_max_c: 9 });
    expect(profile.statusCode, profile.body).toBe(201);
    expect(profile.json()).toEqual({ id: expect.any(Number), name: 'Amine', limits: { delta_t_max_c: 9 } });
    const atHome = await grower.createRule({
      ...stationRule('clare'),
      target: { type: 'home_location' },
      event: { kind: 'spray_window_closes', spray_profile_id: profile.json().id },
    });
    expect(atHome.statusCode, atHome.body).toBe(201);
    const inUse = await grower.call('DELETE', `/api/members/spray_profiles/${profile.json().id}`);
    expect(inUse.statusCode).toBe(422);
    const test = await grower.call('POST', `/api/members/alert_rules/${atHome.json().id}/test`, {});
    expect(test.json()).toEqual({ sent: ['in_app', 'email'] });
    const [latest] = (await grower.notifications()).notifications;
    expect(latest).toMatchObject({ test: true, title: 'Test: Spray at clare', delivery: 'delivered' });
  });

  it('announces nothing to a user whose plan no longer has alerts, though the rule is kept', async () => {
    const grower = await alertsApi(app, 'premium@demo.test');
    const rule = await grower.createRule(stationRule('jamestown', { name: 'Before the downgrade' }));
    expect(rule.statusCode, rule.body).toBe(201);
    const before = (await grower.notifications()).notifications.length;
    await app.database.db.execute(sql`
      update companies set plan_key = 'free_access'
      where id = (select company_id from users where email = 'premium@demo.test')`);

    await nextReadings(['jamestown'], goodSprayChannels);
    await nextReadings(['jamestown'], goodSprayChannels);
    await runJobs();
    expect((await grower.notifications()).notifications).toHaveLength(before);
    expect((await app.mail.sentTo('premium@demo.test', 10)).map((m) => m.subject)).not.toContain(
      'Spray window open at Jamestown',
    );
  });

  it('writes a state only when its held state changes, and queues no delivery for an in-app-only notification', async () => {
    const grower = await alertsApi(app, 'allaccess@demo.test');
    const rule = await grower.createRule(stationRule('clare', { name: 'In the app only', channels: ['in_app'] }));
    expect(rule.statusCode, rule.body).toBe(201);
    const ruleId = (rule.json() as { id: number }).id;
    const storedState = async () =>
      (
        await queryRows<{ held: boolean; pending: number; episode: number }>(
          app.database.db,
          sql`select held, pending, episode from alert_rule_states where rule_id = ${ruleId}`,
        )
      )[0];

    // One reading that disagrees: a pending run, kept in memory only.
    await nextReadings(['clare'], goodSprayChannels);
    expect(await storedState()).toEqual({ held: false, pending: 0, episode: 0 });
    // The second: the held state changes, and that is written.
    await nextReadings(['clare'], goodSprayChannels);
    expect(await storedState()).toEqual({ held: true, pending: 0, episode: 1 });

    const [notification] = (await grower.notifications()).notifications;
    expect(notification).toMatchObject({ alert_rule_id: ruleId, delivery: 'delivered' });
    const deliveryJobs = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from pgboss.job where name = 'alert-delivery' and data->>'notificationId' = ${String(notification?.id)}`,
    );
    expect(deliveryJobs[0]?.n).toBe(0);
  });

  it('queues the mail of an announcement a crash stopped after storing it, once, when the episode is announced again', async () => {
    const grower = await alertsApi(app, 'allaccess@demo.test');
    await nextReadings(['jamestown'], calmChannels);
    await nextReadings(['jamestown'], calmChannels);
    const rule = await grower.createRule(stationRule('jamestown', { name: 'After a crash' }));
    expect(rule.statusCode, rule.body).toBe(201);
    const ruleId = (rule.json() as { id: number }).id;
    // What a process that died between storing the notification and queueing its delivery left behind.
    await app.database.db.execute(sql`
      insert into notifications (user_id, rule_id, rule_name, event_kind, station_id, site_slug, station_name,
        title, body, url, test, channels, episode, delivery, idempotency_key, created_at)
      select u.id, ${ruleId}, 'After a crash', 'spray_window_opens', s.id, s.slug, s.name,
        'Spray window open at Jamestown', 'Stored before the crash', '/map/jamestown/dashboard', false,
        '["in_app","email"]'::jsonb, 1, 'delivered', 'rule:' || ${ruleId} || ':station:' || s.id || ':episode:1', now()
      from users u, sites s where u.email = 'allaccess@demo.test' and s.slug = 'jamestown'`);

    await nextReadings(['jamestown'], goodSprayChannels);
    await nextReadings(['jamestown'], goodSprayChannels);
    await runJobs();
    const mails = await app.mail.sentTo('allaccess@demo.test', 10);
    expect(mails.filter((mail) => mail.subject === 'Spray window open at Jamestown')).toHaveLength(1);
    const listed = notificationsResponseSchema
      .parse(await grower.notifications())
      .notifications.filter((n) => n.alert_rule_id === ruleId);
    expect(listed).toEqual([expect.objectContaining({ body: 'Stored before the crash' })]);

    // The next episode's readings again, as a retried job would judge them: still one mail.
    await runJobs();
    expect(
      (await app.mail.sentTo('allaccess@demo.test', 10)).filter((m) => m.subject === 'Spray window open at Jamestown'),
    ).toHaveLength(1);
  });

  it("judges each spray rule by its own profile's limits, those of a profile like another's alike", async () => {
    const grower = await alertsApi(app, 'allaccess@demo.test');
    const profile = async (name: string, limits: Record<string, number>) => {
      const created = await grower.call('POST', '/api/members/spray_profiles', { name, ...limits });
      expect(created.statusCode, created.body).toBe(201);
      return (created.json() as { id: number }).id;
    };
    // The readings' delta T is 6.5 °C: below the strict profile's lower limit, inside the others'.
    const strict = await profile('Strict', { delta_t_min_c: 7 });
    const loose = await profile('Loose', { delta_t_max_c: 9 });
    const looseAgain = await profile('Loose again', { delta_t_max_c: 9 });
    await nextReadings(['clare'], calmChannels);
    await nextReadings(['clare'], calmChannels);
    const names: Record<string, number | null> = { strict, loose, looseAgain, defaults: null };
    const ruleIds = new Map<number, string>();
    for (const [name, profileId] of Object.entries(names)) {
      const rule = await grower.createRule(
        stationRule('clare', {
          name: `Profile ${name}`,
          channels: ['in_app'],
          event: { kind: 'spray_window_opens', spray_profile_id: profileId },
        }),
      );
      expect(rule.statusCode, rule.body).toBe(201);
      ruleIds.set((rule.json() as { id: number }).id, name);
    }

    await nextReadings(['clare'], goodSprayChannels);
    await nextReadings(['clare'], goodSprayChannels);
    const announced = notificationsResponseSchema
      .parse(await grower.notifications())
      .notifications.flatMap((n) =>
        n.alert_rule_id !== null && ruleIds.has(n.alert_rule_id) ? [ruleIds.get(n.alert_rule_id)] : [],
      );
    expect(announced.sort()).toEqual(['defaults', 'loose', 'looseAgain']);
  });
});
