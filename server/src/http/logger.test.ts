import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrlSecrets } from './logger';

describe('redactUrlSecrets', () => {
  it.each([
    ['/new_password?reset_password_token=abc123', '/new_password?reset_password_token=[redacted]'],
    [
      '/api/auth/password/check?reset_password_token=abc123&redirect_url=%2Fmap',
      '/api/auth/password/check?reset_password_token=[redacted]&redirect_url=%2Fmap',
    ],
    [
      '/complete_signup?invitation_token=abc123&email=jo%40example.com',
      '/complete_signup?invitation_token=[redacted]&email=jo%40example.com',
    ],
    [
      '/api/accept_invitation_and_complete_signup?invitation_token=abc123',
      '/api/accept_invitation_and_complete_signup?invitation_token=[redacted]',
    ],
    ['/x?Invitation_Token=abc&invitation%5Ftoken=def', '/x?Invitation_Token=[redacted]&invitation%5Ftoken=[redacted]'],
    ['/x?token=abc&token=def', '/x?token=[redacted]&token=[redacted]'],
    ['/x?reset_password_token=', '/x?reset_password_token=[redacted]'],
    ['/x?a=1&bad%E0name=2', '/x?a=1&bad%E0name=2'],
    ['/api/sites', '/api/sites'],
    [
      '/api/members/sites/hamley-bridge/data_views?from=2026-11-01',
      '/api/members/sites/hamley-bridge/data_views?from=2026-11-01',
    ],
  ])('%s logs as %s', (url, logged) => {
    expect(redactUrlSecrets(url)).toBe(logged);
  });
});

describe('the request log', () => {
  it('carries no reset or invitation token, however the URL names it', async () => {
    let logged = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    // The app's own not-found handler answers unknown paths; Fastify's default one would log the raw URL.
    app.get('/new_password', async () => 'ok');
    app.get('/complete_signup', async () => 'ok');
    await app.inject({ method: 'GET', url: '/new_password?reset_password_token=s3cret-reset&redirect_url=%2F' });
    await app.inject({ method: 'GET', url: '/complete_signup?invitation_token=s3cret-invite&email=jo%40example.com' });
    await app.close();
    expect(logged).toContain('/new_password?reset_password_token=[redacted]&redirect_url=%2F');
    expect(logged).toContain('/complete_signup?invitation_token=[redacted]');
    expect(logged).not.toContain('s3cret');
  });
});
