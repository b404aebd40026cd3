import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

const strongSecret = 'a-very-long-production-secret-value-0123456789';

describe('loadConfig (CONTRACT.md §2)', () => {
  it('defaults to the embedded database in demo mode with outbox mail and the fake processor', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
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

  it.each([
    [{ PAYMENTS: 'fake', MAIL: 'smtp://mail:25', SECRET_KEY: strongSecret }, /refuses PAYMENTS=fake/],
    [
      {
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: 'sk',
        STRIPE_PUBLISHABLE_KEY: 'pk',
        STRIPE_WEBHOOK_SECRET: 'wh',
        MAIL: 'outbox',
        SECRET_KEY: strongSecret,
      },
      /refuses MAIL=outbox/,
    ],
    [
      {
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: 'sk',
        STRIPE_PUBLISHABLE_KEY: 'pk',
        STRIPE_WEBHOOK_SECRET: 'wh',
        MAIL: 'smtp://mail:25',
      },
      /refuses the default SECRET_KEY/,
    ],
    [{ PAYMENTS: 'stripe', MAIL: 'smtp://mail:25', SECRET_KEY: strongSecret }, /needs STRIPE_SECRET_KEY/],
  ])('production refuses unsafe settings %#', (env, message) => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO: '0', DATABASE_URL: 'postgres://db/app', ...env })).toThrow(
      message,
    );
  });

  it('accepts a complete production configuration', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/app',
      MAIL: 'smtp://mail:25',
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk',
      STRIPE_PUBLISHABLE_KEY: 'pk',
      STRIPE_WEBHOOK_SECRET: 'wh',
      SECRET_KEY: strongSecret,
      APP_URL: 'https://mesonet.example.org/',
    });
    expect(config.appUrl).toBe('https://mesonet.example.org');
    expect(config.trustProxyHops).toBe(0);
  });

  it.each([
    { TRUST_PROXY: undefined, hops: 0 },
    { TRUST_PROXY: '1', hops: 1 },
    { TRUST_PROXY: '2', hops: 2 },
  ])('trusts $hops proxy hops with TRUST_PROXY=$TRUST_PROXY', ({ TRUST_PROXY, hops }) => {
    expect(loadConfig({ TRUST_PROXY }).trustProxyHops).toBe(hops);
  });

  it.each([
    { PORT: 'abc' },
    { DEMO: 'yes' },
    { TRUST_PROXY: 'all' },
    { MAIL: 'carrier-pigeon' },
    { DATABASE_URL: 'mysql://x' },
  ])('names the bad variable %j', (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(Object.keys(env)[0]);
  });
});
