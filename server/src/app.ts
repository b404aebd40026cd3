import type { Agent as HttpsAgent } from 'node:https';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { composeServices, type Services } from './composition-root';
import type { AppConfig } from './config/env';
import type { Database } from './db/database';
import { postgresNetworkEvents } from './db/network-events';
import { connectSharedRedis } from './db/redis';
import { registerSecurityHeaders } from './http/security-headers';
import { registerErrorHandler } from './http/error-handler';
import { loggerOptions } from './http/logger';
import { defineAppJobs } from './jobs/app-jobs';
import type { JobModule, JobModuleSettings, RetryPolicy } from './jobs/job-module';
import { registerWebApp } from './http/web-app';
import { defaultAppSettings } from './modules/app-settings/app-settings.defaults';
import { appSettingsRoutes } from './modules/app-settings/app-settings.routes';
import { alertsRoutes } from './modules/alerts/alerts.routes';
import type { AlertsService } from './modules/alerts/alerts.service';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { contentRoutes } from './modules/content/content.routes';
import { defaultContentPages } from './modules/content/default-pages/default-pages';
import { authRoutes, defaultAuthRateLimits, type AuthRateLimits } from './modules/auth/auth.routes';
import { guardMemberRoutes } from './modules/auth/authenticate';
import { userSettingsRoutes } from './modules/user-settings/user-settings.routes';
import { dataViewsRoutes } from './modules/data-views/data-views.routes';
import { growingSeasonsRoutes } from './modules/growing-seasons/growing-seasons.routes';
import { devRoutes } from './modules/dev/dev.routes';
import { healthRoutes } from './modules/health/health.routes';
import { ingestionRoutes } from './modules/ingestion/ingestion.routes';
import type { IngestionService } from './modules/ingestion/ingestion.service';
import type { LiveNetwork } from './modules/live/live-network';
import { stationsRoutes } from './modules/live/stations.routes';
import { referralsRoutes } from './modules/referrals/referrals.routes';
import { operatorRoutes } from './modules/operator/operator.routes';
import { operatorConsoleRoutes } from './modules/operator-console/operator-console.routes';
import type { ProcessHeartbeat } from './modules/operations/operations-heartbeat';
import { metricsRoutes, operationsRoutes, recordRequestMetrics } from './modules/operations/operations.routes';
import type { StationsService } from './modules/stations/stations.service';
import type { MailService } from './modules/mail/mail.service';
import type { MailTransport } from './modules/mail/mail-transport';
import { billingRoutes } from './modules/billing/billing.routes';
import type { BillingService } from './modules/billing/billing.service';
import { stripeWebhookRoutes } from './modules/billing/stripe-webhook.routes';
import type { PaymentProcessor } from './modules/billing/payment-processor';
import type { ContentService } from './modules/content/content.service';

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  clock?: () => Date;
  /** Folder of the built web app; undefined serves the API only. */
  webDistDir?: string;
  mailTransport?: MailTransport;
  rateLimits?: Partial<AuthRateLimits>;
  logger?: boolean;
  /** The card processor; by default the one PAYMENTS names (tests pass a fake they control). */
  paymentProcessor?: PaymentProcessor;
  /** Enables the operator endpoints of the local command-line tools (embedded database only). */
  operatorKey?: string;
  /** Starts every key this app writes to Redis (REDIS_URL); apps that share counters share it. */
  redisKeyPrefix?: string;
  /**
   * The PostgreSQL database several app processes share, listened on for what the others change
   * (DATABASE_URL by default; tests name the database they made).
   */
  sharedDatabaseUrl?: string;
  /** The job module's polling and maintenance, and the mail delivery's retries; tests shorten them. */
  jobs?: Partial<JobModuleSettings> & { mailRetry?: RetryPolicy };
  /** The HTTPS agent Web Push goes through (tests trust their local push service's certificate). */
  pushAgent?: HttpsAgent;
}

