import { serverErrorMessages } from '@mesonet/shared/auth/auth.messages';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { ApiError } from '../../http/api-error';
import type { AuthRepository } from '../auth/auth.repository';
import type { ViewerService } from '../live/viewer.service';
import type { SeasonMember } from './season-steps';

/** Who asks about growing seasons: the user, their company and what their plan lets them see. */
export function createSeasonMemberService(deps: {
  users: AuthRepository;
  loadUser(userId: number): Promise<AuthUser>;
  viewers: Pick<ViewerService, 'viewerForUser'>;
}) {
  return {
    async memberOf(userId: number): Promise<SeasonMember> {
      const [user, found, viewer] = await Promise.all([
        deps.loadUser(userId),
        deps.users.findUserWithCompany(userId),
        deps.viewers.viewerForUser(userId),
      ]);
      if (!found) throw ApiError.field(401, 'base', serverErrorMessages.notSignedIn);
      return { user, companyId: found.user.companyId, viewer };
    },
  };
}
export type SeasonMemberService = ReturnType<typeof createSeasonMemberService>;
