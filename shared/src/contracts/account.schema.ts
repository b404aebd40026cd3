import { z } from 'zod';
import { accountMessages as m } from '../account/account.messages';
import { payloadObject } from '../account/payload-object';
import { australianStates, companyCountry, companyDetailsSchema } from '../account/company-details';
import { companyUserEmailSchema, inviteUserSchema, userPermissionsSchema } from '../account/company-users';
import { userSurveySchema } from '../account/user-survey';
import { billingProductsSchema, discountCodeUseSchema, paymentDetailsSchema } from '../billing/billing-forms';
import { authUserSchema, permissionsSchema } from './auth-user.schema';
import { discountCodeUseResponseSchema, paymentMethodResponseSchema, planChangeResponseSchema } from './billing.schema';
import { savedUserSurveySchema } from './company.schema';

/**
 * Company accounts and people (spec §2 "Account area", §3, §7). Every answer that changes the signed-in
 * user's company or permissions carries the refreshed user as `data` (spec §7: "the user object is in
 * data.data"), for the browser to store. Errors are CONTRACT.md §3's `{ errors: [{ field_name, messages }] }`
 * naming the field inside the payload (`name`, `email`, …), never the payload key.
 *
 * Signed in (401 otherwise; 403 `base` without the permission, `accountMessages.removedFromCompany` for a
 * removed member; the rules of account-roles.ts):
 *   GET /api/members/company_details        → companyDetailsResponseSchema     owner or account_billing
 *   GET /api/members/user_survey            → userSurveyResponseSchema         owner or account_billing
 *   GET /api/members/company_users          → companyUsersResponseSchema       owner or user_management, with a plan
 *   PUT /api/members/company_settings       companySettingsRequestSchema → companySettingsResponseSchemas[update_type]
 *       company_details, user_survey: owner or account_billing (saving sets has_company_details /
 *       has_user_survey_response); invite_user_to_company, update_user_permissions, remove_user: owner or
 *       user_management, with a plan; invite_user_to_be_owner: owner.
 *       company_settings_reset (no payload; sent by /reset_company_settings): owner or account_billing.
 *       Deletes nothing: the setup flags (has_company_details, …) are worked out again from the stored data.
 *   PUT /api/members/user_detail            userDetailRequestSchema → userDetailResponseSchema
 *       When the email changed every session of the user ends: sign in again (spec §4).
 *   PUT /api/company_ownership_invitation_response   ownershipInvitationResponseSchema → invitationAnswerResponseSchema
 *   PUT /api/company_transfer_invitation_response    transferInvitationResponseSchema → invitationAnswerResponseSchema
 *   PUT /api/company_user_removal_create_new_company createNewCompanyRequestSchema → createNewCompanyResponseSchema
 *
 * Signed out (the link of the invitation mail, /complete_signup?invitation_token=…&email=…):
 *   GET /api/accept_invitation_and_complete_signup?invitation_token=… → completeSignupInvitationSchema
 *       (state 'none' for an unknown, used, cancelled or expired token; never an error)
 *   PUT /api/accept_invitation_and_complete_signup   completeSignupRequestSchema → completeSignupResponseSchema
 *       (422 `invitation_token` for a dead token; 422 `email` 'has already been taken'; no session: log in next)
 *
 * Duplicates: an email already in the company (`email`, accountMessages.alreadyInCompany or alreadyInvited);
 * a company name used by another company (`name` or `company_name`, 'has already been taken').
 */

/** The payload key each `update_type` carries its fields under (spec §7). */
export const companySettingsPayloadKeys = {
  company_details: 'company_details',
  user_survey: 'user_survey_response',
  invite_user_to_company: 'invite_user_to_company_details',
  update_user_permissions: 'user_permissions',
  invite_user_to_be_owner: 'invite_user_to_be_owner_details',
  remove_user: 'remove_user_details',
  billing_products: 'company_details',
  billing_payment_method: 'payment_details',
  billing_discount_code_use: 'billing_discount_code_use_details',
} as const;
/** company_settings_reset carries no payload, so it has no key above. */
export type CompanySettingsUpdateType = keyof typeof companySettingsPayloadKeys | 'company_settings_reset';

