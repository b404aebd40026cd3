import { receivesAlerts } from '@mesonet/shared/plans/plan-capabilities';
import type { Agent as HttpsAgent } from 'node:https';
import { hostname } from 'node:os';
import type { AppConfig } from './config/env';
import { sqlClientOf, type Database } from './db/database';
import { createRepositories, createTransactions, type Repositories } from './db/repositories';
import { inProcessNetworkEvents, tellOthersOrLog, type NetworkEvent, type NetworkEvents } from './db/network-events';
import type { UnitOfWork } from './db/unit-of-work';
import type { Logger } from './http/logger';
import { createJobModule, type JobModule, type JobModuleSettings } from './jobs/job-module';
import { createAlertDelivery } from './modules/alerts/alert-delivery';
import { createAlertsService, type AlertsService } from './modules/alerts/alerts.service';
import { createWebPushSender } from './modules/alerts/web-push-sender';
import type { AccountsDeps } from './modules/accounts/accounts.context';
import { createCompanySettingsService } from './modules/accounts/company-settings.service';
import { createCompanyUsersService } from './modules/accounts/company-users.service';
import { createInvitationsService } from './modules/accounts/invitations.service';
import { createUserDetailsService } from './modules/accounts/user-details.service';
import { createAppSettingsService, type AppSettingsService } from './modules/app-settings/app-settings.service';
import { createAuthService, type AuthService } from './modules/auth/auth.service';
import type { SharedRedis } from './db/redis';
import { createSignInLockout } from './modules/auth/failed-sign-ins';
import { createBillingService } from './modules/billing/billing.service';
import type { PaymentProcessor } from './modules/billing/payment-processor';
import { createPaymentProcessor } from './modules/billing/payment-processors';
import { createContentService } from './modules/content/content.service';
import { createDataViewsService } from './modules/data-views/data-views.service';
import { createForecastSkillService } from './modules/data-views/forecast-skill.service';
import { createGrowingSeasonsService } from './modules/growing-seasons/growing-seasons.service';
import { createSeasonMemberService } from './modules/growing-seasons/season-member.service';
import { createHealthService } from './modules/health/health.service';
import { createIngestionService } from './modules/ingestion/ingestion.service';
import { createLiveNetwork, type LiveNetwork } from './modules/live/live-network';
import { deriveStoredReadingMetrics } from './modules/live/reading-metrics';
import { createStationSnapshots } from './modules/live/station-snapshot';
import { createViewerService, type ViewerService } from './modules/live/viewer.service';
import { createMailTransport, type MailTransport } from './modules/mail/mail-transport';
import { createMailService, type MailService } from './modules/mail/mail.service';
import { createProcessHeartbeat } from './modules/operations/operations-heartbeat';
import { createOperationsMetrics } from './modules/operations/operations-metrics';
import { operationsRepository } from './modules/operations/operations.repository';
import { createOperationsService } from './modules/operations/operations.service';
import { createOperatorConsoleService } from './modules/operator-console/operator-console.service';
import { createReferralsService } from './modules/referrals/referrals.service';
import { createStationsService } from './modules/stations/stations.service';
import { createUserSettingsService } from './modules/user-settings/user-settings.service';

/** What the whole server is built from: configuration and the outside world it talks to. */
export interface CompositionInputs {
  config: AppConfig;
  db: Database;
  clock: () => Date;
  log: Logger;
  /** The mail transport; by default the one MAIL names. */
  mailTransport?: MailTransport;
  /** The card processor; by default the one PAYMENTS names (tests pass a fake they control). */
  paymentProcessor?: PaymentProcessor;
  signInFailures: { perAccount: number; perAddress: number };
  /** Counters shared with the other app processes; without it they live in this process. */
  redis?: SharedRedis;
  /** The job module's polling and maintenance; tests shorten them. */
  jobSettings?: Partial<JobModuleSettings>;
  /** What this process tells the other app processes and hears from them; one process: nobody. */
  networkEvents?: NetworkEvents;
  /** The HTTPS agent Web Push is sent through (tests trust their local push service's certificate). */
  pushAgent?: HttpsAgent;
}

interface Shared {
  inputs: CompositionInputs;
  repos: Repositories;
  transactions: UnitOfWork<Repositories>;
  events: NetworkEvents;
  /** Tells the other processes, never failing the request that changed something: they resync on reconnect. */
  tellOthers(event: Exclude<NetworkEvent, { kind: 'resync' }>): void;
}

