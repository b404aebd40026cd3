import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, idColumn, ownedBy, timestampsDefaultingToNow } from '../../db/columns';
import { companies } from '../companies/companies.tables';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    /** Stored trimmed and lower-cased; it is also the session `uid`. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    surname: text('surname').notNull(),
    phone: text('phone'),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    owner: boolean('owner').notNull().default(false),
    homeLocationGrowingSeasons: boolean('home_location_growing_seasons').notNull().default(false),
    accountBilling: boolean('account_billing').notNull().default(false),
    userManagement: boolean('user_management').notNull().default(false),
    /** 'Operator Console': set only in the admin company (shared/src/operator-console/operator-access.ts). */
    operatorConsole: boolean('operator_console').notNull().default(false),
    companyInvitationCreatedAt: at('company_invitation_created_at'),
    companyInvitationAcceptedAt: at('company_invitation_accepted_at'),
    companyInvitationDeclinedAt: at('company_invitation_declined_at'),
    ownerInvitationCreatedAt: at('owner_invitation_created_at'),
    ownerInvitationAcceptedAt: at('owner_invitation_accepted_at'),
    ownerInvitationDeclinedAt: at('owner_invitation_declined_at'),
    removalCreatedAt: at('removal_created_at'),
    mapDefaultCentreLat: doublePrecision('map_default_centre_lat'),
    mapDefaultCentreLng: doublePrecision('map_default_centre_lng'),
    mapDefaultZoomLevel: integer('map_default_zoom_level'),
    ...timestampsDefaultingToNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_company_id_idx').on(t.companyId)],
);
export type UserRow = typeof users.$inferSelect;

/** One row per signed-in client (browser or device); tokens are stored only as keyed hashes. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: idColumn(),
    userId: ownedBy('user_id', () => users.id),
    client: text('client').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The token before the last rotation stays valid briefly so parallel requests do not sign the user out. */
    previousTokenHash: text('previous_token_hash'),
    previousTokenValidUntil: at('previous_token_valid_until'),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_sessions_user_client_key').on(t.userId, t.client)],
);
export type AuthSessionRow = typeof authSessions.$inferSelect;

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: idColumn(),
    userId: ownedBy('user_id', () => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash),
    index('password_reset_tokens_open_idx')
      .on(t.userId)
      .where(sql`${t.usedAt} is null`),
  ],
);
