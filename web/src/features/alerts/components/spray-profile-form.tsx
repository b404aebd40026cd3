import { FormActions } from '@/components/form/form-actions';
import type { SprayProfileResponse } from '@mesonet/shared/contracts/alerts.schema';
import type { SprayProfileInput } from '@mesonet/shared/spray/spray-limits';
import {
  sprayLimitDefaultText,
  sprayLimitFieldList,
  sprayProfileFormFields,
  sprayProfileFormSchema,
  sprayProfileFormValues,
  type SprayProfileFormValues,
} from '@mesonet/shared/alerts/spray-profile-form';
import { useId, useState, type RefObject } from 'react';
import { Form, FormErrors } from '@/components/form/form';
import { FormField } from '@/components/form/form-field';
import { Modal } from '@/components/ui/modal';
import { showApiErrorOnForm } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/schema-form';
import { useSaveSprayProfile } from '../api/spray-profiles';

interface SprayProfileModalProps {
  userId: number;
  /** The profile to edit; null for a new one. */
  profile: SprayProfileResponse | null;
  onClose: () => void;
  onSaved: (profile: SprayProfileResponse) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * A spray profile's name and the limits it tightens, each box empty for the default (shown as its
 * hint); a looser value is refused with the limit it may not pass.
 */
export function SprayProfileModal({ userId, profile, onClose, onSaved, returnFocusRef }: SprayProfileModalProps) {
  const titleId = useId();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const save = useSaveSprayProfile(userId);
  const form = useSchemaForm<SprayProfileFormValues, SprayProfileInput>(sprayProfileFormSchema, {
    defaultValues: sprayProfileFormValues(profile),
  });

  function submit(request: SprayProfileInput) {
    setFormErrors([]);
    save.mutate(
      { id: profile?.id ?? null, profile: request },
      {
        onSuccess: onSaved,
        onError: (error) => setFormErrors(showApiErrorOnForm(form.setError, error, { fields: sprayProfileFormFields })),
      },
    );
  }

  return (
    <Modal titleId={titleId} onClose={onClose} returnFocusRef={returnFocusRef} className="alert-modal">
      <h2 className="modal__title" id={titleId}>
        {profile ? `Edit ‘${profile.name}’` : 'New spray profile'}
      </h2>
      <Form form={form} className="form alert-form" onSubmit={submit}>
        <FormField
          id="spray-profile-name"
          label="Profile name"
          required
          autoComplete="off"
          placeholder="e.g. Glyphosate label"
          name="name"
        />
        <fieldset className="field alert-form__group">
          <legend className="field__label">Limits</legend>
          <p className="field__hint">Leave a box empty to keep the default. A profile may only tighten a limit.</p>
          <div className="spray-limits">
            {sprayLimitFieldList.map((limit) => (
              <FormField
                key={limit.field}
                id={`spray-limit-${limit.field}`}
                label={`${limit.label} (${limit.unit})`}
                hint={sprayLimitDefaultText(limit)}
                type="number"
                step="any"
                autoComplete="off"
                name={limit.field}
              />
            ))}
          </div>
        </fieldset>
        <FormErrors messages={formErrors} />
        <FormActions className="alert-form__actions" busy={save.isPending} busyLabel="Saving…" onCancel={onClose}>
          Save
        </FormActions>
      </Form>
    </Modal>
  );
}
