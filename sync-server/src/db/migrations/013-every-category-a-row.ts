import { type Kysely, sql } from 'kysely';

/** The lister categories the back office had no row for, with the names every screen shows for them. */
const added = [
  { value: 'lighting', name: 'Lighting', description: 'Table and floor lamps, pendants and sconces' },
  { value: 'other', name: 'Other', description: 'Pieces that fit no other category' },
  { value: 'outdoor', name: 'Outdoor', description: 'Patio, deck and garden furniture' },
];

/** "mid_century" -> "Mid century" */
const nameOf = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/[-_]+/g, ' ');

/**
 * Every category value a piece carries gets a row of its own in `categories`, so that one table
 * names every value and decides what is offered: lighting, other and outdoor, and any other value
 * found on a piece (named after it). Pieces keep the values they carry; Decor no longer claims lamps.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const rows = async () => (await sql<{ name: string; value: string | null }>`select name, value from categories`.execute(db)).rows;
  const strays = await sql<{ category: string }>`
    select distinct category from furniture
    where category is not null and trim(category) <> '' and category not in (select value from categories where value is not null)
    order by category`.execute(db);
  const wanted = [
    ...added,
    ...strays.rows.map((r) => ({ value: r.category, name: nameOf(r.category.trim()), description: `Pieces listed as "${r.category}"` })),
  ];
  for (const category of wanted) {
    const existing = await rows();
    if (existing.some((c) => c.value === category.value)) continue;
    const taken = new Set(existing.map((c) => c.name.toLowerCase()));
    let name = category.name;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${category.name} ${n}`;
    await sql`insert into categories (name, value, description, color) values (${name}, ${category.value}, ${category.description}, '#3B82F6')`.execute(
      db,
    );
  }
  await sql`update categories set description = 'Art, rugs, mirrors and accessories'
    where value = 'decor' and description = 'Art, rugs, mirrors, lighting and accessories'`.execute(db);
}
