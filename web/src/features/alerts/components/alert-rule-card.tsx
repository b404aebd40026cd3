import type { AlertRule } from '@mesonet/shared/contracts/alerts.schema';
import { alertRulePausedRequest } from '@mesonet/shared/alerts/alert-rule-form';
import {
  alertChannelsText,
  alertEventText,
  alertTargetText,
  lastNotifiedText,
  listInWords,
  quietHoursText,
  type AlertTargetNames,
  type SprayProfileName,
} from '@mesonet/shared/alerts/alert-rule-text';
import { alertChannelLabels } from '@mesonet/shared/contracts/alerts.schema';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiErrorMessages } from '@/lib/api-client';
import { useDeleteAlertRule, useSaveAlertRule, useSendAlertRuleTest } from '../api/alert-rules';

interface AlertRuleCardProps {
  userId: number;
  rule: AlertRule;
  names: AlertTargetNames;
  sprayProfileName: SprayProfileName;
  onEdit: (rule: AlertRule, button: HTMLButtonElement) => void;
  onDeleted: () => void;
  /** Says what an action did (or why it failed) in the screen's live region. */
  announce: (message: string) => void;
}

/** One rule in words, with Edit, Pause or Resume, Send test and Delete. */
export function AlertRuleCard({ rule, names, sprayProfileName, ...actions }: AlertRuleCardProps) {
  return (
    <li className={rule.paused ? 'card alert-card alert-card--paused' : 'card alert-card'}>
      <div className="alert-card__head">
        <h3 className="alert-card__title">{rule.name}</h3>
        {rule.paused ? <span className="pill alert-card__paused">Paused</span> : null}
      </div>
      <dl className="alert-facts">
        <dt>When</dt>
        <dd>{alertEventText(rule.event, sprayProfileName)}</dd>
        <dt>Where</dt>
        <dd>{alertTargetText(rule.target, names)}</dd>
        <dt>Quiet hours</dt>
        <dd>{quietHoursText(rule.quiet_hours)}</dd>
        <dt>Channels</dt>
        <dd>{alertChannelsText(rule.channels)}</dd>
      </dl>
      <p className="alert-card__last">{lastNotifiedText(rule.last_notified_at)}</p>
      <RuleActions rule={rule} {...actions} />
    </li>
  );
}

type RuleActionsProps = Omit<AlertRuleCardProps, 'names' | 'sprayProfileName'>;

function RuleActions({ userId, rule, onEdit, onDeleted, announce }: RuleActionsProps) {
  const save = useSaveAlertRule(userId);
  const test = useSendAlertRuleTest(userId);
  const failed = (error: unknown) => announce(apiErrorMessages(error).join(' '));

  const togglePaused = () =>
    save.mutate(
      { id: rule.id, rule: alertRulePausedRequest(rule, !rule.paused) },
      {
        onSuccess: (saved) => announce(`‘${saved.name}’ is ${saved.paused ? 'paused' : 'on again'}.`),
        onError: failed,
      },
    );
  const sendTest = () =>
    test.mutate(rule.id, {
      onSuccess: ({ sent }) =>
        announce(
          sent.length > 0
            ? `Test sent for ‘${rule.name}’: ${listInWords(sent.map((channel) => alertChannelLabels[channel]))}.`
            : `No test was sent for ‘${rule.name}’.`,
        ),
      onError: failed,
    });

  return (
    <div className="alert-card__actions">
      <button
        type="button"
        className="button button--secondary"
        aria-label={`Edit ‘${rule.name}’`}
        onClick={(event) => onEdit(rule, event.currentTarget)}
      >
        Edit
      </button>
      <button
        type="button"
        className="button button--secondary"
        aria-label={`${rule.paused ? 'Resume' : 'Pause'} ‘${rule.name}’`}
        disabled={save.isPending}
        onClick={togglePaused}
      >
        {rule.paused ? 'Resume' : 'Pause'}
      </button>
      <button
        type="button"
        className="button button--secondary"
        aria-label={`Send test for ‘${rule.name}’`}
        disabled={test.isPending}
        aria-busy={test.isPending || undefined}
        onClick={sendTest}
      >
        {test.isPending ? 'Sending…' : 'Send test'}
      </button>
      <DeleteRule userId={userId} rule={rule} onDeleted={onDeleted} announce={announce} />
    </div>
  );
}

/** Delete, after the one confirmation dialog: a deleted rule cannot be brought back. */
function DeleteRule({ userId, rule, onDeleted, announce }: Omit<RuleActionsProps, 'onEdit'>) {
  const deleteRef = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAlertRule(userId);
  return (
    <>
      <button
        ref={deleteRef}
        type="button"
        className="button button--secondary alert-button--delete"
        aria-label={`Delete ‘${rule.name}’`}
        onClick={() => setConfirming(true)}
      >
        Delete
      </button>
      <ConfirmDialog
        open={confirming}
        title="Delete this alert rule?"
        error={remove.isError ? apiErrorMessages(remove.error)[0] : null}
        confirmLabel="Delete"
        busy={remove.isPending}
        busyLabel="Deleting…"
        onConfirm={() =>
          remove.mutate(rule.id, {
            onSuccess: () => {
              announce(`‘${rule.name}’ is deleted.`);
              onDeleted();
            },
          })
        }
        onCancel={() => {
          remove.reset();
          setConfirming(false);
        }}
        returnFocusRef={deleteRef}
      >
        <p>Delete ‘{rule.name}’? It will no longer notify you. This cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}
