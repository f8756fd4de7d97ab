import type { CompaniesQuery, Company, CompanySummary } from '@stagehouse/shared/company.schema';
import { periodStart } from '@stagehouse/shared/figures';
import { fromCents } from '@stagehouse/shared/money';
import { type ExpressionBuilder, type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { anyContains, anyElementContains } from '../../db/query-helpers';
import { publicPiece } from '../../policy';
import { openHouseNotOver } from './properties.repo';

type Eb = ExpressionBuilder<Database & { c: Database['companies']; u: Database['users'] }, 'c' | 'u'>;

/** Pieces buyers see of the company's lister. */
const publicPieces = (eb: Eb) => eb.selectFrom('furniture').whereRef('furniture.ownerId', '=', 'c.userId').where(publicPiece);

/** How many pieces buyers see of the company's lister, of one status or of all. */
const countFurniture = (eb: Eb, status?: 'pending' | 'sold') => {
  const pieces = status ? publicPieces(eb).where('furniture.status', '=', status) : publicPieces(eb);
  return pieces.select((s) => s.fn.countAll<number>().as('n'));
};

/** A company is public once its lister has saved a business profile or shows a piece: a new account alone is no company yet. */
const isPublic = (eb: Eb) => eb.or([eb('c.profileSavedAt', 'is not', null), eb.exists(publicPieces(eb).select('furniture.id'))]);

/** "City, ST", as the cards show it and the location filter names it. */
const locationOf = sql<string>`c.city || ', ' || c.state`;

/**
 * Name, city, description, specialties or service areas contain the text, ignoring case. There is
 * one company per lister, and this filter runs before the per-company counts, so the scan stays cheap.
 */
function matchesSearch(db: Db, eb: Eb, text: string) {
  return eb.or([
    anyContains(['c.name', 'c.city', 'c.description'], text),
    anyElementContains(db, 'c.specialties', text),
    anyElementContains(db, 'c.serviceAreas', text),
  ]);
}

/** Companies of active listers. */
const companiesOfActiveListers = (db: Db) =>
  db.selectFrom('companies as c').innerJoin('users as u', 'u.id', 'c.userId').where('u.isActive', '=', 1);

const summaryQuery = (db: Db) =>
  companiesOfActiveListers(db).select((eb) => [
    'c.id',
    'c.name',
    'c.type',
    'c.city',
    'c.state',
    'c.zipCode',
    'c.description',
    'c.createdAt',
    'u.plan',
    eb
      .selectFrom('reviews')
      .whereRef('reviews.companyId', '=', 'c.id')
      .select((s) => s.fn.avg<number>('rating').as('r'))
      .as('rating'),
    eb
      .selectFrom('reviews')
      .whereRef('reviews.companyId', '=', 'c.id')
      .select((s) => s.fn.countAll<number>().as('n'))
      .as('reviewCount'),
    countFurniture(eb).as('totalListings'),
    countFurniture(eb, 'pending').as('activeListings'),
    countFurniture(eb, 'sold').as('soldItems'),
  ]);

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>;

const toSummary = (r: SummaryRow): CompanySummary => ({
  id: r.id,
  name: r.name,
  type: r.type,
  location: r.city && r.state ? `${r.city}, ${r.state}` : '',
  zipCode: r.zipCode ?? '',
  rating: r.rating === null ? 0 : Math.round(Number(r.rating) * 10) / 10,
  reviewCount: Number(r.reviewCount ?? 0),
  totalListings: Number(r.totalListings ?? 0),
  activeListings: Number(r.activeListings ?? 0),
  soldItems: Number(r.soldItems ?? 0),
  joinedDate: r.createdAt,
  isPlusSubscriber: r.plan === 'plus',
  description: r.description,
});

export async function listCompanies(db: Db, q: CompaniesQuery): Promise<CompanySummary[]> {
  let query = summaryQuery(db).where(isPublic);
  if (q.search) {
    const text = q.search;
    query = query.where((eb) => matchesSearch(db, eb, text));
  }
  if (q.type && q.type !== 'all') query = query.where('c.type', '=', q.type);
  if (q.location) query = query.where(locationOf, '=', q.location);
  const sorted =
    q.sort === 'rating'
      ? query.orderBy(sql`rating`, (ob) => ob.desc().nullsLast())
      : q.sort === 'listings'
        ? query.orderBy(sql`total_listings`, 'desc')
        : q.sort === 'newest'
          ? query.orderBy('c.createdAt', 'desc')
          : query.orderBy(sql`u.plan = 'plus'`, 'desc').orderBy(sql`rating`, (ob) => ob.desc().nullsLast());
  return (await sorted.orderBy('c.id').execute()).map(toSummary);
}

/** Every location of a public company, in order. */
export async function listCompanyLocations(db: Db): Promise<string[]> {
  const rows = await companiesOfActiveListers(db)
    .where(isPublic)
    .where('c.city', '<>', '')
    .where('c.state', '<>', '')
    .select(locationOf.as('location'))
    .distinct()
    .orderBy('location')
    .execute();
  return rows.map((r) => r.location);
}

export interface FoundCompany {
  company: Company;
  listerId: number;
  isPublic: boolean;
}

/** A company of an active lister, public or not yet, with its pieces, reviews and figures. */
export async function findCompany(db: Db, id: number): Promise<FoundCompany | undefined> {
  const row = await summaryQuery(db)
    .select([
      'c.userId',
      'c.website',
      'c.connectedSite',
      'c.phone',
      'c.email',
      'c.teamSize',
      'c.specialties',
      'c.certifications',
      'c.serviceAreas',
      'c.responseTime',
    ])
    .select((eb) => isPublic(eb).as('isPublic'))
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;

  const [pieces, reviews, stats, repeat] = await Promise.all([
    db
      .selectFrom('furniture')
      .leftJoin('furnitureImages', (join) =>
        join.onRef('furnitureImages.furnitureId', '=', 'furniture.id').on('furnitureImages.position', '=', 0),
      )
      .select([
        'furniture.id',
        'furniture.name',
        'furniture.priceCents',
        'furniture.status',
        'furniture.category',
        'furniture.createdAt',
        'furniture.dimensions',
        'furnitureImages.path as image',
      ])
      .where('furniture.ownerId', '=', row.userId)
      .where(publicPiece)
      // A piece of an open house that is over is no longer available.
      .where((eb) =>
        eb.or([
          eb('furniture.status', '=', 'sold'),
          eb('furniture.propertyId', 'is', null),
          eb(
            'furniture.propertyId',
            'in',
            eb
              .selectFrom('properties')
              .select('properties.id')
              .where((house) => openHouseNotOver(house, Date.now())),
          ),
        ]),
      )
      .orderBy('furniture.createdAt', 'desc')
      .execute(),
    db.selectFrom('reviews').selectAll().where('companyId', '=', id).orderBy('createdAt', 'desc').execute(),
    db
      .selectFrom('furniture')
      .select((eb) => [
        eb.fn.avg<number>('priceCents').as('avgPriceCents'),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(eb.and([eb('status', '=', 'sold'), eb('soldDate', '>=', periodStart('thisMonth'))]))
              .then(1)
              .else(0)
              .end(),
          )
          .as('soldThisMonth'),
      ])
      .where('ownerId', '=', row.userId)
      .where('status', 'in', ['pending', 'sold'])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom(
        db
          .selectFrom('rsvps')
          .innerJoin('properties', 'properties.id', 'rsvps.propertyId')
          .where('properties.ownerId', '=', row.userId)
          .select('rsvps.email')
          .groupBy('rsvps.email')
          .having((eb) => eb.fn.count('rsvps.propertyId').distinct(), '>', 1)
          .as('repeat'),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);

  const company: Company = {
    ...toSummary(row),
    specialties: JSON.parse(row.specialties) as string[],
    website: row.website ?? row.connectedSite,
    phone: row.phone,
    email: row.email,
    teamSize: row.teamSize,
    certifications: JSON.parse(row.certifications) as string[],
    serviceAreas: JSON.parse(row.serviceAreas) as string[],
    furniture: pieces.map((p) => ({
      id: p.id,
      title: p.name,
      price: fromCents(p.priceCents),
      status: p.status === 'sold' ? 'sold' : 'available',
      category: p.category,
      listedDate: p.createdAt,
      dimensions: p.dimensions,
      image: p.image,
    })),
    reviews: reviews.map((r) => ({
      id: r.id,
      buyerName: r.buyerName,
      rating: r.rating,
      comment: r.comment,
      date: r.createdAt,
      verified: r.verified === 1,
    })),
    stats: {
      avgResponseTime: row.responseTime ?? 'Not yet known',
      avgListingPrice: fromCents(stats.avgPriceCents),
      soldThisMonth: Number(stats.soldThisMonth ?? 0),
      repeatCustomers: Number(repeat.n),
    },
  };
  return { company, listerId: row.userId, isPublic: Number(row.isPublic) === 1 };
}

export async function insertCompany(db: Db, company: Insertable<Database['companies']>): Promise<void> {
  await db.insertInto('companies').values(company).execute();
}

/** The lister whose company this is. */
export const findCompanyOwner = async (db: Db, id: number): Promise<number | undefined> =>
  (await db.selectFrom('companies').select('userId').where('id', '=', id).executeTakeFirst())?.userId;

export const findBusinessProfile = (db: Db, userId: number) =>
  db.selectFrom('companies').select(['name', 'connectedSite', 'teamSize']).where('userId', '=', userId).executeTakeFirst();

/** Saves the lister's business profile on their company, making the company if they have none. */
export async function saveBusinessProfile(
  db: Db,
  userId: number,
  type: 'stager' | 'realtor',
  profile: { name: string; connectedSite: string | null; teamSize: number; profileSavedAt: string },
  now: string,
): Promise<void> {
  await db
    .insertInto('companies')
    .values({ userId, type, createdAt: now, ...profile })
    .onConflict((oc) => oc.column('userId').doUpdateSet(profile))
    .execute();
}
