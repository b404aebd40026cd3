import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config/env';
import type { Database } from './db/database';
import { registerSecurityHeaders } from './http/security-headers';
import { registerErrorHandler } from './http/error-handler';
import { loggerOptions } from './http/logger';
import { registerWebApp } from './http/web-app';
import { defaultAppSettings } from './modules/app-settings/app-settings.defaults';
import { appSettingsRepository } from './modules/app-settings/app-settings.repository';
import { appSettingsRoutes } from './modules/app-settings/app-settings.routes';
import { mergeLegendBands } from '@mesonet/shared/metrics/metric-display-statuses';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { contentRoutes } from './modules/content/content.routes';
import { createContentService, type ContentService } from './modules/content/content.service';
import { defaultContentPages } from './modules/content/default-pages/default-pages';
import { authRoutes, defaultAuthRateLimits, type AuthRateLimits } from './modules/auth/auth.routes';
import { createSignInLockout } from './modules/auth/failed-sign-ins';
import { createAuthService } from './modules/auth/auth.service';
import { guardMemberRoutes } from './modules/auth/authenticate';
import { userSettingsRoutes } from './modules/user-settings/user-settings.routes';
import { dataViewsRoutes } from './modules/data-views/data-views.routes';
import { growingSeasonsRoutes } from './modules/growing-seasons/growing-seasons.routes';
import { devRoutes } from './modules/dev/dev.routes';
import { healthRoutes } from './modules/health/health.routes';
import { ingestionRoutes } from './modules/ingestion/ingestion.routes';
import { createIngestionService, type IngestionService } from './modules/ingestion/ingestion.service';
import { createLiveNetwork, type LiveNetwork } from './modules/live/live-network';
import { deriveStoredReadingMetrics } from './modules/live/reading-metrics';
import { createSiteSnapshots } from './modules/live/site-snapshot';
import { sitesRoutes } from './modules/live/sites.routes';
import { createViewerService } from './modules/live/viewer.service';
import { mailRepository } from './modules/mail/mail.repository';
import { referralsRoutes } from './modules/referrals/referrals.routes';
import { operatorRoutes } from './modules/operator/operator.routes';
import { operatorConsoleRoutes } from './modules/operator-console/operator-console.routes';
import { createOperatorConsoleService } from './modules/operator-console/operator-console.service';
import { createStationsService, type StationsService } from './modules/stations/stations.service';
import { createMailService, type MailService } from './modules/mail/mail.service';
import { createMailTransport, type MailTransport } from './modules/mail/mail-transport';
import { billingRoutes } from './modules/billing/billing.routes';
import { createBillingService, type BillingService } from './modules/billing/billing.service';
import { createPaymentProcessor } from './modules/billing/payment-processors';
import { stripeWebhookRoutes } from './modules/billing/stripe-webhook.routes';
import type { PaymentProcessor } from './modules/billing/payment-processor';

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
}

export interface App {
  server: FastifyInstance;
  mail: MailService;
  stations: StationsService;
  ingestion: IngestionService;
  live: LiveNetwork;
  billing: BillingService;
  content: ContentService;
  /** Every route as registered (HEAD twins included), so a test can walk them all and none is forgotten. */
  routes: ReadonlyArray<{ method: string; url: string }>;
}

/** Builds the whole HTTP app without listening: main.ts listens, tests use inject() or a real port. */
/**
 * Request ids for the logs: this process's random prefix and a counter, unique across restarts and
 * processes sharing a log, and without a random UUID's cost on every map poll.
 */
function requestIds(): () => string {
  const processId = crypto.randomUUID().slice(0, 8);
  let count = 0;
  return () => `${processId}-${(count += 1).toString(36)}`;
}

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, db } = options;
  const clock = options.clock ?? (() => new Date());
  const server = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel),
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
  await server.register(rateLimit, { global: false });

  const mails = mailRepository(db);
  const transport = options.mailTransport ?? createMailTransport(config);
  const mail = createMailService({ mails, transport, clock, log: server.log });
  server.addHook('onClose', async () => {
    await mail.settle();
    transport.close();
  });
  const rateLimits = { ...defaultAuthRateLimits, ...options.rateLimits };
  const authService = createAuthService({
    db,
    clock,
    secretKey: config.secretKey,
    appUrl: config.appUrl,
    mail,
    log: server.log,
    signInLockout: createSignInLockout({
      failuresPerAccount: rateLimits.signInFailuresPerAccount,
      failuresPerAddress: rateLimits.signInFailuresPerIp,
      clock,
    }),
  });
  guardMemberRoutes(server, authService);
  const live = createLiveNetwork({ db, clock, log: server.log });
  const ingestion = createIngestionService({ db, clock, deriveReadingMetrics: deriveStoredReadingMetrics, live });
  // Readings stored when the last run ended, before their aggregates were: before the network is loaded.
  const caughtUp = await ingestion.catchUpAggregates();
  if (caughtUp > 0) server.log.warn({ stations: caughtUp }, 'aggregates caught up for readings stored before a stop');
  await live.syncSites();
  live.setLegends(mergeLegendBands(await appSettingsRepository(db).listBandOverrides()));
  const stations = createStationsService({
    db,
    clock,
    secretKey: config.secretKey,
    onStationsChanged: () => live.syncSites(),
  });

  await appSettingsRepository(db).insertMissing(defaultAppSettings(config.appUrl));

  await server.register(healthRoutes, { db });
  await server.register(appSettingsRoutes, { db });
  await server.register(authRoutes, { authService, rateLimits });
  await server.register(ingestionRoutes, { stations, ingestion });
  const viewers = createViewerService(db, clock);
  await server.register(sitesRoutes, { snapshots: createSiteSnapshots(live), authService, viewers });
  await server.register(dataViewsRoutes, { db, live, authService, viewers, clock });
  await server.register(userSettingsRoutes, { db, authService, clock });
  await server.register(growingSeasonsRoutes, { db, live, authService, viewers, clock });
  const billing = createBillingService({
    db,
    clock,
    processor: options.paymentProcessor ?? createPaymentProcessor(config),
    loadUser: (userId) => authService.loadUser(userId),
    onPlanChanged: () => viewers.forget(),
    mail,
    appUrl: config.appUrl,
  });
  await server.register(billingRoutes, { billing, authService, clock });
  if (config.payments === 'stripe' && config.stripe)
    await server.register(stripeWebhookRoutes, { billing, webhookSecret: config.stripe.webhookSecret, clock });
  await server.register(accountsRoutes, {
    db,
    clock,
    authService,
    mail,
    viewers,
    billing,
    appUrl: config.appUrl,
    secretKey: config.secretKey,
  });
  await server.register(referralsRoutes, { db, clock, authService, mail, appUrl: config.appUrl });
  const content = createContentService({ db, clock });
  await content.insertDefaultPages(defaultContentPages());
  await server.register(contentRoutes, { content, authService });
  await server.register(operatorConsoleRoutes, {
    console: createOperatorConsoleService({ db, clock, log: server.log, content, stations, live }),
    authService,
  });
  if (options.operatorKey) await server.register(operatorRoutes, { key: options.operatorKey, stations, ingestion });
  if (config.demo) await server.register(devRoutes, { mails });
  await registerWebApp(server, options.webDistDir, (pathname) => content.isPublishedFlatPagePath(pathname));
  return { server, mail, stations, ingestion, live, billing, content, routes };
}
