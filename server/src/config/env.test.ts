import { describe, expect, it } from 'vitest';
import { ConfigError, defaultSecretKey, defaultVapidSubject, loadConfig } from './env';

const strongSecret = 'a-very-long-production-secret-value-0123456789';

describe('loadConfig (CONTRACT.md §2)', () => {
  it('defaults to the embedded database in demo mode with outbox mail and the fake processor', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      redisUrl: undefined,
      demo: true,
      mail: { transport: 'outbox' },
      payments: 'fake',
      appUrl: 'http://localhost:3000',
    });
  });

  it('turns demo off when DATABASE_URL is set, and then needs MAIL and PAYMENTS', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://127.0.0.1/test' })).toThrow(
      /MAIL is required[\s\S]*PAYMENTS is required/,
    );
    const config = loadConfig({
      DATABASE_URL: 'postgres://127.0.0.1/test',
      MAIL: 'smtp://127.0.0.1:2525',
      PAYMENTS: 'fake',
    });
    expect(config.demo).toBe(false);
    expect(config.mail).toEqual({ transport: 'smtp', url: 'smtp://127.0.0.1:2525' });
  });

  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://db/app',
    MAIL: 'smtp://mail:25',
    MAIL_FROM: 'Mesonet <no-reply@mesonet.example.org>',
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: 'sk',
    STRIPE_PUBLISHABLE_KEY: 'pk',
    STRIPE_WEBHOOK_SECRET: 'wh',
    SECRET_KEY: strongSecret,
    APP_URL: 'https://mesonet.example.org/',
  };

  it.each([
    ['DEMO=1', { DEMO: '1' }, 'production refuses DEMO=1'],
    ['DEMO=1 on the embedded database', { DEMO: '1', DATABASE_URL: undefined }, 'production refuses DEMO=1'],
    ['DEMO_STATIONS=1', { DEMO_STATIONS: '1' }, 'production refuses DEMO_STATIONS=1'],
    ['DEMO_NEWS=1', { DEMO_NEWS: '1' }, 'production refuses DEMO_NEWS=1'],
    ['MAIL=outbox', { MAIL: 'outbox' }, 'production refuses MAIL=outbox'],
    ['no MAIL', { MAIL: undefined }, 'MAIL is required in production'],
    ['no MAIL_FROM', { MAIL_FROM: undefined }, 'MAIL_FROM is required in production'],
    ['PAYMENTS=fake', { PAYMENTS: 'fake' }, 'production refuses PAYMENTS=fake'],
    ['no PAYMENTS', { PAYMENTS: undefined }, 'PAYMENTS is required in production'],
    ['no SECRET_KEY', { SECRET_KEY: undefined }, 'production refuses the default SECRET_KEY'],
    ['the default SECRET_KEY', { SECRET_KEY: defaultSecretKey }, 'production refuses the default SECRET_KEY'],
    ['no APP_URL', { APP_URL: undefined }, 'APP_URL is required in production'],
    ['no STRIPE_WEBHOOK_SECRET', { STRIPE_WEBHOOK_SECRET: undefined }, 'PAYMENTS=stripe needs STRIPE_SECRET_KEY'],
  ])('production with %s refuses to start, naming the variable', (_, change, message) => {
    expect(() => loadConfig({ ...production, ...change })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, ...change })).toThrow(message);
  });

  it('production with nothing set names every variable it needs and is no demo', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PAYMENTS is required[\s\S]*MAIL is required[\s\S]*MAIL_FROM is required[\s\S]*default SECRET_KEY[\s\S]*APP_URL is required/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).not.toThrow(/DEMO/);
  });

  it.each([
    ['with PostgreSQL', {}],
    ['on the embedded database', { DATABASE_URL: undefined }],
    ['with the demo seeds named off', { DEMO: '0', DEMO_STATIONS: '0', DEMO_NEWS: '0' }],
  ])('accepts a complete production configuration %s, with nothing of the demo on', (_, change) => {
    const config = loadConfig({ ...production, ...change });
    expect(config).toMatchObject({
      demo: false,
      demoStations: false,
      demoNews: false,
      mail: { transport: 'smtp', url: 'smtp://mail:25' },
      payments: 'stripe',
      appUrl: 'https://mesonet.example.org',
      trustProxyHops: 0,
    });
  });

  it.each([{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }])(
    'outside production %j a fresh start is still the whole demo',
    (env) => {
      expect(loadConfig(env)).toMatchObject({
        demo: true,
        demoStations: true,
        demoNews: true,
        mail: { transport: 'outbox' },
        payments: 'fake',
        secretKey: defaultSecretKey,
      });
    },
  );

  it.each([
    { TRUST_PROXY: undefined, hops: 0 },
    { TRUST_PROXY: '1', hops: 1 },
    { TRUST_PROXY: '2', hops: 2 },
  ])('trusts $hops proxy hops with TRUST_PROXY=$TRUST_PROXY', ({ TRUST_PROXY, hops }) => {
    expect(loadConfig({ TRUST_PROXY }).trustProxyHops).toBe(hops);
  });

  it.each([
    { METRICS_TOKEN: undefined, token: undefined },
    { METRICS_TOKEN: 'a'.repeat(32), token: 'a'.repeat(32) },
  ])('serves /metrics only with METRICS_TOKEN ($METRICS_TOKEN)', ({ METRICS_TOKEN, token }) => {
    expect(loadConfig({ METRICS_TOKEN }).metricsToken).toBe(token);
  });

  it.each([
    { PORT: 'abc' },
    { METRICS_TOKEN: 'too-short-to-resist-guessing' },
    { DEMO: 'yes' },
    { TRUST_PROXY: 'all' },
    { MAIL: 'carrier-pigeon' },
    { DATABASE_URL: 'mysql://x' },
    { REDIS_URL: 'memcached://127.0.0.1' },
  ])('names the bad variable %j', (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(Object.keys(env)[0]);
  });
});

describe('defaultVapidSubject', () => {
  it.each([
    ['https://mesonet.example', 'Mesonet <no-reply@mesonet.example>', 'https://mesonet.example/about'],
    ['http://localhost:3000', 'Mesonet <no-reply@mesonet.local>', 'mailto:no-reply@mesonet.local'],
    ['http://10.0.0.5', 'alerts@farm.example', 'mailto:alerts@farm.example'],
  ])('app at %s, mail from %s: %s (web-push takes only https: or mailto:)', (appUrl, mailFrom, subject) => {
    expect(defaultVapidSubject(appUrl, mailFrom)).toBe(subject);
  });
});
