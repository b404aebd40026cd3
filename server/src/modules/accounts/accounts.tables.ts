import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, idColumn, ownedBy, timestamps } from '../../db/columns';
import { users } from '../auth/auth.tables';
import { companies } from '../companies/companies.tables';

/**
 * Invitations to join a company (spec §2 "User management", §4). A new person gets a single-use token
 * (stored as a keyed hash, like password-reset tokens) for /complete_signup; a person who already has
 * an account answers on /company_transfer_invitation once signed in, so needs none.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: idColumn(),
    companyId: ownedBy('company_id', () => companies.id),
    /** Trimmed and lower-cased, as users.email. */
    email: text('email').notNull(),
    /**
     * The invitee's account when they had one at the time of the invitation: only that account may
     * answer it signed in. Without one, only the token's link answers it.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash'),
    homeLocationGrowingSeasons: boolean('home_location_growing_seasons').notNull(),
    accountBilling: boolean('account_billing').notNull(),
    userManagement: boolean('user_management').notNull(),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    declinedAt: at('declined_at'),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [
    uniqueIndex('company_invitations_token_hash_key').on(t.tokenHash),
    // One open invitation per company and email; an expired one is cancelled before a new one is made.
    uniqueIndex('company_invitations_open_key')
      .on(t.companyId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.declinedAt} is null and ${t.cancelledAt} is null`),
    index('company_invitations_open_email_idx')
      .on(t.email)
      .where(sql`${t.acceptedAt} is null and ${t.declinedAt} is null and ${t.cancelledAt} is null`),
    index('company_invitations_user_id_idx').on(t.userId),
  ],
);
export type CompanyInvitationRow = typeof companyInvitations.$inferSelect;

/** Every change of who belongs to a company and with which permissions: who did what to whom, when. */
export const companyMembershipEvents = pgTable(
  'company_membership_events',
  {
    id: idColumn(),
    companyId: ownedBy('company_id', () => companies.id),
    /** Null when the person acting has no account yet (or it was deleted). */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    subjectUserId: integer('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    subjectEmail: text('subject_email').notNull(),
    /** One of membershipActions (accounts.repository.ts). */
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('company_membership_events_company_idx').on(t.companyId, t.createdAt)],
);
export type CompanyMembershipEventRow = typeof companyMembershipEvents.$inferSelect;

/** The company's answers to the user survey (spec §3 "Survey response"); one per company, latest wins. */
export const userSurveyResponses = pgTable(
  'user_survey_responses',
  {
    id: idColumn(),
    companyId: ownedBy('company_id', () => companies.id),
    answeredByUserId: integer('answered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    user1Age: text('user1_age').notNull(),
    user1Gender: text('user1_gender').notNull(),
    occupationIndustry: text('occupation_industry').notNull(),
    /** The station's slug; its label is the station's current name. */
    mainAwsOfInterest: text('main_aws_of_interest').notNull(),
    mainUseOfMesonet: text('main_use_of_mesonet').notNull(),
    farmSize: text('farm_size'),
    mainCropType: text('main_crop_type'),
    mainTwoHerbicidesUsedInSummer: text('main_two_herbicides_used_in_summer'),
    usualSupplierOfSummerHerbicide: text('usual_supplier_of_summer_herbicide'),
    whereHeardAboutUs: text('where_heard_about_us').notNull(),
    /** Comma-separated, as the spec sends it. */
    socialMediaUse: text('social_media_use'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('user_survey_responses_company_key').on(t.companyId)],
);
export type UserSurveyResponseRow = typeof userSurveyResponses.$inferSelect;
