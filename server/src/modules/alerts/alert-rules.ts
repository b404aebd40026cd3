import {
  alertRuleLimitMessage,
  type AlertRule,
  type AlertRuleInput,
  type AlertTarget,
  type alertRuleInputSchema,
} from '@mesonet/shared/contracts/alerts.schema';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { growingSeasonAccessMessages } from '@mesonet/shared/growing-seasons/growing-season-access';
import { alertRuleLimitOf } from '@mesonet/shared/alerts/alert-access';
import type { z } from 'zod';
import type { Repositories } from '../../db/repositories';
import type { UnitOfWork } from '../../db/unit-of-work';
import { ApiError } from '../../http/api-error';
import { nearestLiveStation } from '../growing-seasons/season-steps';
import type { LiveNetwork } from '../live/live-network';
import { presentAlertRule } from './alerts.presenter';
import type { AlertsRepository } from './alerts.repository';

export type ParsedRuleInput = z.output<typeof alertRuleInputSchema>;
export type { AlertRuleInput };

export interface AlertsDeps {
  alerts: AlertsRepository;
  transactions: UnitOfWork<Repositories>;
  live: LiveNetwork;
  loadUser(userId: number): Promise<AuthUser>;
  clock: () => Date;
  /** Rules changed: cached rules per station (here and in the other processes) are stale. */
  onRulesChanged?(): void;
}

export const unknownRuleError = () => ApiError.field(404, 'alert_rule_id', 'is not a known alert rule');

/** The rules the user's plan allows; 0 on plans without alerts, and for a member removed from the company. */
export const ruleLimitOf = (user: AuthUser) => alertRuleLimitOf(user);

/** A write on a plan without alerts is refused, as every plan-gated change is. */
export async function requireAlertsPlan(deps: Pick<AlertsDeps, 'loadUser'>, userId: number): Promise<AuthUser> {
  const user = await deps.loadUser(userId);
  if (ruleLimitOf(user) === 0) throw ApiError.field(403, 'base', growingSeasonAccessMessages.notInPlan);
  return user;
}

/**
 * The stations a target watches, checked: each named station must exist; the Home location and a growing
 * location must be the user's company's, and watch their nearest station (`nearest_site_slug`).
 */
async function stationIdsOf(deps: AlertsDeps, repos: Repositories, user: AuthUser, target: AlertTarget) {
  if (target.type === 'stations') {
    const bySlug = new Map(deps.live.stations().map(({ station }) => [station.slug, station.id]));
    const unknown = target.station_slugs.filter((slug) => !bySlug.has(slug));
    if (unknown.length > 0) {
      throw ApiError.unprocessable('target.station_slugs', ...unknown.map((slug) => `${slug} is not a known station`));
    }
    return [...new Set(target.station_slugs.map((slug) => bySlug.get(slug) ?? 0))];
  }
  const slug = target.type === 'home_location' ? 'home' : target.growing_location_slug;
  const field = target.type === 'home_location' ? 'target' : 'target.growing_location_slug';
  const companyId = (await repos.alerts.userOf(user.id))?.companyId ?? 0;
  const location = await repos.growingSeasons.findLocation(companyId, slug);
  if (!location) {
    throw ApiError.unprocessable(
      field,
      target.type === 'home_location' ? 'Set your Home location first' : 'is not one of your growing locations',
    );
  }
  const nearest = nearestLiveStation(deps.live, location);
  if (!nearest) throw ApiError.unprocessable(field, 'has no station near it');
  return [nearest.site.id];
}

async function checkedProfileId(repos: Repositories, userId: number, input: ParsedRuleInput): Promise<number | null> {
  const event = input.event;
  if (event.kind !== 'spray_window_opens' && event.kind !== 'spray_window_closes') return null;
  if (event.spray_profile_id === null) return null;
  const profile = await repos.alerts.findProfile(userId, event.spray_profile_id);
  if (!profile) throw ApiError.unprocessable('event.spray_profile_id', 'is not one of your spray profiles');
  return profile.id;
}

const ruleFields = (input: ParsedRuleInput, sprayProfileId: number | null, now: Date) => ({
  name: input.name,
  target: input.target,
  event: input.event,
  sprayProfileId,
  quietHours: input.quiet_hours,
  channels: [...new Set(input.channels)],
  paused: input.paused,
  updatedAt: now,
});

export async function listRules(deps: AlertsDeps, userId: number) {
  const user = await deps.loadUser(userId);
  const rows = await deps.alerts.listRules(userId);
  return { alert_rules: rows.map(presentAlertRule), rule_limit: ruleLimitOf(user) };
}

/** Creates a rule within the plan's limit, counted under a lock on the user so concurrent creates cannot pass it. */
export async function createRule(deps: AlertsDeps, userId: number, input: ParsedRuleInput): Promise<AlertRule> {
  const user = await requireAlertsPlan(deps, userId);
  const limit = ruleLimitOf(user);
  const row = await deps.transactions.run(async (repos) => {
    await repos.alerts.lockUser(userId);
    if ((await repos.alerts.countRules(userId)) >= limit) {
      throw ApiError.unprocessable('base', alertRuleLimitMessage(limit));
    }
    const stationIds = await stationIdsOf(deps, repos, user, input.target);
    const sprayProfileId = await checkedProfileId(repos, userId, input);
    const now = deps.clock();
    const created = await repos.alerts.insertRule({
      userId,
      ...ruleFields(input, sprayProfileId, now),
      createdAt: now,
    });
    await repos.alerts.setRuleStations(created.id, stationIds);
    return created;
  });
  deps.onRulesChanged?.();
  return presentAlertRule(row);
}

export async function updateRule(
  deps: AlertsDeps,
  userId: number,
  ruleId: number,
  input: ParsedRuleInput,
): Promise<AlertRule> {
  const user = await requireAlertsPlan(deps, userId);
  const row = await deps.transactions.run(async (repos) => {
    if (!(await repos.alerts.findRule(userId, ruleId))) throw unknownRuleError();
    const stationIds = await stationIdsOf(deps, repos, user, input.target);
    const sprayProfileId = await checkedProfileId(repos, userId, input);
    const updated = await repos.alerts.updateRule(userId, ruleId, ruleFields(input, sprayProfileId, deps.clock()));
    if (!updated) throw unknownRuleError();
    await repos.alerts.setRuleStations(ruleId, stationIds);
    return updated;
  });
  deps.onRulesChanged?.();
  return presentAlertRule(row);
}

/** Deleting a rule already gone answers the same: the grower's intent is met either way. */
export async function deleteRule(deps: AlertsDeps, userId: number, ruleId: number): Promise<void> {
  await deps.alerts.deleteRule(userId, ruleId);
  deps.onRulesChanged?.();
}
