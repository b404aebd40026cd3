import type { AlertRule, SprayProfileResponse } from '@mesonet/shared/contracts/alerts.schema';
import { useId, type RefObject } from 'react';
import { Modal } from '@/components/ui/modal';
import { AlertRuleForm } from './alert-rule-form';
import type { AlertPlaces } from './alert-target-fields';

interface AlertRuleModalProps extends AlertPlaces {
  userId: number;
  /** The rule to edit; null for a new one. */
  rule: AlertRule | null;
  sprayProfiles: readonly SprayProfileResponse[];
  onClose: () => void;
  onSaved: (rule: AlertRule) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** The alert rule form in a modal, over the list it adds to or changes. */
export function AlertRuleModal({ rule, onClose, returnFocusRef, ...props }: AlertRuleModalProps) {
  const titleId = useId();
  return (
    <Modal titleId={titleId} onClose={onClose} returnFocusRef={returnFocusRef} className="alert-modal">
      <h2 className="modal__title" id={titleId}>
        {rule ? `Edit ‘${rule.name}’` : 'New alert rule'}
      </h2>
      <AlertRuleForm rule={rule} onCancel={onClose} {...props} />
    </Modal>
  );
}
