import { userDetailsUpdatedTexts } from '@mesonet/shared/account/user-details';
import { AccountDialog } from './account-dialog';

/** Spec §4, §8: the update went through, and the new email address means logging in again. */
export function EmailChangedDialog({ onLogIn }: { onLogIn: () => void }) {
  const texts = userDetailsUpdatedTexts(true);
  return (
    <AccountDialog
      tone="success"
      title={texts.title}
      onClose={onLogIn}
      actions={
        <button type="button" className="button button--primary" onClick={onLogIn}>
          Log In Again
        </button>
      }
    >
      <p>{texts.message}</p>
      <p>{texts.notice}</p>
    </AccountDialog>
  );
}
