import {
  growingSeasonLimitMessage,
  maxGrowingSeasons,
  type GrowingSeason,
} from '@mesonet/shared/contracts/growing-seasons.schema';
import { homeLocationSlug } from '@mesonet/shared/growing-seasons/home-location';
import { sowingDateIssue, type GrowingSeasonValues } from '@mesonet/shared/growing-seasons/growing-season-rules';
import { growingSeasonMessages } from '@mesonet/shared/growing-seasons/growing-season.messages';
import { localDateAt, networkTimeZone, type LocalDate } from '@mesonet/shared/time/local-time';
import { ApiError } from '../../http/api-error';
import { forgetSeason, seasonAnswers } from './season-days';
import { requireEditor, seasonPlace, type GrowingSeasonsDeps, type SeasonMember } from './season-steps';

async function networkFirstDate(deps: GrowingSeasonsDeps): Promise<LocalDate | null> {
  const cached = deps.networkFirstDateCache.get('network');
  if (cached !== undefined) return cached;
  const found = await deps.repository.networkFirstDate(networkTimeZone);
  deps.networkFirstDateCache.set('network', found);
  return found;
}

/** Stores the season under the company's lock, so two new seasons at once cannot pass the limit. */
function storeSeason(
  deps: GrowingSeasonsDeps,
  member: SeasonMember,
  id: string,
  values: GrowingSeasonValues,
  now: Date,
) {
  return deps.transactions.run(async ({ growingSeasons: locked }) => {
    await locked.lockCompany(member.companyId);
    const existing = await locked.findSeason(member.companyId, id);
    if (!existing && (await locked.countSeasons(member.companyId)) >= maxGrowingSeasons) {
      throw ApiError.unprocessable('base', growingSeasonLimitMessage);
    }
    return locked.saveSeason(
      member.companyId,
      id,
      {
        name: values.name,
        sowingDate: values.sowing_date,
        emergenceDateOption: values.emergence_date_option,
        emergenceDate: values.emergence_date,
        floralInitiationDateOption: values.floral_initiation_date_option,
        floralInitiationDate: values.floral_initiation_date,
        harvestDateOption: values.harvest_date_option,
        harvestDate: values.harvest_date,
        locationOption: values.location_option,
        customLat: values.location?.lat ?? null,
        customLng: values.location?.lng ?? null,
        updatedByUserId: member.user.id,
      },
      now,
    );
  });
}

export async function saveSeason(
  deps: GrowingSeasonsDeps,
  member: SeasonMember,
  id: string,
  values: GrowingSeasonValues,
): Promise<GrowingSeason> {
  requireEditor(member);
  const now = deps.clock();
  const sowingIssue = sowingDateIssue(values.sowing_date, {
    networkFirstDate: await networkFirstDate(deps),
    today: localDateAt(now.getTime(), networkTimeZone),
  });
  if (sowingIssue !== null) throw ApiError.unprocessable('sowing_date', sowingIssue);
  const home = await deps.repository.findLocation(member.companyId, homeLocationSlug);
  if (values.location_option === 'home' && !home) {
    throw ApiError.unprocessable('location_option', growingSeasonMessages.homeLocationRequired);
  }
  const row = await storeSeason(deps, member, id, values, now);
  forgetSeason(deps, member.companyId, id);
  const [answer] = await seasonAnswers(deps, member.viewer, [seasonPlace(deps, row, home)]);
  return answer!;
}

export async function deleteSeason(deps: GrowingSeasonsDeps, member: SeasonMember, id: string): Promise<void> {
  requireEditor(member);
  await deps.repository.deleteSeason(member.companyId, id);
  forgetSeason(deps, member.companyId, id);
}
