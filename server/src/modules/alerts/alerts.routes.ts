import {
  alertRuleInputSchema,
  pushSubscriptionInputSchema,
  sprayProfileInputSchema,
} from '@mesonet/shared/contracts/alerts.schema';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/api-error';
import type { AuthService } from '../auth/auth.service';
import { requireSession, signedInSession } from '../auth/authenticate';
import { unknownRuleError } from './alert-rules';
import type { AlertsService } from './alerts.service';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const beforeQuery = z.object({ before: z.coerce.number().int().positive().max(2_147_483_647).optional() });
const endpointBody = z.object({ endpoint: z.string().min(1) });

/** A rule id that is not a number is not a known rule either. */
function ruleIdOf(params: unknown): number {
  const parsed = idParams.safeParse(params);
  if (!parsed.success) throw unknownRuleError();
  return parsed.data.id;
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** Alert rules, notifications, push subscriptions and spray profiles (contracts/alerts.schema.ts). */
export async function alertsRoutes(app: FastifyInstance, opts: { alerts: AlertsService; authService: AuthService }) {
  const { alerts } = opts;
  const signedIn = { preHandler: requireSession(opts.authService) };
  const userOf = (request: Parameters<typeof signedInSession>[0]) => signedInSession(request).userId;

  app.get('/api/members/alert_rules', signedIn, async (request, reply) => {
    noStore(reply);
    return alerts.listRules(userOf(request));
  });
  app.post('/api/members/alert_rules', signedIn, async (request, reply) => {
    const input = parseInput(alertRuleInputSchema, request.body);
    return reply.code(201).send(await alerts.createRule(userOf(request), input));
  });
  app.put('/api/members/alert_rules/:id', signedIn, async (request) => {
    const id = ruleIdOf(request.params);
    return alerts.updateRule(userOf(request), id, parseInput(alertRuleInputSchema, request.body));
  });
  app.delete('/api/members/alert_rules/:id', signedIn, async (request, reply) => {
    await alerts.deleteRule(userOf(request), ruleIdOf(request.params));
    return reply.code(204).send();
  });
  app.post('/api/members/alert_rules/:id/test', signedIn, async (request) =>
    alerts.sendTest(userOf(request), ruleIdOf(request.params)),
  );

  app.get('/api/members/notifications', signedIn, async (request, reply) => {
    const { before } = parseInput(beforeQuery, request.query);
    noStore(reply);
    return alerts.listNotifications(userOf(request), before ?? null);
  });
  app.post('/api/members/notifications/mark_all_read', signedIn, async (request) =>
    alerts.markAllRead(userOf(request)),
  );

  app.get('/api/members/push_subscriptions/public_key', signedIn, async () => alerts.pushPublicKey());
  app.post('/api/members/push_subscriptions', signedIn, async (request, reply) => {
    const input = parseInput(pushSubscriptionInputSchema, request.body);
    const { created } = await alerts.savePushSubscription(userOf(request), input);
    return reply.code(created ? 201 : 200).send({});
  });
  app.delete('/api/members/push_subscriptions', signedIn, async (request, reply) => {
    const { endpoint } = parseInput(endpointBody, request.body);
    await alerts.deletePushSubscription(userOf(request), endpoint);
    return reply.code(204).send();
  });

  app.get('/api/members/spray_profiles', signedIn, async (request, reply) => {
    noStore(reply);
    return alerts.listProfiles(userOf(request));
  });
  app.post('/api/members/spray_profiles', signedIn, async (request, reply) => {
    const input = parseInput(sprayProfileInputSchema, request.body);
    return reply.code(201).send(await alerts.createProfile(userOf(request), input));
  });
  app.put('/api/members/spray_profiles/:id', signedIn, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return alerts.updateProfile(userOf(request), id, parseInput(sprayProfileInputSchema, request.body));
  });
  app.delete('/api/members/spray_profiles/:id', signedIn, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    await alerts.deleteProfile(userOf(request), id);
    return reply.code(204).send();
  });
}
