import type { StationOption } from '@mesonet/shared/account/station-options';
import type { SavedCompanyDetails } from '@mesonet/shared/contracts/account.schema';
import type { SavedUserSurvey } from '@mesonet/shared/contracts/company.schema';
import type { UseQueryResult } from '@tanstack/react-query';
import type { useSaveCompanyDetails } from '../api/company-details';
import type { useSaveUserSurvey } from '../api/user-survey';
import { LoadFailure } from '@/components/ui/load-failure';
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
    return <LoadFailure what="Your company details" query={details} />;
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
    return <LoadFailure what="Your survey answers" query={survey} />;
  }
  if (stations.isError) {
    return <LoadFailure what="The list of stations" query={stations} />;
  }
  if (survey.data === undefined || stations.data === undefined) return null;
  return <UserSurveyForm saved={survey.data} stations={stations.data} save={save} />;
}
