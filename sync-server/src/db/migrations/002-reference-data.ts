import { type Kysely, sql } from 'kysely';
import { featureToggleDefaults, suggestedTags } from '@stagehouse/shared/options';
import { defaultCategoryColor } from '@stagehouse/shared/limits';

const categories = [
  { name: 'Seating', description: 'Sofas, sectionals, armchairs and benches' },
  { name: 'Dining', description: 'Dining tables, chairs and sideboards' },
  { name: 'Bedroom', description: 'Beds, nightstands, dressers and bedding' },
  { name: 'Storage', description: 'Shelving, cabinets, consoles and chests' },
  { name: 'Decor', description: 'Art, rugs, mirrors, lighting and accessories' },
];

/** Feature toggles with their defaults, the back office settings, and the suggested categories and tags. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const toggle of featureToggleDefaults) {
    await sql`insert into feature_toggles (id, name, description, enabled) values (${toggle.id}, ${toggle.name}, ${toggle.description}, ${toggle.enabled ? 1 : 0})`.execute(
      db,
    );
  }
  const settings: Record<string, unknown> = { use_sample_data: true, demo_visible: true, email_integration: false, invite_system: false };
  for (const [key, value] of Object.entries(settings)) {
    await sql`insert into app_settings (key, value) values (${key}, ${JSON.stringify(value)})`.execute(db);
  }
  for (const c of categories) {
    await sql`insert into categories (name, description, color) values (${c.name}, ${c.description}, ${defaultCategoryColor})`.execute(db);
  }
  for (const [group, names] of Object.entries(suggestedTags)) {
    for (const name of names) {
      await sql`insert into tags (name, tag_group, description) values (${name}, ${group}, ${`${name} (${group.replace('_', ' ')})`})`.execute(
        db,
      );
    }
  }
}
