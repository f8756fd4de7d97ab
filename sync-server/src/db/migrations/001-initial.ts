import { type Kysely, sql } from 'kysely';
import { currentTime, epochMsType, floatType, generatedId } from './dialect';

/** The whole data model of both specs. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = generatedId(db);
  const now = currentTime(db);
  const float = floatType(db);
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', id)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('stager', 'realtor', 'admin')`))
    .addColumn('company', 'text')
    .addColumn('is_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_beta', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('plan', 'text', (c) =>
      c
        .notNull()
        .defaultTo('base')
        .check(sql`plan in ('base', 'plus')`),
    )
    .addColumn('billing_status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('last_login_at', 'text')
    .execute();
  await db.schema.createIndex('users_role_idx').on('users').columns(['role', 'created_at']).execute();

  await db.schema
    .createTable('companies')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('zip_code', 'text')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('website', 'text')
    .addColumn('connected_site', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('team_size', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('specialties', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('certifications', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('service_areas', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('response_time', 'text')
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'integer', id)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('buyer_name', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('reviews_company_idx').on('reviews').columns(['company_id', 'created_at']).execute();

  await db.schema
    .createTable('properties')
    .addColumn('id', 'integer', id)
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip_code', 'text', (c) => c.notNull())
    .addColumn('latitude', float, (c) => c.notNull())
    .addColumn('longitude', float, (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('open_house_date', 'text')
    .addColumn('open_house_time', 'text')
    .addColumn('bedrooms', 'integer')
    .addColumn('bathrooms', float)
    .addColumn('square_footage', 'integer')
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('properties_owner_address_unique', ['owner_id', 'address'])
    .execute();
  await db.schema.createIndex('properties_city_idx').on('properties').column('city').execute();
  await db.schema.createIndex('properties_zip_idx').on('properties').column('zip_code').execute();
  await db.schema.createIndex('properties_geo_idx').on('properties').columns(['latitude', 'longitude']).execute();

  await db.schema
    .createTable('furniture')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('property_id', 'integer', (c) => c.references('properties.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('price_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('category', 'text')
    .addColumn('room', 'text')
    .addColumn('condition', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'draft', 'sold')`))
    .addColumn('property_address', 'text')
    .addColumn('property_city', 'text')
    .addColumn('property_state', 'text')
    .addColumn('property_zip', 'text')
    .addColumn('latitude', float)
    .addColumn('longitude', float)
    .addColumn('mls_number', 'text')
    .addColumn('sold_date', 'text')
    .addColumn('buyer_info', 'text')
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('furniture_owner_idx').on('furniture').columns(['owner_id', 'created_at']).execute();
  await db.schema.createIndex('furniture_property_status_idx').on('furniture').columns(['property_id', 'status']).execute();
  await db.schema.createIndex('furniture_status_sold_idx').on('furniture').columns(['status', 'sold_date']).execute();
  await db.schema.createIndex('furniture_zip_idx').on('furniture').column('property_zip').execute();

  await db.schema
    .createTable('furniture_images')
    .addColumn('id', 'integer', id)
    .addColumn('furniture_id', 'text', (c) => c.notNull().references('furniture.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('thumb_path', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('file_size', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('width', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('height', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('furniture_images_furniture_idx').on('furniture_images').columns(['furniture_id', 'position']).execute();

  await db.schema
    .createTable('rsvps')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('furniture_id', 'text', (c) => c.references('furniture.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('rsvps_property_email_unique', ['property_id', 'email'])
    .execute();
  await db.schema.createIndex('rsvps_email_idx').on('rsvps').column('email').execute();
  await db.schema.createIndex('rsvps_created_idx').on('rsvps').column('created_at').execute();

  await db.schema
    .createTable('favorites')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('furniture_id', 'text', (c) => c.notNull().references('furniture.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'furniture_id'])
    .execute();
  await db.schema.createIndex('favorites_furniture_idx').on('favorites').column('furniture_id').execute();

  await db.schema
    .createTable('payment_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('bank_account_type', 'text', (c) => c.notNull())
    .addColumn('routing_number', 'text', (c) => c.notNull())
    .addColumn('account_number_cipher', 'text', (c) => c.notNull())
    .addColumn('account_last4', 'text', (c) => c.notNull())
    .addColumn('account_holder_name', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('verification_status', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('verification_requested_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('payouts')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('furniture_id', 'text', (c) => c.references('furniture.id').onDelete('set null'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payouts_user_idx').on('payouts').columns(['user_id', 'paid_at']).execute();

  await db.schema
    .createTable('contacts')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('company', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('contacts_user_email_unique', ['user_id', 'email'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('expires_at', epochMsType(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('sign_ins')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ip_address', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('sign_ins_created_idx').on('sign_ins').columns(['created_at', 'user_id']).execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'integer', id)
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('login_failures_lookup_idx').on('login_failures').columns(['email', 'ip_address', 'created_at']).execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('upload_tokens')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute();

  await db.schema
    .createTable('changes')
    .addColumn('seq', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('op', 'text', (c) => c.notNull().check(sql`op in ('upsert', 'delete')`))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('changes_user_seq_idx').on('changes').columns(['user_id', 'seq']).execute();

  await db.schema
    .createTable('activity_log')
    .addColumn('id', 'integer', id)
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('user_role', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('entity_title', 'text')
    .addColumn('details', 'text')
    .addColumn('ip_address', 'text')
    .execute();
  await db.schema.createIndex('activity_log_created_idx').on('activity_log').column('created_at').execute();
  await db.schema.createIndex('activity_log_user_idx').on('activity_log').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('feature_toggles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', 'integer', id)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('target_audience', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('banners_enabled_idx').on('banners').columns(['enabled', 'target_audience']).execute();

  await db.schema
    .createTable('releases')
    .addColumn('id', 'integer', id)
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_live', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('release_date', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('releases_date_idx').on('releases').columns(['is_live', 'release_date']).execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull().defaultTo('#3B82F6'))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('tags')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tag_group', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('tags_group_name_unique', ['tag_group', 'name'])
    .execute();

  await db.schema
    .createTable('furniture_tags')
    .addColumn('furniture_id', 'text', (c) => c.notNull().references('furniture.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('furniture_tags_pk', ['furniture_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('furniture_tags_tag_idx').on('furniture_tags').column('tag_id').execute();

  await db.schema
    .createTable('bulk_imports')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_type', 'text', (c) => c.notNull())
    .addColumn('record_count', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('rows', 'text', (c) => c.notNull())
    .addColumn('errors', 'text', (c) => c.notNull())
    .addColumn('imported_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('uploaded_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('imported_at', 'text')
    .execute();

  await db.schema
    .createTable('outgoing_emails')
    .addColumn('id', 'integer', id)
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('sent_at', 'text')
    .addColumn('error', 'text')
    .execute();

  await db.schema
    .createTable('billing_ledger')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('rsvp', 'plus_subscription')`))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('billing_ledger_user_idx').on('billing_ledger').columns(['user_id', 'occurred_at']).execute();
  await db.schema.createIndex('billing_ledger_time_idx').on('billing_ledger').columns(['occurred_at', 'kind']).execute();
}
