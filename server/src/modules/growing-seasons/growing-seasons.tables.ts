import { date, doublePrecision, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, ownedBy, timestamps } from '../../db/columns';
import { users } from '../auth/auth.tables';
import { companies } from '../companies/companies.tables';

/**
 * A company's growing locations (spec §3 "Growing location"); the Home location has slug 'home'. The
 * nearest station and its time zone are worked out when read, so they follow the network as it changes.
 */
export const growingLocations = pgTable(
  'growing_locations',
  {
    id: idColumn(),
    companyId: ownedBy('company_id', () => companies.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('growing_locations_company_slug_key').on(t.companyId, t.slug)],
);
export type GrowingLocationRow = typeof growingLocations.$inferSelect;

/**
 * A company's growing seasons (spec §3 "Growing season"). The id is chosen by the browser, so saving
 * the same form twice updates one row. Dates are calendar dates at the location; a date is stored only
 * when its option is 'select'. Calculated dates are never stored: they come from the station's data.
 */
export const growingSeasons = pgTable(
  'growing_seasons',
  {
    companyId: ownedBy('company_id', () => companies.id),
    id: text('id').notNull(),
    name: text('name').notNull(),
    sowingDate: date('sowing_date', { mode: 'string' }).notNull(),
    emergenceDateOption: text('emergence_date_option').notNull(),
    emergenceDate: date('emergence_date', { mode: 'string' }),
    floralInitiationDateOption: text('floral_initiation_date_option').notNull(),
    floralInitiationDate: date('floral_initiation_date', { mode: 'string' }),
    harvestDateOption: text('harvest_date_option').notNull(),
    harvestDate: date('harvest_date', { mode: 'string' }),
    locationOption: text('location_option').notNull(),
    /** The custom location; null when the season follows the Home location. */
    customLat: doublePrecision('custom_lat'),
    customLng: doublePrecision('custom_lng'),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id], name: 'growing_seasons_pkey' })],
);
export type GrowingSeasonRow = typeof growingSeasons.$inferSelect;