function composeUsers({ inputs, repos, transactions, events, tellOthers }: Shared, mail: MailService) {
  const { config, clock } = inputs;
  const referrals = createReferralsService({ ...repos, transactions, clock, mail, appUrl: config.appUrl });
  const auth = createAuthService({
    ...repos,
    transactions,
    referrals,
    clock,
    secretKey: config.secretKey,
    appUrl: config.appUrl,
    mail,
    signInLockout: createSignInLockout({
      failuresPerAccount: inputs.signInFailures.perAccount,
      failuresPerAddress: inputs.signInFailures.perAddress,
      clock,
      redis: inputs.redis,
    }),
    onSessionsEnded: async () => tellOthers({ kind: 'accounts_changed' }),
  });
  const viewers = createViewerService({ companies: repos.companies, clock });
  events.onEvent(async (event) => {
    if (event.kind !== 'accounts_changed' && event.kind !== 'resync') return;
    viewers.forget();
    auth.forgetCheckedSessions();
  });
  return { referrals, auth, viewers };
}

function composeNetwork(
  { inputs, repos, events, tellOthers }: Shared,
  mail: MailService,
  appSettings: AppSettingsService,
  alertsOf: (live: LiveNetwork) => AlertsService,
) {
  const { config, clock, log } = inputs;
  const forecastSkills = createForecastSkillService({ repository: repos.dataViews });
  const live = createLiveNetwork({
    readings: repos.readings,
    stations: repos.stations,
    forecastSkills,
    clock,
    log,
    events,
    loadLegends: () => appSettings.legends(),
  });
  const alerts = alertsOf(live);
  const ingestion = createIngestionService({
    readings: repos.readings,
    clock,
    deriveReadingMetrics: deriveStoredReadingMetrics,
    live,
    alerts: {
      // The readings are stored whatever the rules make of them: a failure is logged, the next reading judged again.
      readingsStored: (batch) =>
        alerts
          .readingsStored(batch)
          .catch((error: unknown) =>
            log.error(
              { err: error, stationIds: batch.map((stored) => stored.station.id) },
              'alert rules not evaluated',
            ),
          ),
    },
  });
  const stations = createStationsService({
    stations: repos.stations,
    clock,
    secretKey: config.secretKey,
    onStationsChanged: () => live.syncStations(),
    onTokenReplaced: () => tellOthers({ kind: 'station_token_replaced' }),
  });
  events.onEvent(async (event) => {
    if (['stations_changed', 'station_token_replaced', 'resync'].includes(event.kind)) stations.forgetTokens();
  });
  const content = createContentService({ content: repos.content, clock });
  const operatorConsole = createOperatorConsoleService({ repos, clock, log, content, stations, live, mail });
  return { live, ingestion, alerts, stations, content, operatorConsole, snapshots: createStationSnapshots(live) };
}

function composeAccounts(
  { inputs, repos, transactions, tellOthers }: Shared,
  mail: MailService,
  users: { auth: AuthService; viewers: ViewerService },
) {
  const { config, clock } = inputs;
  const { auth, viewers } = users;
  const billing = createBillingService({
    repos,
    transactions,
    clock,
    processor: inputs.paymentProcessor ?? createPaymentProcessor(config),
    loadUser: (userId) => auth.loadUser(userId),
    onPlanChanged: () => {
      viewers.forget();
      tellOthers({ kind: 'accounts_changed' });
    },
    mail,
    appUrl: config.appUrl,
  });
  const accountsDeps: AccountsDeps = {
    repos,
    transactions,
    clock,
    secretKey: config.secretKey,
    appUrl: config.appUrl,
    mail,
    users: {
      loadUser: (userId) => auth.loadUser(userId),
      signOutEverywhere: (userId) => auth.signOutEverywhere(userId),
      confirmPassword: (userId, password) => auth.confirmPassword(userId, password),
    },
    onMembershipChanged: () => {
      viewers.forget();
      auth.forgetCheckedSessions();
      tellOthers({ kind: 'accounts_changed' });
    },
  };
  return {
    billing,
    companySettings: createCompanySettingsService(accountsDeps),
    companyUsers: createCompanyUsersService(accountsDeps),
    invitations: createInvitationsService(accountsDeps),
    userDetails: createUserDetailsService(accountsDeps),
  };
}

