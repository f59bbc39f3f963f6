import { type Kysely, sql } from 'kysely';
import { engineOf } from '../database.js';

/**
 * Several instances on one PostgreSQL (decision 020): every write to the shop's content
 * announces itself on the channel `haat_changes`, from a trigger, so inside the writing transaction:
 * PostgreSQL delivers the message only if that transaction commits, and whatever made the write (a
 * service, the first-run seed, a restore, a tool) announces it. The payload is JSON: `kind`, the
 * change kind the caches know (server/src/lib/change-notifier.ts), and `from`, the writer's
 * application_name, by which an instance knows (and skips) its own writes. SQLite keeps one process,
 * whose notifier is enough.
 */
export const CHANGE_CHANNEL = 'haat_changes';

/** Each content table and the kind its writes change; a section title names its own. */
const CONTENT_TABLES = {
  business_info: 'business',
  logos: 'logo',
  favicons: 'favicon',
  seo_settings: 'seo',
  banners: 'banner',
  banner_galleries: 'banner',
  features: 'feature',
  faqs: 'faq',
  products: 'product',
  site_settings: 'settings',
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  await sql`create or replace function haat_notify_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(CHANGE_CHANNEL)},
        json_build_object('kind', tg_argv[0], 'from', current_setting('application_name'))::text);
      return null;
    end $$`.execute(db);
  // `featureSection` or `faqSection`, from the row written (the new one, or the deleted one).
  await sql`create or replace function haat_notify_section_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(CHANGE_CHANNEL)}, json_build_object(
        'kind', coalesce(new.section, old.section) || 'Section', 'from', current_setting('application_name'))::text);
      return null;
    end $$`.execute(db);
  for (const [table, kind] of Object.entries(CONTENT_TABLES)) {
    await sql`create trigger ${sql.ref(`${table}_notify_change`)} after insert or update or delete on ${sql.table(table)}
      for each statement execute function haat_notify_change(${sql.lit(kind)})`.execute(db);
  }
  await sql`create trigger section_titles_notify_change after insert or update or delete on section_titles
    for each row execute function haat_notify_section_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  for (const table of [...Object.keys(CONTENT_TABLES), 'section_titles'])
    await sql`drop trigger ${sql.ref(`${table}_notify_change`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function haat_notify_section_change()`.execute(db);
  await sql`drop function haat_notify_change()`.execute(db);
}
