import { accountMessages as m } from '@mesonet/shared/account/account.messages';
import './company-users.css';

/** Without a plan, only the spec's sentence; without the permission, why not. */
export function CompanyUsersUnavailable({
  state,
}: {
  state: { state: 'forbidden' } | { state: 'no_plan'; message: string };
}) {
  return <p className="people__unavailable">{state.state === 'no_plan' ? state.message : m.notPermitted}</p>;
}
