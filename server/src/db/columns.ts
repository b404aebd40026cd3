import { integer, serial, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The serial `id` primary key most tables start with. */
export const idColumn = () => serial('id').primaryKey();

/** A moment, stored with its time zone so no reader has to guess one. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** created_at and updated_at, both required: the service sets them from its clock. */
export const timestamps = () => ({ createdAt: at('created_at').notNull(), updatedAt: at('updated_at').notNull() });

/** created_at and updated_at, filled by the database when an insert leaves them out. */
export const timestampsDefaultingToNow = () => ({
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A required reference to the row this one belongs to: deleting that row deletes this one. */
export const ownedBy = (name: string, owner: () => AnyPgColumn) =>
  integer(name).notNull().references(owner, { onDelete: 'cascade' });
