import { z } from 'zod';

/** The default secret is fine on a laptop and refused in production. */
export const defaultSecretKey = 'development-only-secret-do-not-use-in-production';

const flag = z.enum(['0', '1']).transform((value) => value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DEMO: flag.optional(),
  DEMO_STATIONS: flag.default(true),
  DEMO_NEWS: flag.default(true),
  MAIL: z.union([z.literal('outbox'), z.url({ protocol: /^smtps?$/ })]).optional(),
  MAIL_FROM: z.string().min(3).default('Mesonet <no-reply@mesonet.local>'),
  PAYMENTS: z.enum(['fake', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  APP_URL: z.url().optional(),
  SECRET_KEY: z.string().min(32).default(defaultSecretKey),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
});

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
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
}

export class ConfigError extends Error {}

/** The only reader of the environment on the server (CONTRACT.md §2). */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const demo = e.DEMO ?? e.DATABASE_URL === undefined;
  const mail = e.MAIL ?? (demo ? 'outbox' : undefined);
  const payments = e.PAYMENTS ?? (demo ? 'fake' : undefined);
  const problems: string[] = [];
  if (mail === undefined) problems.push('MAIL is required when DEMO=0 (outbox or an smtp:// URL)');
  if (payments === undefined) problems.push('PAYMENTS is required when DEMO=0 (fake or stripe)');
  if (payments === 'stripe' && !(e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET)) {
    problems.push('PAYMENTS=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET');
  }
  if (e.NODE_ENV === 'production' && !demo) {
    if (payments === 'fake') problems.push('production refuses PAYMENTS=fake');
    if (mail === 'outbox') problems.push('production refuses MAIL=outbox');
    if (e.SECRET_KEY === defaultSecretKey) problems.push('production refuses the default SECRET_KEY');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);

  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    demo,
    demoStations: demo && e.DEMO_STATIONS,
    demoNews: demo && e.DEMO_NEWS,
    mail: mail === 'outbox' ? { transport: 'outbox' } : { transport: 'smtp', url: mail as string },
    mailFrom: e.MAIL_FROM,
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
  };
}
