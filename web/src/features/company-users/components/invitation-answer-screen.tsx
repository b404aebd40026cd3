import { invitationScreenCopy, type InvitationKind } from '@mesonet/shared/account/invitation-screens';
import { Form } from '@/components/form/form';
import {
  ownershipInvitationResponseSchema,
  ownershipInvitationState,
  transferInvitationState,
  type InvitationResponse,
} from '@mesonet/shared/account/invitations';
import type { InvitationAnswerResponse } from '@mesonet/shared/contracts/account.schema';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { useEffect, useRef, useState } from 'react';
import { useSchemaForm } from '@/lib/schema-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/button';
import { LinkList } from '@/components/ui/link-list';
import { paths } from '@/config/paths';
import { useAnswerInvitation } from '../api/answer-invitation';
import { formErrorsFromApiError } from '@/lib/form-errors';
import './company-users.css';

interface InvitationAnswerScreenProps {
  kind: InvitationKind;
  user: AuthUser;
  /** When the screen opened: an invitation is good for 7 days from its sending. */
  now: Date;
  onUserChanged: (user: AuthUser) => void;
}

const homeLinks = [{ label: 'Return Home', to: paths.map.getHref() }];

/**
 * /company_ownership_invitation and /company_transfer_invitation for a signed-in user (spec §2): already
 * accepted, the invitation with Accept or Decline, or none; after answering, the outcome and 'Return Home'.
 */
export function InvitationAnswerScreen({ kind, user, now, onUserChanged }: InvitationAnswerScreenProps) {
  const [answer, setAnswer] = useState<InvitationAnswerResponse | null>(null);
  if (answer) return <InvitationAnswered answer={answer} />;

  const screen = kind === 'ownership' ? ownershipInvitationState(user, now) : transferInvitationState(user, now);
  const copy = invitationScreenCopy(kind, screen);
  if (screen.state !== 'invitation_exists') {
    return (
      <>
        <Alert tone="info">
          <p>{copy.message}</p>
          {copy.advice ? <p>{copy.advice}</p> : null}
        </Alert>
        <LinkList links={homeLinks} />
      </>
    );
  }
  return (
    <>
      <p className="invitation__company">{screen.company_name}</p>
      <p>{copy.message}</p>
      {copy.advice ? <p className="invitation__advice">{copy.advice}</p> : null}
      <InvitationAnswerForm
        kind={kind}
        companySlug={user.invited_permissions?.company_slug ?? null}
        onAnswered={setAnswer}
        onUserChanged={onUserChanged}
      />
    </>
  );
}

function InvitationAnswered({ answer }: { answer: InvitationAnswerResponse }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="people__outcome">
      <Alert tone={answer.outcome === 'accepted' ? 'success' : 'info'}>{answer.message}</Alert>
      <LinkList links={homeLinks} />
    </div>
  );
}

type AnswerFormValues = z.input<typeof ownershipInvitationResponseSchema>;
type AnswerFields = z.output<typeof ownershipInvitationResponseSchema>;

const choices: ReadonlyArray<{ value: InvitationResponse; label: string }> = [
  { value: 'accept', label: 'Accept' },
  { value: 'decline', label: 'Decline' },
];

function InvitationAnswerForm({
  kind,
  companySlug,
  onAnswered,
  onUserChanged,
}: {
  kind: InvitationKind;
  companySlug: string | null;
  onAnswered: (answer: InvitationAnswerResponse) => void;
  onUserChanged: (user: AuthUser) => void;
}) {
  const answerInvitation = useAnswerInvitation({ onDone: onAnswered, onUserChanged });
  // Spec §2: Accept is chosen until the user picks Decline.
  const form = useSchemaForm<AnswerFormValues, AnswerFields>(ownershipInvitationResponseSchema, {
    defaultValues: { acceptance_params: { response: 'accept' } },
  });
  const { register } = form;

  function submit({ acceptance_params: { response } }: AnswerFields) {
    answerInvitation.mutate(
      kind === 'ownership' ? { kind, response } : { kind, response, companySlug: companySlug ?? '' },
    );
  }

  return (
    <Form form={form} className="form people-form" onSubmit={submit}>
      {answerInvitation.isError ? (
        <Alert tone="error">{formErrorsFromApiError(answerInvitation.error, { fields: [] }).form.join(' ')}</Alert>
      ) : null}
      <fieldset className="choices">
        <legend className="choices__legend">Your answer</legend>
        {choices.map(({ value, label }) => (
          <div className="choices__option" key={value}>
            <input id={`invitation-${value}`} type="radio" value={value} {...register('acceptance_params.response')} />
            <label htmlFor={`invitation-${value}`}>{label}</label>
          </div>
        ))}
      </fieldset>
      <SubmitButton busy={answerInvitation.isPending} busyLabel="Sending your answer…">
        Submit
      </SubmitButton>
    </Form>
  );
}
