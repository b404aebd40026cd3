import { z } from 'zod';
import { companySchema } from './company.schema';

const isoDateTime = z.string().nullable();

export const permissionsSchema = z.object({
  owner: z.boolean(),
  home_location_growing_seasons: z.boolean(),
  account_billing: z.boolean(),
  user_management: z.boolean(),
  /** 'Operator Console': only ever true for a member of the admin company (operator-access.ts). */
  operator_console: z.boolean(),
  company_invitation_created_at: isoDateTime,
  company_invitation_accepted_at: isoDateTime,
  company_invitation_declined_at: isoDateTime,
  owner_invitation_created_at: isoDateTime,
  owner_invitation_accepted_at: isoDateTime,
  owner_invitation_declined_at: isoDateTime,
  removal_created_at: isoDateTime,
});
export type Permissions = z.infer<typeof permissionsSchema>;

export const invitedPermissionsSchema = z.object({
  company_invitation_created_at: isoDateTime,
  company_invitation_declined_at: isoDateTime,
  company_name: z.string(),
  company_slug: z.string(),
});

export const authUserSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  first_name: z.string(),
  surname: z.string(),
  company: companySchema,
  permissions: permissionsSchema,
  invited_permissions: invitedPermissionsSchema.nullable(),
  map_default_centre_coords: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  map_default_zoom_level: z.number().nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const signInResponseSchema = z.object({ data: authUserSchema });
export const validateTokenResponseSchema = z.object({ success: z.literal(true), data: authUserSchema });
export const signUpResponseSchema = z.object({ status: z.literal('success'), data: authUserSchema });
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
/** DELETE /api/auth/sign_out. */
export const signOutResponseSchema = z.object({ success: z.boolean() });
