import { alertEventKinds, gfdiAlertBands, type AlertEvent } from '@mesonet/shared/contracts/alerts.schema';
import { sql } from 'drizzle-orm';
import type { Database } from '../server/src/db/database';
import { alertRules, alertRuleStates, sprayProfiles } from '../server/src/modules/alerts/alerts.tables';
import { users } from '../server/src/modules/auth/auth.tables';
import { demoSimulatorSeed, seedDemoStations } from '../server/src/modules/demo/demo-network';
import { seedDemoAccounts } from '../server/src/modules/demo/demo-seed';
import { demoStations } from '../server/src/modules/demo/demo-stations';
import { createWeatherSimulator } from '../server/src/modules/demo/simulator/weather-simulator';
import type { StationRow } from '../server/src/modules/stations/stations.tables';
import { openFreshEmbedded, openFreshPostgres, postgresAdminUrl, type BenchDatabase } from './support/bench-database';
import { check, type Benchmark, type BenchmarkOutcome, type Check, type Measurement } from './support/bench-result';
import { startBenchServer, type BenchServer } from './support/bench-server';
import { ratioDigits, round } from './support/stats';

/**
 * What evaluating alert rules adds to ingestion: every demo station (111) posts its next reading at
 * once, ten minutes apart on the app's clock, through the ingestion service with its follow-up
 * (aggregates, live metrics, then the rules watching the stations), as stations report in production
 * on the ten minutes. Once with 10,000
 * rules spread over the stations (every event kind, a tenth by email, some with a spray profile), once
 * with none (the states that index rules by station emptied, so evaluation finds nothing to judge), in
 * blocks ordered none, rules, rules, none, so that drift falls on both alike.
 */

const ruleCount = 10_000;
/** BENCH_ALERTS_ROUNDS shortens a run while working on evaluation (the default is the recorded one). */
const roundsPerBlock = Number(process.env.BENCH_ALERTS_ROUNDS ?? 24);
const blockOrder = ['none', 'rules', 'rules', 'none'] as const;
const tenMinutesMs = 600_000;
const targetOverhead = 0.1;

const eventOf = (i: number, profileId: number): AlertEvent => {
  const kind = alertEventKinds[i % alertEventKinds.length] ?? 'frost';
  switch (kind) {
    case 'spray_window_opens':
    case 'spray_window_closes':
      return { kind, spray_profile_id: i % 3 === 0 ? profileId : null };
    case 'gfdi_band':
      return { kind, gfdi_band: gfdiAlertBands[i % gfdiAlertBands.length] ?? 'high' };
    case 'frost':
      return { kind, below_celsius: 2 };
    case 'rain_since_9am':
      return { kind, above_mm: 5 };
    case 'station_stale':
      return { kind, after_minutes: 60 };
    default:
      return { kind } as AlertEvent;
  }
};

/** 10,000 rules of the demo users over the stations, and their states; answers the states to put back. */
async function insertRules(db: Database, stations: readonly StationRow[], now: Date) {
  const people = await db.select({ id: users.id }).from(users);
  const [profile] = await db
    .insert(sprayProfiles)
    .values({ userId: people[0]?.id ?? 0, name: 'Bench', limits: { deltaTMaxC: 9 }, createdAt: now, updatedAt: now })
    .returning();
  const states: Array<typeof alertRuleStates.$inferInsert> = [];
  for (let from = 0; from < ruleCount; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, ruleCount - from) }, (_, k) => {
      const i = from + k;
      const event = eventOf(i, profile?.id ?? 0);
      const station = stations[i % stations.length] as StationRow;
      return {
        userId: people[i % people.length]?.id ?? 0,
        name: `Bench rule ${i}`,
        target: { type: 'stations' as const, station_slugs: [station.slug] },
        event,
        sprayProfileId: 'spray_profile_id' in event ? event.spray_profile_id : null,
        quietHours: i % 5 === 0 ? { start: '21:30', end: '06:00' } : null,
        channels: i % 10 === 0 ? (['in_app', 'email'] as const) : (['in_app'] as const),
        paused: false,
        createdAt: now,
        updatedAt: now,
      };
    });
    const inserted = await db
      .insert(alertRules)
      .values(rows.map((row) => ({ ...row, channels: [...row.channels] })))
      .returning({ id: alertRules.id });
    inserted.forEach(({ id }, k) => {
      const station = stations[(from + k) % stations.length] as StationRow;
      states.push({ ruleId: id, stationId: station.id });
    });
  }
  return states;
}

async function setStates(db: Database, states: ReadonlyArray<typeof alertRuleStates.$inferInsert> | null) {
  await db.execute(sql`delete from alert_rule_states`);
  for (let from = 0; states && from < states.length; from += 2000) {
    await db.insert(alertRuleStates).values(states.slice(from, from + 2000));
  }
}

/** One round: every station's reading at the clock's time, posted at once, and everything after it settled. */
async function ingestRound(server: BenchServer, stations: readonly StationRow[], atMs: number): Promise<number> {
  const simulator = createWeatherSimulator({ seed: demoSimulatorSeed });
  let readings = 0;
  const posts: Promise<unknown>[] = [];
  for (const station of stations) {
    const simulated = demoStations.find((s) => s.slug === station.slug);
    const channels = simulated ? simulator.observation(simulated, atMs) : null;
    if (!channels) continue;
    posts.push(server.app.ingestion.ingest(station, [{ observed_at: new Date(atMs).toISOString(), channels }]));
    readings += 1;
  }
  // Stations report on the ten minutes: the round is one burst, timed until everything after it (the
  // rules included) has settled.
  await Promise.all(posts);
  await server.app.ingestion.settled();
  // The map's poll (every 60 s, so at least once a round) brings every station's metrics up to date;
  // with rules, evaluation has done so already for the stations it judged.
  server.app.live.stations();
  return readings;
}

