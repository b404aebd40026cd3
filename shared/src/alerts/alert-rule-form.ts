/**
 * The alert rule form as the grower fills it in, and the request it makes (contracts/alerts.schema.ts).
 * Every setting of every event kind and target type has its own field, so switching the event back and
 * forth keeps what was typed; only the chosen ones reach the request. Numbers stay text until sent, so
 * an empty box reads as the contract's 'Enter a temperature', not as 0.
 */
import { z } from 'zod';
import type { ApiErrorBody } from '../contracts/api-errors.schema';
import {
  alertChannels,
  alertEventKinds,
  alertRuleInputSchema,
  type AlertChannel,
  type AlertEvent,
  type AlertEventKind,
  type AlertRule,
  type AlertRuleInput,
  type AlertTarget,
  type GfdiAlertBand,
} from '../contracts/alerts.schema';

export const alertTargetTypes = ['stations', 'home_location', 'growing_location'] as const;
export type AlertTargetType = (typeof alertTargetTypes)[number];

export interface AlertRuleFormValues {
  name: string;
  target_type: AlertTargetType;
  station_slugs: string[];
  growing_location_slug: string;
  event_kind: AlertEventKind;
  /** '' for the default limits. */
  spray_profile_id: string;
  gfdi_band: string;
  below_celsius: string;
  above_mm: string;
  after_minutes: string;
  quiet_hours_on: boolean;
  quiet_start: string;
  quiet_end: string;
  channels: AlertChannel[];
  paused: boolean;
}

export type AlertRuleFormField = keyof AlertRuleFormValues;

/** The fields in the form's order: server messages go under them in this order. */
export const alertRuleFormFields: readonly AlertRuleFormField[] = [
  'name',
  'target_type',
  'station_slugs',
  'growing_location_slug',
  'event_kind',
  'spray_profile_id',
  'gfdi_band',
  'below_celsius',
  'above_mm',
  'after_minutes',
  'quiet_hours_on',
  'quiet_start',
  'quiet_end',
  'channels',
];

/** A new rule: a spray window at the grower's stations, told in the app, with the night kept quiet. */
export const newAlertRuleFormValues: AlertRuleFormValues = {
  name: '',
  target_type: 'stations',
  station_slugs: [],
  growing_location_slug: '',
  event_kind: 'spray_window_opens',
  spray_profile_id: '',
  gfdi_band: 'very_high',
  below_celsius: '2',
  above_mm: '10',
  after_minutes: '60',
  quiet_hours_on: false,
  quiet_start: '21:30',
  quiet_end: '06:00',
  channels: ['in_app'],
  paused: false,
};

/** A saved rule in the form; the settings of kinds it does not use keep the new rule's. */
export function alertRuleFormValues(rule: AlertRule): AlertRuleFormValues {
  const values: AlertRuleFormValues = {
    ...newAlertRuleFormValues,
    name: rule.name,
    target_type: rule.target.type,
    event_kind: rule.event.kind,
    quiet_hours_on: rule.quiet_hours !== null,
    quiet_start: rule.quiet_hours?.start ?? newAlertRuleFormValues.quiet_start,
    quiet_end: rule.quiet_hours?.end ?? newAlertRuleFormValues.quiet_end,
    channels: [...rule.channels],
    paused: rule.paused,
  };
  if (rule.target.type === 'stations') values.station_slugs = [...rule.target.station_slugs];
  if (rule.target.type === 'growing_location') values.growing_location_slug = rule.target.growing_location_slug;
  const event = rule.event;
  if ('spray_profile_id' in event) values.spray_profile_id = event.spray_profile_id?.toString() ?? '';
  if (event.kind === 'gfdi_band') values.gfdi_band = event.gfdi_band;
  if (event.kind === 'frost') values.below_celsius = String(event.below_celsius);
  if (event.kind === 'rain_since_9am') values.above_mm = String(event.above_mm);
  if (event.kind === 'station_stale') values.after_minutes = String(event.after_minutes);
  return values;
}

