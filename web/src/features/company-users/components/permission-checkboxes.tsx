import { memberPermissions } from '@mesonet/shared/account/account-roles';
import { operatorConsolePermission } from '@mesonet/shared/operator-console/operator-access';
import type { UseFormRegister } from 'react-hook-form';
import './company-users.css';

/** The form fields of the three permissions (the payloads of spec §7 call them `permission_<key>`). */
export interface PermissionFields {
  permission_home_location_growing_seasons?: boolean | undefined;
  permission_account_billing?: boolean | undefined;
  permission_user_management?: boolean | undefined;
  permission_operator_console?: boolean | undefined;
}

/**
 * The three permissions a member can be given, as checkboxes with the spec's labels (§6), and Operator
 * Console where the caller offers it (the admin company's user edit view).
 */
export function PermissionCheckboxes<F extends PermissionFields>({
  idPrefix,
  register,
  operatorConsole = false,
}: {
  idPrefix: string;
  register: UseFormRegister<F>;
  operatorConsole?: boolean;
}) {
  const offered = operatorConsole ? [...memberPermissions, operatorConsolePermission] : memberPermissions;
  // The generic form type hides that these names exist on every form with PermissionFields.
  const registerPermission = register as unknown as UseFormRegister<PermissionFields>;
  return (
    <fieldset className="choices">
      <legend className="choices__legend">Permissions</legend>
      {offered.map(({ key, label }) => {
        const id = `${idPrefix}-${key}`;
        return (
          <div className="choices__option" key={key}>
            <input id={id} type="checkbox" {...registerPermission(`permission_${key}`)} />
            <label htmlFor={id}>{label}</label>
          </div>
        );
      })}
    </fieldset>
  );
}