async function runOn(database: BenchDatabase, log: (line: string) => void) {
  let nowMs = Date.parse('2026-11-26T00:00:00Z');
  const clock = () => new Date(nowMs);
  const db = database.handle.db;
  const stations = await seedDemoStations(db, clock);
  await seedDemoAccounts(db, clock, {
    info: () => undefined,
    warn: () => undefined,
    error: () => undefined,
    debug: () => undefined,
  });
  // The jobs (mail delivery above all) are run between rounds and timed apart: delivering is not judging,
  // and in production any process may run it.
  const server = await startBenchServer(db, clock, { pollJobs: false });
  try {
    // Two hours of readings first, so every station has current metrics and the rules a state to keep.
    for (let i = 0; i < 12; i++) {
      nowMs += tenMinutesMs;
      await ingestRound(server, stations, nowMs);
    }
    const states = await insertRules(db, stations, clock());
    const totals = { none: { readings: 0, ms: 0 }, rules: { readings: 0, ms: 0 } };
    const delivery = { jobs: 0, ms: 0 };
    for (const variant of blockOrder) {
      await setStates(db, variant === 'rules' ? states : null);
      server.app.alerts.forgetRules();
      // One round untimed: each process reads a station's rules once, then keeps them (alert-rule-cache.ts).
      nowMs += tenMinutesMs;
      await ingestRound(server, stations, nowMs);
      for (let r = 0; r < roundsPerBlock; r++) {
        nowMs += tenMinutesMs;
        const started = performance.now();
        totals[variant].readings += await ingestRound(server, stations, nowMs);
        totals[variant].ms += performance.now() - started;
        const delivering = performance.now();
        delivery.jobs += await server.app.jobs.runDue();
        delivery.ms += performance.now() - delivering;
      }
      log(`${database.label}: block ${variant} done`);
    }
    const notified = await db.execute(sql`select count(*)::int as n from notifications`);
    const perReading = (v: keyof typeof totals) => totals[v].ms / totals[v].readings;
    return {
      none: perReading('none'),
      rules: perReading('rules'),
      deliveryPerJobMs: delivery.jobs === 0 ? 0 : delivery.ms / delivery.jobs,
      totals,
      notified: JSON.stringify(notified),
    };
  } finally {
    await server.close();
  }
}

export const alertsBenchmark: Benchmark = {
  name: 'alerts',
  title: 'Alert rules evaluated on ingest: 10,000 rules over 111 stations',
  async run(log): Promise<BenchmarkOutcome> {
    const measurements: Measurement[] = [];
    const checks: Check[] = [];
    const notes: string[] = [
      `${ruleCount} rules over ${demoStations.length} stations (about ${Math.round(ruleCount / demoStations.length)} per station), every event kind; blocks ${blockOrder.join(', ')} of ${roundsPerBlock} rounds, one reading per station a round.`,
      "Time per reading: every station posts at once, as on the ten minutes, through the ingestion service; timed until its follow-ups (aggregates, live metrics, then the rules, which judge the burst's stations together) have settled, with the map poll once a round bringing every station's metrics up to date (evaluation does that for the stations it judges, so it is not counted twice). Each block starts with one untimed round in which every station's rules are read into memory, as once per process start or rule change. Without rules the states table is empty and evaluation finds nothing to judge. The jobs the notifications queue (mail, push) run after each round, timed apart: delivering is not judging, and any process may run it.",
    ];
    const targets: Array<() => Promise<BenchDatabase>> = [
      () => openFreshEmbedded(),
      () => openFreshPostgres(postgresAdminUrl()),
    ].slice(0, process.env.BENCH_ALERTS_EMBEDDED_ONLY ? 1 : 2);
    for (const open of targets) {
      let database: BenchDatabase;
      try {
        database = await open();
      } catch (error) {
        notes.push(`PostgreSQL not reachable, measured on PGlite only: ${String(error)}`);
        continue;
      }
      try {
        const result = await runOn(database, log);
        const overhead = result.rules / result.none - 1;
        log(
          `${database.label}: ${round(result.none, 2)} ms without rules, ${round(result.rules, 2)} ms with, ${overhead >= 0 ? '+' : ''}${round(overhead * 100, 1)} %`,
        );
        measurements.push(
          { label: `${database.kind}: ingest per reading, no rules`, value: round(result.none, 2), unit: 'ms' },
          { label: `${database.kind}: ingest per reading, 10,000 rules`, value: round(result.rules, 2), unit: 'ms' },
          {
            label: `${database.kind}: delivery job (mail or push), run apart`,
            value: round(result.deliveryPerJobMs, 2),
            unit: 'ms',
          },
        );
        checks.push(
          check(
            `${database.kind}: added by rule evaluation`,
            round(overhead, ratioDigits),
            'ratio',
            '<=',
            targetOverhead,
          ),
        );
      } finally {
        await database.dispose();
      }
    }
    return { status: 'ran', measurements, checks, notes };
  },
};
