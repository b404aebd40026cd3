import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { companyUsersKey } from '../api/get-company-users';
import { companyUsersMutationKey } from '../api/update-company-settings';

/**
 * True while the users list first loads or a change to the company's people is saved: the account
 * screen's loading overlay covers the page then. Refreshing a list already shown does not cover it.
 */
export function useCompanyUsersBusy(): boolean {
  const loading = useIsFetching({ queryKey: companyUsersKey, predicate: (query) => query.state.data === undefined });
  const saving = useIsMutating({ mutationKey: companyUsersMutationKey });
  return loading + saving > 0;
}
