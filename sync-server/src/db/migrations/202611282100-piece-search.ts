import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../database';
import { generatedId } from './dialect';

/** The words a buyer searches a piece by, from the piece, its lister's company and its house's city. */
const searchedWords = (piece: string) => `
  select ${piece}.id, ${piece}.name, ${piece}.description, ${piece}.category, ${piece}.room,
    coalesce(c.name, u.company, 'Independent lister'),
    coalesce(p.city, ${piece}.property_city)
  from users u
    left join companies c on c.user_id = u.id
    left join properties p on p.id = ${piece}.property_id
  where u.id = ${piece}.owner_id`;

/** The company a lister's pieces are found by. */
const companyOf = (lister: string) =>
  `(select coalesce(c.name, u.company, 'Independent lister') from users u left join companies c on c.user_id = u.id where u.id = ${lister})`;

const columns = 'piece_id, name, description, category, room, company, city';

/**
 * What a buyer searches, one row per piece, kept by the database's own triggers whichever way a piece,
 * a company or a house is written; each database indexes it with its own engine: FTS5 with the Porter
 * stemmer on SQLite, English full-text search and trigrams (for typos) on PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('piece_search')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('piece_id', 'text', (c) => c.notNull().unique().references('furniture.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('category', 'text')
    .addColumn('room', 'text')
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('city', 'text')
    .execute();
  const refreshCompany = (lister: string) =>
    `update piece_search set company = ${companyOf(lister)}
      where piece_id in (select id from furniture where owner_id = ${lister});`;
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create function piece_document(name text, category text, room text, company text, city text, description text)
      returns tsvector language sql immutable parallel safe as $$
        select setweight(to_tsvector('english', coalesce(name, '')), 'A')
          || setweight(to_tsvector('english', coalesce(category, '') || ' ' || coalesce(room, '')), 'B')
          || setweight(to_tsvector('english', coalesce(company, '') || ' ' || coalesce(city, '')), 'C')
          || setweight(to_tsvector('english', coalesce(description, '')), 'D')
      $$`.execute(db);
    await sql`create index piece_search_document_idx on piece_search
      using gin (piece_document(name, category, room, company, city, description))`.execute(db);
    await sql`create index piece_search_name_idx on piece_search using gin (name gin_trgm_ops)`.execute(db);
    await sql`create function piece_search_of_piece() returns trigger language plpgsql as $$ begin
        insert into piece_search (${sql.raw(columns)}) ${sql.raw(searchedWords('new'))}
          on conflict (piece_id) do update set name = excluded.name, description = excluded.description,
            category = excluded.category, room = excluded.room, company = excluded.company, city = excluded.city;
        return null;
      end $$`.execute(db);
    await sql`create trigger furniture_search after insert or update of name, description, category, room, owner_id, property_id, property_city
      on furniture for each row execute function piece_search_of_piece()`.execute(db);
    await sql`create function piece_search_of_company() returns trigger language plpgsql as $$ begin
        if tg_op <> 'DELETE' then ${sql.raw(refreshCompany('new.user_id'))} end if;
        if tg_op <> 'INSERT' then ${sql.raw(refreshCompany('old.user_id'))} end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger companies_search after insert or update of name, user_id or delete on companies
      for each row execute function piece_search_of_company()`.execute(db);
    await sql`create function piece_search_of_lister() returns trigger language plpgsql as $$ begin
        ${sql.raw(refreshCompany('new.id'))}
        return null;
      end $$`.execute(db);
    await sql`create trigger users_search after update of company on users for each row execute function piece_search_of_lister()`.execute(
      db,
    );
    await sql`create function piece_search_of_house() returns trigger language plpgsql as $$ begin
        update piece_search set city = new.city where piece_id in (select id from furniture where property_id = new.id);
        return null;
      end $$`.execute(db);
    await sql`create trigger properties_search after update of city on properties for each row execute function piece_search_of_house()`.execute(
      db,
    );
  } else {
    await sql`create virtual table piece_search_index using fts5(name, category, room, company, city, description,
      content = 'piece_search', content_rowid = 'id', tokenize = 'porter unicode61 remove_diacritics 2')`.execute(db);
    const indexed = 'name, category, room, company, city, description';
    const values = (row: string) => indexed.replace(/(\w+)/g, `${row}.$1`);
    await sql`create trigger piece_search_added after insert on piece_search begin
        insert into piece_search_index (rowid, ${sql.raw(indexed)}) values (new.id, ${sql.raw(values('new'))});
      end`.execute(db);
    await sql`create trigger piece_search_removed after delete on piece_search begin
        insert into piece_search_index (piece_search_index, rowid, ${sql.raw(indexed)}) values ('delete', old.id, ${sql.raw(values('old'))});
      end`.execute(db);
    await sql`create trigger piece_search_changed after update on piece_search begin
        insert into piece_search_index (piece_search_index, rowid, ${sql.raw(indexed)}) values ('delete', old.id, ${sql.raw(values('old'))});
        insert into piece_search_index (rowid, ${sql.raw(indexed)}) values (new.id, ${sql.raw(values('new'))});
      end`.execute(db);
    await sql`create trigger furniture_search_added after insert on furniture begin
        insert into piece_search (${sql.raw(columns)}) ${sql.raw(searchedWords('new'))};
      end`.execute(db);
    await sql`create trigger furniture_search_changed after update of name, description, category, room, owner_id, property_id, property_city
      on furniture begin
        delete from piece_search where piece_id = old.id;
        insert into piece_search (${sql.raw(columns)}) ${sql.raw(searchedWords('new'))};
      end`.execute(db);
    await sql`create trigger companies_search_added after insert on companies begin ${sql.raw(refreshCompany('new.user_id'))} end`.execute(
      db,
    );
    await sql`create trigger companies_search_changed after update of name, user_id on companies begin
        ${sql.raw(refreshCompany('new.user_id'))} ${sql.raw(refreshCompany('old.user_id'))}
      end`.execute(db);
    await sql`create trigger companies_search_removed after delete on companies begin ${sql.raw(refreshCompany('old.user_id'))} end`.execute(
      db,
    );
    await sql`create trigger users_search_changed after update of company on users begin ${sql.raw(refreshCompany('new.id'))} end`.execute(
      db,
    );
    await sql`create trigger properties_search_changed after update of city on properties begin
        update piece_search set city = new.city where piece_id in (select id from furniture where property_id = new.id);
      end`.execute(db);
  }
  await sql`insert into piece_search (${sql.raw(columns)})
    select f.id, f.name, f.description, f.category, f.room, ${sql.raw(companyOf('f.owner_id'))}, coalesce(p.city, f.property_city)
    from furniture f left join properties p on p.id = f.property_id`.execute(db);
}
