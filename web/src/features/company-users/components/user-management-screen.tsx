import type { UserManagementRow } from '@mesonet/shared/account/company-users';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { UserManagementLoaded, type UserManagementListView } from './company-users-gate';
import './company-users.css';

/**
 * Spec §2 "User management": the company's people by the shared rule, 'Invite New User' up to the limit,
 * and the success banner of an invitation just sent (`notice`).
 */
export function UserManagementScreen({ user, notice }: { user: AuthUser; notice: string | null }) {
  return (
    <UserManagementLoaded user={user}>
      {(view) => <UserManagementList view={view} notice={notice} />}
    </UserManagementLoaded>
  );
}

function UserManagementList({ view, notice }: { view: UserManagementListView; notice: string | null }) {
  return (
    <div className="people">
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <div className="people__toolbar">
        <p className="people__count">
          {view.active_users} of {view.permitted_users} users
        </p>
        {view.invite.allowed ? (
          <Link className="button button--primary" to={paths.accountScreen.getHref('user_management/invite')}>
            Invite New User
          </Link>
        ) : (
          <button type="button" className="button button--primary" disabled aria-describedby="people-limit">
            Invite New User
          </button>
        )}
      </div>
      {view.invite.message ? (
        <p className="people__limit" id="people-limit">
          {view.invite.message}
        </p>
      ) : null}
      <ul className="people-list" aria-label="Users">
        {view.rows.map((row) => (
          <li key={row.email} className="people-list__item">
            <UserRow row={row} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function UserRow({ row }: { row: UserManagementRow }) {
  const content = (
    <>
      <span className="people-list__name">{row.name}</span>
      {row.name !== row.email ? <span className="people-list__email">{row.email}</span> : null}
      {row.owner || row.tags.length > 0 ? (
        <span className="people-list__tags">
          {row.owner ? <span className="people-list__tag people-list__tag--owner">Account Owner</span> : null}
          {row.tags.map((tag) => (
            <span className="people-list__tag" key={tag}>
              {tag}
            </span>
          ))}
        </span>
      ) : null}
    </>
  );
  if (!row.clickable) return <div className="people-list__row">{content}</div>;
  return (
    <Link
      className="people-list__row people-list__row--link"
      to={paths.accountUserEdit.getHref({ emailAddress: row.email })}
    >
      {content}
      <span className="people-list__chevron" aria-hidden="true">
        ›
      </span>
    </Link>
  );
}
