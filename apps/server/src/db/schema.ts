/**
 * The whole schema, for the typed Db, the migrations and drizzle-kit (drizzle.config.ts).
 * Each table is written down in the file of the module that owns its writes
 * (docs/architecture.md); this file only gathers them. Import a table from here or from
 * its owner's file, never define one here.
 */
export * from './auth-schema.ts';
export * from './schema-audit.ts';
export * from './schema-bookings.ts';
export * from './schema-catalogue.ts';
export { ts } from './schema-columns.ts';
export * from './schema-contact.ts';
export * from './schema-imei.ts';
export * from './schema-ledger.ts';
export * from './schema-listings.ts';
export * from './schema-mail.ts';
export * from './schema-notifications.ts';
export * from './schema-payments.ts';
export * from './schema-phone.ts';
export * from './schema-phone-models.ts';
export * from './schema-reports.ts';
export * from './schema-search.ts';
export * from './schema-users.ts';
