import { userDetailRequestSchema } from '@mesonet/shared/account/user-details';
import {
  completeSignupRequestSchema,
  createNewCompanyRequestSchema,
  invitationTokenQuerySchema,
  ownershipInvitationResponseSchema,
  transferInvitationResponseSchema,
} from '@mesonet/shared/account/invitations';
import { serverErrorMessages } from '@mesonet/shared/auth/auth.messages';
import { apiErrorBodyFromIssues } from '@mesonet/shared/contracts/api-errors.schema';
import { companySettingsPayloadKeys, companySettingsRequestSchema } from '@mesonet/shared/contracts/account.schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError, parseInput } from '../../http/api-error';
import type { AuthService } from '../auth/auth.service';
import { requireSession, signedInSession } from '../auth/authenticate';
import type { BillingService } from '../billing/billing.service';
import type { CompanySettingsService } from './company-settings.service';
import type { CompanyUsersService } from './company-users.service';
import type { InvitationsService } from './invitations.service';
import type { UserDetailsService } from './user-details.service';

/**
 * Parses a body whose fields sit under a payload key (spec §7: `company_details`, `acceptance_params`, …);
 * errors name the field inside, as the form knows it, not the payload key.
 */
function parseEnvelope<S extends z.ZodType>(schema: S, body: unknown, payloadKeys: readonly string[]): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => {
    // Nested payloads (billing's payment_details.local_details) are stripped too.
    let path = issue.path;
    while (typeof path[0] === 'string' && payloadKeys.includes(path[0])) path = path.slice(1);
    return { ...issue, path };
  });
  throw new ApiError(422, apiErrorBodyFromIssues(issues));
}

const companySettingsKeys = [...Object.values(companySettingsPayloadKeys), 'local_details'];

type AccountsRouteOptions = {
  authService: AuthService;
  companySettings: CompanySettingsService;
  companyUsers: CompanyUsersService;
  invitations: InvitationsService;
  userDetails: UserDetailsService;
  billing: BillingService;
};

const userIdOf = (request: FastifyRequest) => signedInSession(request).userId;
const personal = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/** One PUT for the whole account area: the update_type names the service call. */
function updateCompanySettings(opts: AccountsRouteOptions, userId: number, body: unknown) {
  const { companySettings, companyUsers, billing } = opts;
  const update = parseEnvelope(companySettingsRequestSchema, body, companySettingsKeys);
  switch (update.update_type) {
    case 'company_details':
      return companySettings.saveCompanyDetails(userId, update.company_details);
    case 'user_survey':
      return companySettings.saveUserSurvey(userId, update.user_survey_response);
    case 'invite_user_to_company':
      return companyUsers.invite(userId, update.invite_user_to_company_details);
    case 'update_user_permissions':
      return companyUsers.updatePermissions(userId, update.user_permissions);
    case 'invite_user_to_be_owner':
      return companyUsers.inviteOwner(userId, update.invite_user_to_be_owner_details);
    case 'remove_user':
      return companyUsers.remove(userId, update.remove_user_details);
    case 'billing_products':
      return billing.changePlan(userId, update.company_details);
    case 'billing_payment_method':
      return billing.savePaymentMethod(userId, update.payment_details);
    case 'billing_discount_code_use':
      return billing.useDiscountCode(userId, update.billing_discount_code_use_details.user_acceptance);
    case 'company_settings_reset':
      return companySettings.resetCompanySettings(userId);
  }
}

/** The signed-in member's account area: company details, survey, users and the settings PUT. */
function memberRoutes(app: FastifyInstance, opts: AccountsRouteOptions) {
  const { companySettings, companyUsers, userDetails } = opts;
  const preHandler = requireSession(opts.authService);

  app.get('/api/members/company_details', { preHandler }, async (request, reply) => {
    personal(reply);
    return companySettings.companyDetails(userIdOf(request));
  });

  app.get('/api/members/user_survey', { preHandler }, async (request, reply) => {
    personal(reply);
    return companySettings.userSurvey(userIdOf(request));
  });

  app.get('/api/members/company_users', { preHandler }, async (request, reply) => {
    personal(reply);
    return companyUsers.list(userIdOf(request));
  });

  app.put('/api/members/company_settings', { preHandler }, async (request, reply) => {
    const userId = userIdOf(request);
    const answer = updateCompanySettings(opts, userId, request.body);
    personal(reply);
    return answer;
  });

  app.put('/api/members/user_detail', { preHandler }, async (request, reply) => {
    const fields = parseInput(userDetailRequestSchema, request.body);
    personal(reply);
    return userDetails.update(signedInSession(request), fields);
  });
}

/** Answers to invitation mails: the public sign-up link, ownership, transfer and a removed member's company. */
function invitationRoutes(app: FastifyInstance, opts: AccountsRouteOptions) {
  const { invitations } = opts;
  const preHandler = requireSession(opts.authService);
  // Invitation links are public: a few tries per minute is plenty for a person, too few to guess with.
  const publicLimit = {
    rateLimit: {
      max: 60,
      timeWindow: 15 * 60_000,
      errorResponseBuilder: () => ApiError.field(429, 'base', serverErrorMessages.tooManyAttempts),
    },
  };

  app.get('/api/accept_invitation_and_complete_signup', { config: publicLimit }, async (request, reply) => {
    const query = invitationTokenQuerySchema.safeParse(request.query ?? {});
    personal(reply);
    // A missing or mangled token is simply no invitation: the screen shows its 'none' state.
    return query.success ? invitations.completeSignupInvitation(query.data.invitation_token) : { state: 'none' };
  });

  app.put('/api/accept_invitation_and_complete_signup', { config: publicLimit }, async (request) => {
    const { acceptance_params } = parseEnvelope(completeSignupRequestSchema, request.body, ['acceptance_params']);
    return invitations.completeSignup(acceptance_params);
  });

  app.put('/api/company_ownership_invitation_response', { preHandler }, async (request, reply) => {
    const { acceptance_params } = parseEnvelope(ownershipInvitationResponseSchema, request.body, ['acceptance_params']);
    personal(reply);
    return invitations.answerOwnership(userIdOf(request), acceptance_params.response);
  });

  app.put('/api/company_transfer_invitation_response', { preHandler }, async (request, reply) => {
    const { acceptance_params } = parseEnvelope(transferInvitationResponseSchema, request.body, ['acceptance_params']);
    personal(reply);
    return invitations.answerTransfer(userIdOf(request), acceptance_params);
  });

  app.put('/api/company_user_removal_create_new_company', { preHandler }, async (request, reply) => {
    const { create_new_company_params } = parseEnvelope(createNewCompanyRequestSchema, request.body, [
      'create_new_company_params',
    ]);
    personal(reply);
    return invitations.createNewCompany(userIdOf(request), create_new_company_params.company_name);
  });
}

/** The account area's calls (shared/src/contracts/account.schema.ts lists them with their rules). */
export async function accountsRoutes(app: FastifyInstance, opts: AccountsRouteOptions) {
  memberRoutes(app, opts);
  invitationRoutes(app, opts);
}
