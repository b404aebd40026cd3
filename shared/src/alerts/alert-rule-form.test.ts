import { describe, expect, it } from 'vitest';
import type { AlertRule } from '../contracts/alerts.schema';
import {
  alertRuleFormErrors,
  alertRuleFormSchema,
  alertRuleFormValues,
  alertRulePausedRequest,
  alertRuleRequest,
  newAlertRuleFormValues,
  type AlertRuleFormValues,
} from './alert-rule-form';

// The alert rule form against contracts/alerts.schema.ts: what it sends, and where each message goes.

const form = (change: Partial<AlertRuleFormValues>): AlertRuleFormValues => ({
  ...newAlertRuleFormValues,
  name: 'Spray at Jamestown',
  station_slugs: ['jamestown'],
  ...change,
});

describe('the request a filled-in form sends', () => {
  it.each<[Partial<AlertRuleFormValues>, Partial<ReturnType<typeof alertRuleRequest>>]>([
    [
      {},
      {
        target: { type: 'stations', station_slugs: ['jamestown'] },
        event: { kind: 'spray_window_opens', spray_profile_id: null },
      },
    ],
    [
      { spray_profile_id: '7', event_kind: 'spray_window_closes' },
      { event: { kind: 'spray_window_closes', spray_profile_id: 7 } },
    ],
    [{ target_type: 'home_location' }, { target: { type: 'home_location' } }],
    [
      { target_type: 'growing_location', growing_location_slug: 'north' },
      { target: { type: 'growing_location', growing_location_slug: 'north' } },
    ],
    [{ event_kind: 'frost', below_celsius: '-1.5' }, { event: { kind: 'frost', below_celsius: -1.5 } }],
    [{ event_kind: 'rain_since_9am', above_mm: '12' }, { event: { kind: 'rain_since_9am', above_mm: 12 } }],
    [{ event_kind: 'station_stale', after_minutes: '90' }, { event: { kind: 'station_stale', after_minutes: 90 } }],
    [{ event_kind: 'gfdi_band', gfdi_band: 'severe' }, { event: { kind: 'gfdi_band', gfdi_band: 'severe' } }],
    [{ event_kind: 'ghcop_stop' }, { event: { kind: 'ghcop_stop' } }],
    [{ quiet_hours_on: true }, { quiet_hours: { start: '21:30', end: '06:00' } }],
    [{ quiet_hours_on: false }, { quiet_hours: null }],
    [{ channels: ['push', 'in_app'] }, { channels: ['in_app', 'push'] }],
  ])('%j sends %j', (change, expected) => {
    expect(alertRuleRequest(form(change))).toMatchObject(expected);
  });
});

describe('the form checks with the contract, each message under its box', () => {
  const errorsOf = (change: Partial<AlertRuleFormValues>) => {
    const result = alertRuleFormSchema.safeParse(form(change));
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it.each<[Partial<AlertRuleFormValues>, Record<string, string>]>([
    [{}, {}],
    [{ name: '  ' }, { name: 'Rule name is required' }],
    [{ station_slugs: [] }, { station_slugs: 'Choose at least one station' }],
    [{ target_type: 'growing_location' }, { growing_location_slug: 'Choose a growing location' }],
    [{ target_type: 'home_location', station_slugs: [] }, {}],
    [{ event_kind: 'frost', below_celsius: '' }, { below_celsius: 'Enter a temperature' }],
    [{ event_kind: 'frost', below_celsius: 'cold' }, { below_celsius: 'Enter a temperature' }],
    [{ event_kind: 'frost', below_celsius: '11' }, { below_celsius: 'Must be between -10 and 10 °C' }],
    [{ event_kind: 'rain_since_9am', above_mm: '0.1' }, { above_mm: 'Must be between 0.2 and 200 mm' }],
    [{ event_kind: 'station_stale', after_minutes: '45.5' }, { after_minutes: 'Must be whole minutes' }],
    // A setting of a kind not chosen is not judged.
    [{ event_kind: 'ghcop_stop', below_celsius: '' }, {}],
    [{ quiet_hours_on: true, quiet_end: '21:30' }, { quiet_end: 'Must differ from the start' }],
    [{ quiet_hours_on: true, quiet_start: '' }, { quiet_start: 'Use a time like 21:30' }],
    [{ quiet_hours_on: false, quiet_start: '' }, {}],
    [{ channels: [] }, { channels: 'Choose at least one channel' }],
  ])('%j: %j', (change, errors) => {
    expect(errorsOf(change)).toEqual(errors);
  });
});

describe('a saved rule', () => {
  const rule: AlertRule = {
    id: 4,
    name: 'Frost at home',
    target: { type: 'home_location' },
    event: { kind: 'frost', below_celsius: -1 },
    quiet_hours: { start: '22:00', end: '05:30' },
    channels: ['email', 'push'],
    paused: true,
    created_at: '2026-11-27T00:00:00Z',
    last_notified_at: null,
  };

  it('opens in the form and is sent back unchanged', () => {
    const values = alertRuleFormValues(rule);
    expect(values).toMatchObject({ target_type: 'home_location', event_kind: 'frost', below_celsius: '-1' });
    const { id: _id, created_at: _created, last_notified_at: _last, ...input } = rule;
    expect(alertRuleRequest(values)).toEqual(input);
  });

  it.each([true, false])('paused %s is the same rule with only its state changed', (paused) => {
    expect(alertRulePausedRequest(rule, paused)).toEqual({ ...alertRuleRequest(alertRuleFormValues(rule)), paused });
  });
});

describe('server messages go under the box in use', () => {
  it.each<[Partial<AlertRuleFormValues>, string, string]>([
    [{}, 'target', 'station_slugs'],
    [{ target_type: 'growing_location' }, 'target', 'growing_location_slug'],
    [{ target_type: 'home_location' }, 'target', 'target_type'],
    [{ event_kind: 'frost' }, 'event', 'below_celsius'],
    [{ event_kind: 'spray_window_opens' }, 'event', 'spray_profile_id'],
    [{ event_kind: 'ghcop_stop' }, 'event', 'event_kind'],
    [{}, 'quiet_hours', 'quiet_end'],
    [{}, 'channels', 'channels'],
    [{}, 'name', 'name'],
  ])('%j: %s goes under %s', (change, fieldName, field) => {
    const shown = alertRuleFormErrors({ errors: [{ field_name: fieldName, messages: ['Wrong'] }] }, form(change));
    expect(shown).toEqual({ fields: { [field]: 'Wrong' }, form: [] });
  });

  it('base and unknown fields are said above the form', () => {
    const body = { errors: [{ field_name: 'base', messages: ['Your plan allows 3 alert rules.'] }] };
    expect(alertRuleFormErrors(body, form({}))).toEqual({ fields: {}, form: ['Your plan allows 3 alert rules.'] });
  });
});
