import {
  alertRuleSchema,
  alertRulesResponseSchema,
  alertTestResponseSchema,
  type AlertRule,
  type AlertRuleInput,
} from '@mesonet/shared/contracts/alerts.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** Keyed by the viewer: one person's rules must never be shown to the next person signed in. */
const alertRulesKey = (userId: number) => ['alert-rules', userId] as const;

const rulePath = (id: number) => `/members/alert_rules/${id}`;

/** GET /api/members/alert_rules: the user's rules, newest first, and the plan's limit. */
export function getAlertRules(signal?: AbortSignal) {
  return api.get('/members/alert_rules', alertRulesResponseSchema, { signal });
}

export function useAlertRulesQuery(userId: number, enabled = true) {
  return useQuery(
    queryOptions({ queryKey: alertRulesKey(userId), queryFn: ({ signal }) => getAlertRules(signal), enabled }),
  );
}

export interface SaveAlertRule {
  /** The rule being changed; null for a new one. */
  id: number | null;
  rule: AlertRuleInput;
}

/** POST /api/members/alert_rules (new) or PUT /api/members/alert_rules/{id} (edit, pause, resume). */
export function saveAlertRule({ id, rule }: SaveAlertRule): Promise<AlertRule> {
  return id === null
    ? api.post('/members/alert_rules', rule, alertRuleSchema)
    : api.put(rulePath(id), rule, alertRuleSchema);
}

export function useSaveAlertRule(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAlertRule,
    // The order (newest first) and the count against the limit are the server's: ask again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertRulesKey(userId) }),
  });
}

/** DELETE /api/members/alert_rules/{id}: 204, and the same for a rule already gone. */
export function deleteAlertRule(id: number): Promise<unknown> {
  return api.delete(rulePath(id), z.unknown());
}

export function useDeleteAlertRule(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlertRule,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData(
        alertRulesKey(userId),
        (current: z.infer<typeof alertRulesResponseSchema> | undefined) =>
          current ? { ...current, alert_rules: current.alert_rules.filter((rule) => rule.id !== id) } : current,
      );
    },
  });
}

/** POST /api/members/alert_rules/{id}/test: a test through every channel of the rule now; names those sent. */
export function sendAlertRuleTest(id: number) {
  return api.post(`${rulePath(id)}/test`, {}, alertTestResponseSchema);
}

export function useSendAlertRuleTest(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAlertRuleTest,
    // An in-app test lands in the list and the header's count.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications', userId] }),
  });
}
