import type { StationOption } from '@mesonet/shared/account/station-options';
import type { SavedCompanyDetails } from '@mesonet/shared/contracts/account.schema';
import type { SavedUserSurvey } from '@mesonet/shared/contracts/company.schema';
import type { UseQueryResult } from '@tanstack/react-query';
import type { useSaveCompanyDetails } from '../api/company-details';
import type { useSaveUserSurvey } from '../api/user-survey';
import { LoadFailure } from './account-panels';
import { CompanyDetailsForm } from './company-details-form';
import { UserSurveyForm } from './user-survey-form';

/** Company Details once its data is in (the frame's overlay shows meanwhile). */
export function CompanyDetailsScreen({
  details,
  save,
}: {
  details: UseQueryResult<SavedCompanyDetails>;
  save: ReturnType<typeof useSaveCompanyDetails>;
}) {
  if (details.isError) {
    return <LoadFailure what="Your company details" error={details.error} onRetry={() => void details.refetch()} />;
  }
  return details.data ? <CompanyDetailsForm saved={details.data} save={save} /> : null;
}

/** User Survey once the saved answers and the station list are in. */
export function UserSurveyScreen({
  survey,
  stations,
  save,
}: {
  survey: UseQueryResult<SavedUserSurvey | null>;
  stations: UseQueryResult<StationOption[]>;
  save: ReturnType<typeof useSaveUserSurvey>;
}) {
  if (survey.isError) {
    return <LoadFailure what="Your survey answers" error={survey.error} onRetry={() => void survey.refetch()} />;
  }
  if (stations.isError) {
    return <LoadFailure what="The list of stations" error={stations.error} onRetry={() => void stations.refetch()} />;
  }
  if (survey.data === undefined || stations.data === undefined) return null;
  return <UserSurveyForm saved={survey.data} stations={stations.data} save={save} />;
}