/** A missing payload reads as an empty one, so each required field is named in the errors. */
export const companySettingsRequestSchema = z.discriminatedUnion(
  'update_type',
  [
    z.object({ update_type: z.literal('company_details'), company_details: payloadObject(companyDetailsSchema) }),
    z.object({ update_type: z.literal('user_survey'), user_survey_response: payloadObject(userSurveySchema) }),
    z.object({
      update_type: z.literal('invite_user_to_company'),
      invite_user_to_company_details: payloadObject(inviteUserSchema),
    }),
    z.object({
      update_type: z.literal('update_user_permissions'),
      user_permissions: payloadObject(userPermissionsSchema),
    }),
    z.object({
      update_type: z.literal('invite_user_to_be_owner'),
      invite_user_to_be_owner_details: payloadObject(companyUserEmailSchema),
    }),
    z.object({ update_type: z.literal('remove_user'), remove_user_details: payloadObject(companyUserEmailSchema) }),
    // Billing (shared/src/contracts/billing.schema.ts lists these calls and their answers).
    z.object({
      update_type: z.literal('billing_products'),
      company_details: billingProductsSchema.prefault({} as never),
    }),
    z.object({
      update_type: z.literal('billing_payment_method'),
      payment_details: payloadObject(paymentDetailsSchema),
    }),
    z.object({
      update_type: z.literal('billing_discount_code_use'),
      billing_discount_code_use_details: payloadObject(discountCodeUseSchema),
    }),
    z.object({ update_type: z.literal('company_settings_reset') }),
  ],
  { error: m.unknownUpdateType },
);
export type CompanySettingsRequest = z.input<typeof companySettingsRequestSchema>;
export type CompanySettingsUpdate = z.output<typeof companySettingsRequestSchema>;

/** The company's details as saved (spec §3 "Company"); fields are null until first saved. */
export const savedCompanyDetailsSchema = z.object({
  name: z.string(),
  abn: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  locality: z.string().nullable(),
  postalcode: z.string().nullable(),
  state_province: z.enum(australianStates).nullable(),
  country: z.literal(companyCountry),
});
export type SavedCompanyDetails = z.infer<typeof savedCompanyDetailsSchema>;
export const companyDetailsResponseSchema = z.object({ company_details: savedCompanyDetailsSchema });

export const userSurveyResponseSchema = z.object({ user_survey_response: savedUserSurveySchema.nullable() });

/** The permission fields of a company's user row; an invitee's `company_invitation_accepted_at` is null. */
export const companyUserPermissionsSchema = permissionsSchema.pick({
  owner: true,
  home_location_growing_seasons: true,
  account_billing: true,
  user_management: true,
  operator_console: true,
  company_invitation_created_at: true,
  company_invitation_accepted_at: true,
  owner_invitation_created_at: true,
  owner_invitation_accepted_at: true,
  owner_invitation_declined_at: true,
  removal_created_at: true,
});

/**
 * A row of User Management: a member, or an invitation not yet accepted (names null: an invitee's
 * name is theirs to give). Removed members are not listed.
 */
export const companyUserSchema = z.object({
  email: z.string(),
  first_name: z.string().nullable(),
  surname: z.string().nullable(),
  permissions: companyUserPermissionsSchema,
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

/** Owner first, then members by name, then invitations oldest first; the counts of spec §3 "Company". */
export const companyUsersResponseSchema = z.object({
  company_users: z.array(companyUserSchema),
  active_users: z.number().int(),
  permitted_users: z.number().int(),
});
export type CompanyUsersResponse = z.infer<typeof companyUsersResponseSchema>;

const userAndMessage = z.object({ data: authUserSchema, message: z.string() });

export const companySettingsResponseSchemas = {
  company_details: userAndMessage.extend({ company_details: savedCompanyDetailsSchema }),
  user_survey: userAndMessage.extend({ user_survey_response: savedUserSurveySchema }),
  invite_user_to_company: userAndMessage.extend({ company_user: companyUserSchema }),
  update_user_permissions: userAndMessage.extend({ company_user: companyUserSchema }),
  invite_user_to_be_owner: userAndMessage.extend({ company_user: companyUserSchema }),
  remove_user: userAndMessage,
  billing_products: planChangeResponseSchema,
  billing_payment_method: paymentMethodResponseSchema,
  billing_discount_code_use: discountCodeUseResponseSchema,
  company_settings_reset: userAndMessage,
} satisfies Record<CompanySettingsUpdateType, z.ZodType>;

/** `reauthentication_required`: the email changed and every session ended (spec §4). */
export const userDetailResponseSchema = userAndMessage.extend({ reauthentication_required: z.boolean() });
export type UserDetailResponse = z.infer<typeof userDetailResponseSchema>;

export const completeSignupInvitationSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('invitation_exists'), email: z.string(), company_name: z.string() }),
  z.object({ state: z.literal('none') }),
]);
export type CompleteSignupInvitation = z.infer<typeof completeSignupInvitationSchema>;

export const completeSignupResponseSchema = z.object({ status: z.literal('success'), data: authUserSchema });

/** `outcome` echoes the answer; `message` is the accepted or declined text to show with 'Return Home'. */
export const invitationAnswerResponseSchema = userAndMessage.extend({ outcome: z.enum(['accepted', 'declined']) });
export type InvitationAnswerResponse = z.infer<typeof invitationAnswerResponseSchema>;

export const createNewCompanyResponseSchema = userAndMessage.extend({ company_name: z.string() });
export type CreateNewCompanyResponse = z.infer<typeof createNewCompanyResponseSchema>;