/** A typed number, or undefined for an empty box (the contract then says what to enter). */
function typedNumber(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

function targetOf(values: AlertRuleFormValues): AlertTarget {
  switch (values.target_type) {
    case 'stations':
      return { type: 'stations', station_slugs: values.station_slugs };
    case 'home_location':
      return { type: 'home_location' };
    case 'growing_location':
      return { type: 'growing_location', growing_location_slug: values.growing_location_slug };
  }
}

/** The event with its one setting; a number left empty is sent as such, for the contract to name. */
function eventOf(values: AlertRuleFormValues): AlertEvent {
  const kind = values.event_kind;
  switch (kind) {
    case 'spray_window_opens':
    case 'spray_window_closes':
      return { kind, spray_profile_id: values.spray_profile_id === '' ? null : Number(values.spray_profile_id) };
    case 'gfdi_band':
      return { kind, gfdi_band: values.gfdi_band as GfdiAlertBand };
    case 'frost':
      return { kind, below_celsius: typedNumber(values.below_celsius) as number };
    case 'rain_since_9am':
      return { kind, above_mm: typedNumber(values.above_mm) as number };
    case 'station_stale':
      return { kind, after_minutes: typedNumber(values.after_minutes) as number };
    default:
      return { kind };
  }
}

/** The request body of the form's values: only the chosen target's and event's settings. */
export function alertRuleRequest(values: AlertRuleFormValues): AlertRuleInput {
  return {
    name: values.name,
    target: targetOf(values),
    event: eventOf(values),
    quiet_hours: values.quiet_hours_on ? { start: values.quiet_start, end: values.quiet_end } : null,
    channels: alertChannels.filter((channel) => values.channels.includes(channel)),
    paused: values.paused,
  };
}

/** The same rule with only its paused state changed: Pause and Resume send the whole rule back. */
export function alertRulePausedRequest(rule: AlertRule, paused: boolean): AlertRuleInput {
  const { name, target, event, quiet_hours, channels } = rule;
  return { name, target, event, quiet_hours, channels, paused };
}

/**
 * The form field a contract path names: a target's or event's setting goes under its own box, the
 * target or event itself under its choice, a quiet hours time under that time.
 */
export function alertRuleFormFieldOf(path: readonly PropertyKey[], values: AlertRuleFormValues): AlertRuleFormField {
  const [first, second] = path;
  if (first === 'target') {
    if (values.target_type === 'stations') return 'station_slugs';
    if (values.target_type === 'growing_location') return 'growing_location_slug';
    return 'target_type';
  }
  if (first === 'event') {
    if (typeof second === 'string' && (alertRuleFormFields as readonly string[]).includes(second)) {
      return second as AlertRuleFormField;
    }
    return settingFieldOf(values.event_kind) ?? 'event_kind';
  }
  if (first === 'quiet_hours') return second === 'start' ? 'quiet_start' : 'quiet_end';
  if (first === 'channels') return 'channels';
  return 'name';
}

/** The one setting of an event kind, if it has one. */
export function settingFieldOf(kind: AlertEventKind): AlertRuleFormField | null {
  switch (kind) {
    case 'spray_window_opens':
    case 'spray_window_closes':
      return 'spray_profile_id';
    case 'gfdi_band':
      return 'gfdi_band';
    case 'frost':
      return 'below_celsius';
    case 'rain_since_9am':
      return 'above_mm';
    case 'station_stale':
      return 'after_minutes';
    default:
      return null;
  }
}

/**
 * The form's schema: the contract's own rules (alertRuleInputSchema, the server's check) on the request
 * the values make, each message under the box it is about.
 */
export const alertRuleFormSchema = z
  .object({
    name: z.string(),
    target_type: z.enum(alertTargetTypes),
    station_slugs: z.array(z.string()),
    growing_location_slug: z.string(),
    event_kind: z.enum(alertEventKinds),
    spray_profile_id: z.string(),
    gfdi_band: z.string(),
    below_celsius: z.string(),
    above_mm: z.string(),
    after_minutes: z.string(),
    quiet_hours_on: z.boolean(),
    quiet_start: z.string(),
    quiet_end: z.string(),
    channels: z.array(z.enum(alertChannels)),
    paused: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const checked = alertRuleInputSchema.safeParse(alertRuleRequest(values));
    const seen = new Set<AlertRuleFormField>();
    for (const issue of checked.success ? [] : checked.error.issues) {
      const field = alertRuleFormFieldOf(issue.path, values);
      if (seen.has(field)) continue;
      seen.add(field);
      ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
    }
  })
  .transform(alertRuleRequest);

/** The fields a server message may name (CONTRACT.md §3: the first segment of the contract's path). */
const contractFields = new Set(['name', 'target', 'event', 'quiet_hours', 'channels']);

/**
 * A failed save as the form shows it: the contract's `target`, `event`, `quiet_hours` and `channels`
 * under the box the grower is using for them, `base` and anything else above the form.
 */
export function alertRuleFormErrors(
  body: ApiErrorBody,
  values: AlertRuleFormValues,
): { fields: Partial<Record<AlertRuleFormField, string>>; form: string[] } {
  const result: { fields: Partial<Record<AlertRuleFormField, string>>; form: string[] } = { fields: {}, form: [] };
  for (const error of body.errors) {
    if (!contractFields.has(error.field_name)) {
      result.form.push(...error.messages);
      continue;
    }
    const field = alertRuleFormFieldOf([error.field_name], values);
    result.fields[field] = [result.fields[field], ...error.messages].filter(Boolean).join(' ');
  }
  return result;
}
