import { type Kysely, sql } from 'kysely';

/**
 * When the lister last saved the company's business profile: until then (and until it shows a
 * piece) a new account's company is not public. Companies that already carry a profile keep it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').addColumn('profile_saved_at', 'text').execute();
  await sql`update companies set profile_saved_at = created_at
    where is_demo = 1 or description <> '' or website is not null or connected_site is not null or phone is not null
      or email is not null or specialties <> '[]' or certifications <> '[]' or service_areas <> '[]'
      or exists (select 1 from activity_log a
        where a.entity_type = 'user' and a.entity_id = cast(companies.user_id as text) and a.details = 'Business profile saved')`.execute(
    db,
  );
}