export interface App {
  server: FastifyInstance;
  /** Durable jobs; main.ts starts them, tests run them with `runDue`. */
  jobs: JobModule;
  mail: MailService;
  stations: StationsService;
  ingestion: IngestionService;
  live: LiveNetwork;
  billing: BillingService;
  content: ContentService;
  alerts: AlertsService;
  /** This process's row among the app processes; main.ts starts it beating. */
  heartbeat: ProcessHeartbeat;
  /** Every route as registered (HEAD twins included), so a test can walk them all and none is forgotten. */
  routes: ReadonlyArray<{ method: string; url: string }>;
}

/**
 * Request ids for the logs: this process's random prefix and a counter, unique across restarts and
 * processes sharing a log, and without a random UUID's cost on every map poll.
 */
function requestIds(): () => string {
  const processId = crypto.randomUUID().slice(0, 8);
  let count = 0;
  return () => `${processId}-${(count += 1).toString(36)}`;
}

/** The Fastify instance with its infrastructure (logs, errors, headers, rate limits), before any route. */
async function createServer(config: AppConfig, logger: boolean | undefined, redisKeyPrefix: string) {
  const server = Fastify({
    logger: logger === false ? false : loggerOptions(config.logLevel),
    // Auth bodies are tiny; ingestion and uploads raise this per route when they arrive.
    bodyLimit: 64 * 1024,
    // X-Forwarded-For is read only as far back as the configured proxies (TRUST_PROXY); a hop further is the client's own say.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    genReqId: requestIds(),
  });
  const routes: Array<{ method: string; url: string }> = [];
  server.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  registerErrorHandler(server);
  // Declared before any request exists, so every request object keeps one shape (Fastify's advice):
  // adding the property in a hook would make V8 see requests of several shapes on every route.
  server.decorateRequest('session', null);
  // CONTRACT.md §3: requests are JSON; anything else is a 415.
  server.removeContentTypeParser('text/plain');
  registerSecurityHeaders(server, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const redis = config.redisUrl ? connectSharedRedis(config.redisUrl, redisKeyPrefix, server.log) : undefined;
  if (redis) server.addHook('onClose', async () => void (await redis.client.quit()));
  await server.register(rateLimit, {
    global: false,
    ...(redis && {
      redis: redis.client,
      nameSpace: `${redis.keyPrefix}rate-limit:`,
      // Redis restarting must not lock every grower out: the request goes through uncounted.
      skipOnError: true,
    }),
  });
  // JSON answers compressed for the phone in the paddock (brotli where the browser takes it, else gzip);
  // answers that arrive compressed (the built assets, the stations snapshot) are sent as they are.
  await server.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  return { server, routes, redis };
}

/** What the services need from the database before the first request: caught-up aggregates, stations, defaults. */
async function prepareServices(services: Services, options: BuildAppOptions, server: FastifyInstance): Promise<void> {
  const { config } = options;
  await services.jobs.open();
  await defineAppJobs(services.jobs, { ...services, log: server.log }, options.jobs?.mailRetry);
  // Readings stored when the last run ended, before their aggregates were: before the network is loaded.
  const caughtUp = await services.ingestion.catchUpAggregates();
  if (caughtUp > 0) server.log.warn({ stations: caughtUp }, 'aggregates caught up for readings stored before a stop');
  await services.live.syncStations();
  services.live.setLegends(await services.appSettings.legends());
  await services.appSettings.insertMissing(defaultAppSettings(config.appUrl));
  await services.content.insertDefaultPages(defaultContentPages());
}

/** Every route plugin, each given the services it calls (never the database or a repository). */
async function registerRoutes(
  server: FastifyInstance,
  services: Services,
  options: BuildAppOptions,
  { rateLimits, clock }: { rateLimits: AuthRateLimits; clock: () => Date },
): Promise<void> {
  const { config } = options;
  const { auth: authService, viewers, billing } = services;
  await server.register(healthRoutes, { health: services.health });
  await server.register(appSettingsRoutes, { appSettings: services.appSettings });
  await server.register(authRoutes, { authService, rateLimits });
  await server.register(ingestionRoutes, { stations: services.stations, ingestion: services.ingestion });
  await server.register(stationsRoutes, { snapshots: services.snapshots, authService, viewers });
  await server.register(dataViewsRoutes, { dataViews: services.dataViews, authService, viewers });
  await server.register(userSettingsRoutes, { userSettings: services.userSettings, authService });
  await server.register(growingSeasonsRoutes, { ...services, authService });
  await server.register(billingRoutes, { billing, authService, clock });
  if (config.payments === 'stripe' && config.stripe)
    await server.register(stripeWebhookRoutes, { billing, webhookSecret: config.stripe.webhookSecret, clock });
  await server.register(accountsRoutes, { ...services, authService });
  await server.register(referralsRoutes, { referrals: services.referrals, authService });
  await server.register(contentRoutes, { content: services.content, authService });
  await server.register(operatorConsoleRoutes, { console: services.operatorConsole, authService });
  await server.register(operationsRoutes, { operations: services.operations, authService });
  await server.register(alertsRoutes, { alerts: services.alerts, authService });
  if (config.metricsToken && services.metrics)
    await server.register(metricsRoutes, {
      operations: services.operations,
      metrics: services.metrics,
      token: config.metricsToken,
    });
  if (options.operatorKey)
    await server.register(operatorRoutes, {
      key: options.operatorKey,
      stations: services.stations,
      ingestion: services.ingestion,
    });
  if (config.demo) await server.register(devRoutes, { mail: services.mail });
}

/** Builds the whole HTTP app without listening: main.ts listens, tests use inject() or a real port. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, db } = options;
  const clock = options.clock ?? (() => new Date());
  const { server, routes, redis } = await createServer(config, options.logger, options.redisKeyPrefix ?? 'mesonet:');
  const rateLimits = { ...defaultAuthRateLimits, ...options.rateLimits };
  const sharedDatabaseUrl = options.sharedDatabaseUrl ?? config.databaseUrl;
  const networkEvents = sharedDatabaseUrl
    ? await postgresNetworkEvents({
        databaseUrl: sharedDatabaseUrl,
        db,
        onError: (error) => server.log.warn({ err: error }, 'listening to the other app processes failed'),
      })
    : undefined;
  if (networkEvents) server.addHook('onClose', () => networkEvents.close());
  const services = composeServices({
    config,
    db,
    clock,
    log: server.log,
    mailTransport: options.mailTransport,
    paymentProcessor: options.paymentProcessor,
    jobSettings: options.jobs,
    signInFailures: {
      perAccount: rateLimits.signInFailuresPerAccount,
      perAddress: rateLimits.signInFailuresPerIp,
    },
    redis,
    networkEvents,
    pushAgent: options.pushAgent,
  });
  server.addHook('onClose', async () => {
    // Jobs running here finish; the mails still queued are delivered by the next process to start.
    await services.jobs.stop();
    services.mailTransport.close();
    // A clean stop is not listed as a process gone.
    await services.heartbeat
      .stop()
      .catch((error: unknown) => server.log.warn({ err: error }, 'removing the process heartbeat failed'));
  });
  if (services.metrics) recordRequestMetrics(server, services.metrics);
  guardMemberRoutes(server, services.auth);
  await prepareServices(services, options, server);
  await services.heartbeat.beat();
  await registerRoutes(server, services, options, { rateLimits, clock });
  await registerWebApp(server, options.webDistDir, (pathname) => services.content.isPublishedFlatPagePath(pathname));
  const { jobs, mail, stations, ingestion, live, billing, content, heartbeat, alerts } = services;
  return { server, jobs, mail, stations, ingestion, live, billing, content, heartbeat, routes, alerts };
}
