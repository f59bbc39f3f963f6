import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as initial from './migrations/0001-initial.js';
import * as orderQueryIndexes from './migrations/0002-order-query-indexes.js';
import * as orderSearchIndex from './migrations/0003-order-search-index.js';
import * as adminSessionsAndSignIns from './migrations/0004-admin-sessions-and-sign-ins.js';
import * as changeNotifications from './migrations/0005-change-notifications.js';
import * as rateLimitHits from './migrations/0006-rate-limit-hits.js';
import * as retiredImages from './migrations/0007-retired-images.js';
import * as codOrderStatuses from './migrations/0008-cod-order-statuses.js';
import * as orderEvents from './migrations/0009-order-events.js';
import * as orderEditsAndSources from './migrations/0010-order-edits-and-sources.js';
import * as administratorRoles from './migrations/0011-administrator-roles.js';
import * as orderEventsByTime from './migrations/0012-order-events-by-time.js';
import * as outbox from './migrations/0013-outbox.js';
import * as orderParcels from './migrations/0014-order-parcels.js';
import * as fakeOrderChecks from './migrations/0015-fake-order-checks.js';
import * as courierHistories from './migrations/0016-courier-histories.js';
import * as checkoutDrafts from './migrations/0017-checkout-drafts.js';
import * as phoneChecks from './migrations/0018-phone-checks.js';
import * as smsSpendAndDraftOwners from './migrations/0019-sms-spend-and-draft-owners.js';
import * as parcelCreateCalls from './migrations/0020-parcel-create-calls.js';
import * as statusReasons from './migrations/0021-status-reasons.js';
import * as staffExportGrant from './migrations/0022-staff-export-grant.js';
import * as productSizes from './migrations/0023-product-sizes.js';
import * as deliveryZones from './migrations/0024-delivery-zones.js';
import type { Database } from './schema.js';

/**
 * Migrations are listed here rather than read from a folder, so the same set runs from the compiled
 * server, from the TypeScript sources under test, and on both engines. Add new ones at the end.
 */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-order-query-indexes': orderQueryIndexes,
  '0003-order-search-index': orderSearchIndex,
  '0004-admin-sessions-and-sign-ins': adminSessionsAndSignIns,
  '0005-change-notifications': changeNotifications,
  '0006-rate-limit-hits': rateLimitHits,
  '0007-retired-images': retiredImages,
  '0008-cod-order-statuses': codOrderStatuses,
  '0009-order-events': orderEvents,
  '0010-order-edits-and-sources': orderEditsAndSources,
  '0011-administrator-roles': administratorRoles,
  '0012-order-events-by-time': orderEventsByTime,
  '0013-outbox': outbox,
  '0014-order-parcels': orderParcels,
  '0015-fake-order-checks': fakeOrderChecks,
  '0016-courier-histories': courierHistories,
  '0017-checkout-drafts': checkoutDrafts,
  '0018-phone-checks': phoneChecks,
  '0019-sms-spend-and-draft-owners': smsSpendAndDraftOwners,
  '0024-delivery-zones': deliveryZones,
  '0020-parcel-create-calls': parcelCreateCalls,
  '0021-status-reasons': statusReasons,
  '0022-staff-export-grant': staffExportGrant,
  '0023-product-sizes': productSizes,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; safe to run on every start and from several instances at once. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
