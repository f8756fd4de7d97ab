CREATE TABLE "activity_log" ("id" integer primary key autoincrement, "created_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, "user_id" integer references "users" ("id") on delete set null, "user_name" text not null, "user_role" text, "action" text not null, "entity_type" text not null, "entity_id" text, "entity_title" text, "details" text, "ip_address" text);

CREATE INDEX "activity_log_action_idx" on "activity_log" ("action", "created_at", "id");

CREATE INDEX "activity_log_created_idx" on "activity_log" ("created_at");

CREATE INDEX "activity_log_entity_idx" on "activity_log" ("entity_type", "created_at", "id");

CREATE INDEX "activity_log_user_idx" on "activity_log" ("user_id", "created_at");

CREATE TABLE "app_settings" ("key" text primary key, "value" text not null);

CREATE TABLE "banners" ("id" integer primary key autoincrement, "title" text not null, "content" text not null, "type" text not null, "enabled" integer default 1 not null, "target_audience" text not null, "created_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null);

CREATE INDEX "banners_enabled_idx" on "banners" ("enabled", "target_audience");

CREATE TABLE "billing_ledger" ("id" integer primary key autoincrement, "user_id" integer not null references "users" ("id") on delete cascade, "kind" text not null check (kind in ('rsvp', 'plus_subscription')), "amount_cents" integer not null, "reference" text, "occurred_at" text not null);

CREATE INDEX "billing_ledger_time_idx" on "billing_ledger" ("occurred_at", "kind");

CREATE INDEX "billing_ledger_user_idx" on "billing_ledger" ("user_id", "occurred_at");

CREATE TABLE "bulk_imports" ("id" integer primary key autoincrement, "user_id" integer references "users" ("id") on delete set null, "file_name" text not null, "file_type" text not null, "record_count" integer not null, "status" text not null, "rows" text not null, "errors" text not null, "imported_count" integer default 0 not null, "uploaded_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, "imported_at" text, "error_count" integer default 0 not null, "first_errors" text default '[]' not null, "preview" text default '[]' not null);

CREATE TABLE "categories" ("id" integer primary key autoincrement, "name" text not null unique, "description" text not null, "color" text default '#3B82F6' not null, "is_active" integer default 1 not null, "created_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, "value" text);

CREATE UNIQUE INDEX "categories_value_idx" on "categories" ("value");

CREATE TABLE "changes" ("seq" integer primary key autoincrement, "user_id" integer not null, "entity" text not null, "entity_id" text not null, "op" text not null check (op in ('upsert', 'delete')), "created_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, "position" integer);

CREATE INDEX "changes_unplaced_idx" on "changes" ("seq") where "position" is null;

CREATE INDEX "changes_user_position_idx" on "changes" ("user_id", "position");

CREATE TABLE "companies" ("id" integer primary key autoincrement, "user_id" integer not null unique references "users" ("id") on delete cascade, "name" text not null, "type" text not null, "city" text, "state" text, "zip_code" text, "description" text default '' not null, "website" text, "connected_site" text, "phone" text, "email" text, "team_size" integer default 1 not null, "specialties" text default '[]' not null, "certifications" text default '[]' not null, "service_areas" text default '[]' not null, "response_time" text, "is_demo" integer default 0 not null, "created_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, "profile_saved_at" text);

CREATE TRIGGER companies_search_added after insert on companies begin update piece_search set company = (select coalesce(c.name, u.company, 'Independent lister') from users u left join companies c on c.user_id = u.id where u.id = new.user_id)
      where piece_id in (select id from furniture where owner_id = new.user_id); end;

CREATE TRIGGER companies_search_changed after update of name, user_id on companies begin
        update piece_search set company = (select coalesce(c.name, u.company, 'Independent lister') from users u left join companies c on c.user_id = u.id where u.id = new.user_id)
      where piece_id in (select id from furniture where owner_id = new.user_id); update piece_search set company = (select coalesce(c.name, u.company, 'Independent lister') from users u left join companies c on c.user_id = u.id where u.id = old.user_id)
      where piece_id in (select id from furniture where owner_id = old.user_id);
      end;

CREATE TRIGGER companies_search_removed after delete on companies begin update piece_search set company = (select coalesce(c.name, u.company, 'Independent lister') from users u left join companies c on c.user_id = u.id where u.id = old.user_id)
      where piece_id in (select id from furniture where owner_id = old.user_id); end;

CREATE TABLE "contacts" ("id" integer primary key autoincrement, "user_id" integer not null references "users" ("id") on delete cascade, "name" text, "email" text, "phone" text, "company" text, "created_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, "updated_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, "invited_at" text, constraint "contacts_user_email_unique" unique ("user_id", "email"));

CREATE TABLE "email_confirmations" ("id" integer primary key autoincrement, "user_id" integer not null references "users" ("id") on delete cascade, "email" text not null, "token_hash" text not null unique, "expires_at" text not null, "used_at" text, "created_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null);

CREATE INDEX "email_confirmations_user_idx" on "email_confirmations" ("user_id");

CREATE TABLE "favorites" ("user_id" integer not null references "users" ("id") on delete cascade, "furniture_id" text not null references "furniture" ("id") on delete cascade, "created_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, constraint "favorites_pk" primary key ("user_id", "furniture_id"));

CREATE INDEX "favorites_furniture_idx" on "favorites" ("furniture_id");

CREATE TABLE "feature_toggles" ("id" text primary key, "name" text not null, "description" text not null, "enabled" integer not null, "updated_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null);

CREATE TABLE "furniture" ("id" text primary key, "owner_id" integer not null references "users" ("id") on delete cascade, "property_id" integer references "properties" ("id") on delete set null, "name" text not null, "description" text, "price_cents" integer default 0 not null, "category" text, "room" text, "condition" text, "status" text not null check (status in ('pending', 'draft', 'sold')), "property_address" text, "property_city" text, "property_state" text, "property_zip" text, "latitude" real, "longitude" real, "mls_number" text, "sold_date" text, "buyer_info" text, "is_demo" integer default 0 not null, "version" integer default 1 not null, "created_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, "updated_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, "needs_review" integer default 0 not null, "dimensions" text);

CREATE INDEX "furniture_category_created_idx" on "furniture" ("category", "created_at", "id");

CREATE INDEX "furniture_category_idx" on "furniture" ("category");

CREATE INDEX "furniture_created_idx" on "furniture" ("created_at", "id");

CREATE INDEX "furniture_house_stock_idx" on "furniture" ("status", "needs_review", "property_id", "id");

CREATE TABLE "furniture_images" ("id" integer primary key autoincrement, "furniture_id" text not null references "furniture" ("id") on delete cascade, "path" text not null, "thumb_path" text, "position" integer not null, "is_featured" integer default 0 not null, "alt" text default '' not null, "file_size" integer default 0 not null, "width" integer default 0 not null, "height" integer default 0 not null, "created_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null);

CREATE INDEX "furniture_images_created_idx" on "furniture_images" ("created_at" desc, "position", "id");

CREATE INDEX "furniture_images_featured_idx" on "furniture_images" ("is_featured", "created_at" desc, "position", "id");

CREATE INDEX "furniture_images_furniture_idx" on "furniture_images" ("furniture_id", "position");

CREATE INDEX "furniture_images_path_idx" on "furniture_images" ("path");

CREATE INDEX "furniture_owner_idx" on "furniture" ("owner_id", "created_at");

CREATE INDEX "furniture_property_status_idx" on "furniture" ("property_id", "status");

CREATE TRIGGER furniture_search_added after insert on furniture begin
        insert into piece_search (piece_id, name, description, category, room, company, city) 
  select new.id, new.name, new.description, new.category, new.room,
    coalesce(c.name, u.company, 'Independent lister'),
    coalesce(p.city, new.property_city)
  from users u
    left join companies c on c.user_id = u.id
    left join properties p on p.id = new.property_id
  where u.id = new.owner_id;
      end;

CREATE TRIGGER furniture_search_changed after update of name, description, category, room, owner_id, property_id, property_city
      on furniture begin
        delete from piece_search where piece_id = old.id;
        insert into piece_search (piece_id, name, description, category, room, company, city) 
  select new.id, new.name, new.description, new.category, new.room,
    coalesce(c.name, u.company, 'Independent lister'),
    coalesce(p.city, new.property_city)
  from users u
    left join companies c on c.user_id = u.id
    left join properties p on p.id = new.property_id
  where u.id = new.owner_id;
      end;

CREATE INDEX "furniture_status_created_idx" on "furniture" ("status", "needs_review", "created_at", "id");

CREATE INDEX "furniture_status_sold_idx" on "furniture" ("status", "sold_date");

CREATE TABLE "furniture_tags" ("furniture_id" text not null references "furniture" ("id") on delete cascade, "tag_id" integer not null references "tags" ("id") on delete cascade, constraint "furniture_tags_pk" primary key ("furniture_id", "tag_id"));

CREATE INDEX "furniture_tags_tag_idx" on "furniture_tags" ("tag_id");

CREATE INDEX "furniture_zip_idx" on "furniture" ("property_zip");

CREATE TABLE "health_checks" ("id" integer primary key, "checked_at" text not null);

CREATE TABLE "idempotency_keys" ("scope" text not null, "key" text not null, "method" text not null, "path" text not null, "status" integer not null, "body" text not null, "created_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, "fingerprint" text default '' not null, constraint "idempotency_keys_pk" primary key ("scope", "key"));

CREATE INDEX "idempotency_keys_created_idx" on "idempotency_keys" ("created_at");

CREATE TABLE "outgoing_emails" ("id" integer primary key autoincrement, "to_address" text not null, "subject" text not null, "text_body" text not null, "html_body" text, "created_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, "sent_at" text, "error" text, "attachments" text);

CREATE TABLE "password_resets" ("id" integer primary key autoincrement, "user_id" integer not null references "users" ("id") on delete cascade, "token_hash" text not null unique, "expires_at" text not null, "used_at" text, "created_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null);

CREATE TABLE "payment_settings" ("user_id" integer primary key references "users" ("id") on delete cascade, "bank_account_type" text not null, "routing_number" text not null, "account_number_cipher" text not null, "account_number_end" text not null, "account_holder_name" text not null, "bank_name" text not null, "verification_status" text default 'none' not null, "verification_requested_at" text, "updated_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null);

CREATE TABLE "payouts" ("id" integer primary key autoincrement, "user_id" integer not null references "users" ("id") on delete cascade, "furniture_id" text references "furniture" ("id") on delete set null, "amount_cents" integer not null, "status" text not null, "paid_at" text not null);

CREATE UNIQUE INDEX "payouts_one_per_sale_idx" on "payouts" ("furniture_id") where "status" <> 'cancelled';

CREATE INDEX "payouts_user_idx" on "payouts" ("user_id", "paid_at");

CREATE TABLE "pickup_slots" ("id" integer primary key autoincrement, "property_id" integer not null references "properties" ("id") on delete cascade, "day" text not null, "starts" text not null, "ends" text not null);

CREATE INDEX "pickup_slots_property_idx" on "pickup_slots" ("property_id", "day", "starts");

CREATE TABLE "piece_search" ("id" integer primary key autoincrement, "piece_id" text not null unique references "furniture" ("id") on delete cascade, "name" text not null, "description" text, "category" text, "room" text, "company" text not null, "city" text);

CREATE TRIGGER piece_search_added after insert on piece_search begin
        insert into piece_search_index (rowid, name, category, room, company, city, description) values (new.id, new.name, new.category, new.room, new.company, new.city, new.description);
      end;

CREATE TRIGGER piece_search_changed after update on piece_search begin
        insert into piece_search_index (piece_search_index, rowid, name, category, room, company, city, description) values ('delete', old.id, old.name, old.category, old.room, old.company, old.city, old.description);
        insert into piece_search_index (rowid, name, category, room, company, city, description) values (new.id, new.name, new.category, new.room, new.company, new.city, new.description);
      end;

CREATE VIRTUAL TABLE piece_search_index using fts5(name, category, room, company, city, description,
      content = 'piece_search', content_rowid = 'id', tokenize = 'porter unicode61 remove_diacritics 2');

CREATE TABLE 'piece_search_index_config'(k PRIMARY KEY, v) WITHOUT ROWID;

CREATE TABLE 'piece_search_index_data'(id INTEGER PRIMARY KEY, block BLOB);

CREATE TABLE 'piece_search_index_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

CREATE TABLE 'piece_search_index_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

CREATE TRIGGER piece_search_removed after delete on piece_search begin
        insert into piece_search_index (piece_search_index, rowid, name, category, room, company, city, description) values ('delete', old.id, old.name, old.category, old.room, old.company, old.city, old.description);
      end;

CREATE TABLE "piece_watches" ("id" integer primary key autoincrement, "furniture_id" text not null references "furniture" ("id") on delete cascade, "email" text not null, "user_id" integer references "users" ("id") on delete set null, "created_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, constraint "piece_watches_one_per_email" unique ("furniture_id", "email"));

CREATE TABLE "properties" ("id" integer primary key autoincrement, "owner_id" integer not null references "users" ("id") on delete cascade, "address" text not null, "city" text not null, "state" text not null, "zip_code" text not null, "latitude" real not null, "longitude" real not null, "description" text, "open_house_date" text, "open_house_time" text, "bedrooms" integer, "bathrooms" real, "square_footage" integer, "is_demo" integer default 0 not null, "created_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, "updated_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, "address_key" text default '' not null, constraint "properties_owner_address_unique" unique ("owner_id", "address"));

CREATE INDEX "properties_address_key_idx" on "properties" ("address_key");

CREATE INDEX "properties_city_any_case_idx" on "properties" (lower(city));

CREATE INDEX "properties_city_idx" on "properties" ("city");

CREATE INDEX "properties_geo_idx" on "properties" ("latitude", "longitude");

CREATE TRIGGER properties_search_changed after update of city on properties begin
        update piece_search set city = new.city where piece_id in (select id from furniture where property_id = new.id);
      end;

CREATE INDEX "properties_zip_idx" on "properties" ("zip_code");

CREATE TABLE "purchase_requests" ("id" text primary key, "furniture_id" text not null references "furniture" ("id") on delete cascade, "buyer_user_id" integer references "users" ("id") on delete set null, "buyer_name" text not null, "buyer_email" text not null, "buyer_phone" text, "offered_cents" integer not null, "counter_cents" integer, "pickup_day" text not null, "pickup_from" text not null, "pickup_to" text not null, "pickup_ends_at" text not null, "message" text, "status" text not null, "decline_reason" text, "access_token_hash" text, "version" integer default 1 not null, "created_at" text not null, "updated_at" text not null, "remind_at" text, "reminded_at" text, "requested_name" text, "requested_cents" integer);

CREATE INDEX "purchase_requests_buyer_idx" on "purchase_requests" ("buyer_user_id", "created_at");

CREATE INDEX "purchase_requests_holds_idx" on "purchase_requests" ("status", "pickup_ends_at");

CREATE UNIQUE INDEX "purchase_requests_one_hold_idx" on "purchase_requests" ("furniture_id") where "status" = 'accepted';

CREATE UNIQUE INDEX purchase_requests_one_live_account_idx on purchase_requests (furniture_id, buyer_user_id)
    where status in ('open', 'countered', 'accepted') and buyer_user_id is not null;

CREATE UNIQUE INDEX purchase_requests_one_live_email_idx on purchase_requests (furniture_id, buyer_email)
    where status in ('open', 'countered', 'accepted') and buyer_user_id is null;

CREATE INDEX "purchase_requests_piece_idx" on "purchase_requests" ("furniture_id", "status");

CREATE INDEX "purchase_requests_reminders_idx" on "purchase_requests" ("status", "remind_at");

CREATE INDEX "purchase_requests_signed_out_email_idx" on "purchase_requests" ("buyer_email") where "buyer_user_id" is null;

CREATE TABLE "rate_limits" ("bucket" text primary key, "hits" integer not null, "window_ends_at" bigint not null);

CREATE INDEX "rate_limits_window_idx" on "rate_limits" ("window_ends_at");

CREATE TABLE "releases" ("id" integer primary key autoincrement, "version" text not null, "title" text not null, "description" text default '' not null, "features" text default '[]' not null, "is_live" integer default 0 not null, "release_date" text not null, "type" text not null, "created_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null);

CREATE INDEX "releases_date_idx" on "releases" ("is_live", "release_date");

CREATE TABLE "reviews" ("id" integer primary key autoincrement, "company_id" integer not null references "companies" ("id") on delete cascade, "buyer_name" text not null, "rating" integer not null check (rating between 1 and 5), "comment" text not null, "verified" integer default 0 not null, "created_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null);

CREATE INDEX "reviews_company_idx" on "reviews" ("company_id", "created_at");

CREATE TABLE "rsvps" ("id" text primary key, "property_id" integer not null references "properties" ("id") on delete cascade, "furniture_id" text references "furniture" ("id") on delete set null, "user_id" integer references "users" ("id") on delete set null, "first_name" text not null, "last_name" text not null, "email" text not null, "created_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, constraint "rsvps_property_email_unique" unique ("property_id", "email"));

CREATE INDEX "rsvps_created_idx" on "rsvps" ("created_at");

CREATE INDEX "rsvps_email_idx" on "rsvps" ("email");

CREATE INDEX "rsvps_user_idx" on "rsvps" ("user_id");

CREATE TABLE "sessions" ("id" text primary key, "user_id" integer references "users" ("id") on delete cascade, "data" text not null, "expires_at" integer not null);

CREATE INDEX "sessions_expires_idx" on "sessions" ("expires_at");

CREATE INDEX "sessions_user_idx" on "sessions" ("user_id");

CREATE TABLE "sign_ins" ("id" integer primary key autoincrement, "user_id" integer not null references "users" ("id") on delete cascade, "ip_address" text, "created_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null);

CREATE INDEX "sign_ins_created_idx" on "sign_ins" ("created_at", "user_id");

CREATE TABLE sqlite_sequence(name,seq);

CREATE TABLE "tags" ("id" integer primary key autoincrement, "name" text not null, "tag_group" text not null, "description" text not null, "is_active" integer default 1 not null, "created_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, constraint "tags_group_name_unique" unique ("tag_group", "name"));

CREATE TABLE "upload_files" ("name" text primary key, "bytes" blob not null, "size" integer not null, "width" integer not null, "height" integer not null, "created_at" text not null);

CREATE TABLE "upload_tokens" ("token" text primary key, "user_id" integer not null references "users" ("id") on delete cascade, "expires_at" text not null, "used_at" text, "size" integer, "width" integer, "height" integer);

CREATE TABLE "users" ("id" integer primary key autoincrement, "email" text not null unique, "password_hash" text not null, "first_name" text not null, "last_name" text not null, "role" text not null check (role in ('stager', 'realtor', 'admin', 'buyer')), "company" text, "is_verified" integer default 0 not null, "is_active" integer default 1 not null, "is_beta" integer default 0 not null, "plan" text default 'base' not null check (plan in ('base', 'plus')), "billing_status" text default 'active' not null, "is_demo" integer default 0 not null, "created_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, "updated_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, "last_login_at" text, "email_confirmed_at" text);

CREATE INDEX "users_created_idx" on "users" ("created_at", "id");

CREATE INDEX "users_name_idx" on "users" ("last_name", "first_name", "id");

CREATE INDEX "users_role_idx" on "users" ("role", "created_at");

CREATE TRIGGER users_search_changed after update of company on users begin update piece_search set company = (select coalesce(c.name, u.company, 'Independent lister') from users u left join companies c on c.user_id = u.id where u.id = new.id)
      where piece_id in (select id from furniture where owner_id = new.id); end;
