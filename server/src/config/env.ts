import { z } from 'zod';

/** The default secret is fine on a laptop and refused in production. */
export const defaultSecretKey = 'development-only-secret-do-not-use-in-production';

const flag = z.enum(['0', '1']).transform((value) => value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  DEMO: flag.optional(),
  DEMO_STATIONS: flag.optional(),
  DEMO_NEWS: flag.optional(),
  MAIL: z.union([z.literal('outbox'), z.url({ protocol: /^smtps?$/ })]).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  PAYMENTS: z.enum(['fake', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  APP_URL: z.url().optional(),
  SECRET_KEY: z.string().min(32).default(defaultSecretKey),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  METRICS_TOKEN: z.string().min(32).optional(),
  MESONET_VERSION: z.string().min(1).max(100).optional(),
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  VAPID_SUBJECT: z.string().min(1).optional(),
});

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Another build of the web app to serve (a release being tried side by side); unset: web/dist. */
  webDistDir: string | undefined;
  databaseUrl: string | undefined;
  /** Where several app processes keep their shared counters (rate limits, sign-in failures); unset: in this process. */
  redisUrl: string | undefined;
  demo: boolean;
  /** With DEMO: seed the station network, its history and the simulator (0 keeps demo accounts only). */
  demoStations: boolean;
  /** With DEMO: seed the demo news and alerts, a splash alert among them (0 leaves the news empty). */
  demoNews: boolean;
  mail: { transport: 'outbox' } | { transport: 'smtp'; url: string };
  mailFrom: string;
  payments: 'fake' | 'stripe';
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string } | undefined;
  appUrl: string;
  secretKey: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /**
   * How many reverse proxies in front set X-Forwarded-For; the client address is read that many hops
   * back. 0 reads the connection's own address, so a client cannot pick its address for the limits.
   */
  trustProxyHops: number;
  /** The bearer token Prometheus sends for /metrics; unset: /metrics answers 404. */
  metricsToken: string | undefined;
  /** The release this process runs (a version or commit), shown on the operations page when set. */
  version: string | undefined;
  /** The Web Push (VAPID) keys alerts are pushed with; unset: push is off and the public key answers null. */
  vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
}

export class ConfigError extends Error {}

type Env = z.infer<typeof envSchema>;

/**
 * Production (NODE_ENV=production) serves real growers: everything made for trying the product out
 * (demo mode and its seeds, mails kept instead of sent, the test card processor, the well-known
 * secret) is refused by name, so a forgotten variable stops the start instead of opening a demo.
 */
function productionProblems(e: Env, chosen: { mail: string | undefined; payments: string | undefined }): string[] {
  const problems: string[] = [];
  if (e.DEMO) problems.push('production refuses DEMO=1 (demo accounts, stations and /api/dev routes)');
  if (e.DEMO_STATIONS) problems.push('production refuses DEMO_STATIONS=1 (the demo station network)');
  if (e.DEMO_NEWS) problems.push('production refuses DEMO_NEWS=1 (the demo news and alerts)');
  if (chosen.payments === undefined) problems.push('PAYMENTS is required in production (stripe)');
  if (chosen.payments === 'fake') problems.push('production refuses PAYMENTS=fake (use stripe)');
  if (chosen.mail === undefined) problems.push('MAIL is required in production (an smtp:// URL)');
  if (chosen.mail === 'outbox') problems.push('production refuses MAIL=outbox (use an smtp:// URL)');
  if (e.MAIL_FROM === undefined) problems.push('MAIL_FROM is required in production (the sender of every mail)');
  if (e.SECRET_KEY === defaultSecretKey) {
    problems.push('production refuses the default SECRET_KEY (set at least 32 random characters)');
  }
  if (e.APP_URL === undefined) problems.push('APP_URL is required in production (the address in mailed links)');
  return problems;
}

/** The only reader of the environment on the server (CONTRACT.md §2). */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  // A production server is never a demo by default: only a laptop without DATABASE_URL is.
  const demo = e.DEMO ?? (!production && e.DATABASE_URL === undefined);
  // Production names its mail and card processor itself, so nothing made for trying out slips in.
  const demoDefaults = demo && !production;
  const mail = e.MAIL ?? (demoDefaults ? 'outbox' : undefined);
  const payments = e.PAYMENTS ?? (demoDefaults ? 'fake' : undefined);
  const problems: string[] = [];
  if (production) problems.push(...productionProblems(e, { mail, payments }));
  else {
    if (mail === undefined) problems.push('MAIL is required when DEMO=0 (outbox or an smtp:// URL)');
    if (payments === undefined) problems.push('PAYMENTS is required when DEMO=0 (fake or stripe)');
  }
  if (payments === 'stripe' && !(e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET)) {
    problems.push('PAYMENTS=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);

  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    webDistDir: e.WEB_DIST_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    demo,
    demoStations: demo && (e.DEMO_STATIONS ?? true),
    demoNews: demo && (e.DEMO_NEWS ?? true),
    mail: mail === 'outbox' ? { transport: 'outbox' } : { transport: 'smtp', url: mail as string },
    mailFrom: e.MAIL_FROM ?? 'Mesonet <no-reply@mesonet.local>',
    payments: payments as 'fake' | 'stripe',
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          }
        : undefined,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    secretKey: e.SECRET_KEY,
    logLevel: e.LOG_LEVEL,
    trustProxyHops: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    version: e.MESONET_VERSION,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? {
            publicKey: e.VAPID_PUBLIC_KEY,
            privateKey: e.VAPID_PRIVATE_KEY,
            subject:
              e.VAPID_SUBJECT ??
              defaultVapidSubject(
                (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
                e.MAIL_FROM ?? 'Mesonet <no-reply@mesonet.local>',
              ),
          }
        : undefined,
  };
}

/**
 * The contact a push service is given with each push. web-push refuses any subject but an https: or
 * mailto: URL (every push then fails), so an http app address (demo, local) gives the sender's mailto:.
 */
export function defaultVapidSubject(appUrl: string, mailFrom: string): string {
  if (appUrl.startsWith('https:')) return `${appUrl}/about`;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.trim()}`;
}