function composeStationData(
  { inputs, repos, transactions }: Shared,
  live: LiveNetwork,
  users: { auth: AuthService; viewers: ViewerService },
) {
  const { clock } = inputs;
  return {
    dataViews: createDataViewsService({ repository: repos.dataViews, live, clock }),
    growingSeasons: createGrowingSeasonsService({ repository: repos.growingSeasons, transactions, live, clock }),
    seasonMembers: createSeasonMemberService({
      users: repos.auth,
      loadUser: (userId) => users.auth.loadUser(userId),
      viewers: users.viewers,
    }),
  };
}

/** Alert rules and their delivery: in the app, by email through the outbox, by Web Push when VAPID keys are set. */
function composeAlerts(
  { inputs, repos, transactions, events, tellOthers }: Shared,
  deps: { mail: MailService; jobs: JobModule; auth: AuthService; viewers: ViewerService; live: LiveNetwork },
): AlertsService {
  const { config, clock, log } = inputs;
  const delivery = createAlertDelivery({
    alerts: repos.alerts,
    mail: deps.mail,
    jobs: deps.jobs,
    push: config.vapid ? createWebPushSender(config.vapid, inputs.pushAgent) : undefined,
    appUrl: config.appUrl,
    log,
  });
  const alerts = createAlertsService({
    alerts: repos.alerts,
    transactions,
    live: deps.live,
    loadUser: (userId) => deps.auth.loadUser(userId),
    clock,
    delivery,
    pushPublicKey: config.vapid?.publicKey ?? null,
    onRulesChanged: () => tellOthers({ kind: 'alert_rules_changed' }),
    onStatesChanged: (stationId) => tellOthers({ kind: 'alert_states_changed', stationId }),
    // The viewers of the map's plan check: cached briefly, forgotten at once on every plan or membership change.
    usersWithAlerts: async (userIds) => {
      const viewers = await deps.viewers.viewersForUsers(userIds);
      return new Set(
        userIds.filter((userId) => {
          const viewer = viewers.get(userId);
          return viewer !== undefined && receivesAlerts(viewer);
        }),
      );
    },
  });
  events.onEvent(async (event) => {
    if (event.kind === 'alert_rules_changed' || event.kind === 'resync') alerts.forgetRules();
    if (event.kind === 'alert_states_changed') alerts.forgetStation(event.stationId);
  });
  return alerts;
}

/** What the operator watches (processes, queues, stations, database, mail), and this process's heartbeat. */
function composeOperations({ inputs }: Shared, live: LiveNetwork) {
  const { config, db, clock, log } = inputs;
  const operations = operationsRepository(db);
  return {
    operations: createOperationsService({ operations, live, clock }),
    heartbeat: createProcessHeartbeat({
      operations,
      clock,
      log,
      identity: { hostName: hostname(), pid: process.pid, version: config.version ?? null },
    }),
    metrics: config.metricsToken ? createOperationsMetrics() : undefined,
  };
}

/**
 * The composition root: every repository and every service of the server, each built once, here and
 * nowhere else. Services get repositories (and other services); routes get services; nothing but this
 * function and the repositories sees the database.
 */
export function composeServices(inputs: CompositionInputs) {
  const { config, db, clock, log } = inputs;
  const repos = createRepositories(db);
  const events = inputs.networkEvents ?? inProcessNetworkEvents();
  const tellOthers = tellOthersOrLog(events, log);
  const shared: Shared = { inputs, repos, transactions: createTransactions(db), events, tellOthers };
  const appSettings = createAppSettingsService({ appSettings: repos.appSettings });
  const jobs = createJobModule({ sql: sqlClientOf(db), clock, log, settings: inputs.jobSettings });
  const mailTransport = inputs.mailTransport ?? createMailTransport(config);
  const mail = createMailService({
    mails: repos.mail,
    transport: mailTransport,
    jobs,
    clock,
    log,
    appUrl: config.appUrl,
  });
  const users = composeUsers(shared, mail);
  const network = composeNetwork(shared, mail, appSettings, (live) =>
    composeAlerts(shared, { mail, jobs, auth: users.auth, viewers: users.viewers, live }),
  );
  return {
    jobs,
    mailTransport,
    mail,
    ...users,
    ...network,
    ...composeAccounts(shared, mail, users),
    ...composeStationData(shared, network.live, users),
    ...composeOperations(shared, network.live),
    health: createHealthService({ health: repos.health }),
    appSettings,
    userSettings: createUserSettingsService({ userSettings: repos.userSettings, clock }),
  };
}
export type Services = ReturnType<typeof composeServices>;
