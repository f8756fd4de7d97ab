/**
 * Writes data/demo/demo-data.json, the demo dataset loaded on first start.
 * Deterministic (seeded), with dates stored relative to the day it is loaded.
 * Run: node --import tsx scripts/generate-demo-data.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cities } from '../shared/src/cities';
import { allFurnitureCategories, editFormConditions, editFormRooms } from '../shared/src/options';
import type { DemoData } from '../sync-server/src/db/seed/demo-data.schema';
import { finishGroups, photoFiles, pieces } from './demo-catalogue';

let state = 20261121;
function random() {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
function uuid() {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(random() * 4)] as string;
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

const zips: Record<string, string[]> = {
  'Los Angeles': ['90004', '90026', '90027', '90039', '90041', '90065'],
  'San Francisco': ['94110', '94114', '94117', '94122', '94131'],
  'San Diego': ['92103', '92104', '92107', '92116'],
  Seattle: ['98103', '98105', '98107', '98115', '98117'],
  Portland: ['97202', '97206', '97211', '97212', '97214'],
  Phoenix: ['85008', '85014', '85016', '85018'],
  Denver: ['80205', '80206', '80209', '80210', '80211'],
  'Las Vegas': ['89102', '89104', '89107', '89117'],
  'Salt Lake City': ['84102', '84103', '84105', '84106'],
  Sacramento: ['95816', '95818', '95819', '95822'],
  Oakland: ['94602', '94606', '94610', '94611', '94618'],
  'Long Beach': ['90803', '90804', '90807', '90814'],
};

const companies = [
  {
    name: 'Golden Gate Staging',
    type: 'stager',
    city: 'San Francisco',
    first: 'Maya',
    last: 'Chen',
    email: 'stager@demo.test',
    plan: 'plus',
  },
  { name: 'Bayview Realty', type: 'realtor', city: 'Oakland', first: 'Daniel', last: 'Okafor', email: 'realtor@demo.test', plan: 'base' },
  {
    name: 'Sunset Staging Co.',
    type: 'stager',
    city: 'Los Angeles',
    first: 'Lucia',
    last: 'Ramirez',
    email: 'lucia@sunsetstaging.example',
    plan: 'plus',
  },
  {
    name: 'Harbor Home Realty',
    type: 'realtor',
    city: 'Long Beach',
    first: 'Grant',
    last: 'Whitaker',
    email: 'grant@harborhome.example',
    plan: 'base',
  },
  {
    name: 'Pacific Coast Interiors',
    type: 'stager',
    city: 'San Diego',
    first: 'Aiko',
    last: 'Tanaka',
    email: 'aiko@pacificcoast.example',
    plan: 'base',
  },
  {
    name: 'Emerald City Staging',
    type: 'stager',
    city: 'Seattle',
    first: 'Noah',
    last: 'Lindqvist',
    email: 'noah@emeraldcity.example',
    plan: 'plus',
  },
  {
    name: 'Rose City Realty',
    type: 'realtor',
    city: 'Portland',
    first: 'Hannah',
    last: 'Brooks',
    email: 'hannah@rosecity.example',
    plan: 'base',
  },
  {
    name: 'Desert Bloom Staging',
    type: 'stager',
    city: 'Phoenix',
    first: 'Carlos',
    last: 'Mendoza',
    email: 'carlos@desertbloom.example',
    plan: 'base',
  },
  {
    name: 'Mile High Home Staging',
    type: 'stager',
    city: 'Denver',
    first: 'Priya',
    last: 'Natarajan',
    email: 'priya@milehigh.example',
    plan: 'base',
  },
  {
    name: 'Neon Nest Realty',
    type: 'realtor',
    city: 'Las Vegas',
    first: 'Tyler',
    last: 'Reyes',
    email: 'tyler@neonnest.example',
    plan: 'base',
  },
  {
    name: 'Wasatch Staging',
    type: 'stager',
    city: 'Salt Lake City',
    first: 'Emma',
    last: 'Larsen',
    email: 'emma@wasatch.example',
    plan: 'base',
  },
  {
    name: 'Capitol Realty Group',
    type: 'realtor',
    city: 'Sacramento',
    first: 'Marcus',
    last: 'Bell',
    email: 'marcus@capitolrealty.example',
    plan: 'plus',
  },
] as const;

const streets = [
  'Maple Ave',
  'Oak St',
  'Cedar Ln',
  'Pine St',
  'Elm Dr',
  'Willow Way',
  'Hillcrest Rd',
  'Park Ave',
  'Lakeview Dr',
  'Sierra Vista Ct',
  'Juniper St',
  'Magnolia Blvd',
  'Vista Del Mar',
  'Aspen Ct',
  'Canyon Rd',
  'Alder St',
  'Laurel Ave',
  'Madrona Dr',
  'Sycamore St',
  'Bluebird Ln',
];
const houseStyles = [
  'craftsman bungalow',
  'mid-century ranch',
  'modern farmhouse',
  'Spanish revival home',
  'townhouse',
  'Victorian',
  'contemporary condo',
  'split-level home',
];
const times = ['10:00 AM - 1:00 PM', '11:00 AM - 2:00 PM', '12:00 PM - 3:00 PM', '1:00 PM - 4:00 PM', '2:00 PM - 5:00 PM'];

const firstNames = [
  'Olivia',
  'Liam',
  'Sofia',
  'Ethan',
  'Ava',
  'Mateo',
  'Isabella',
  'Lucas',
  'Mia',
  'Elijah',
  'Chloe',
  'James',
  'Zoe',
  'Benjamin',
  'Layla',
  'Henry',
  'Nora',
  'Owen',
  'Aria',
  'Samuel',
];
const lastNames = [
  'Nguyen',
  'Patel',
  'Garcia',
  'Kim',
  'Johnson',
  'Silva',
  'Müller',
  'Rossi',
  'Cohen',
  'Brown',
  'Ali',
  'Park',
  'Lopez',
  'Wright',
  'Sato',
  'Hughes',
];
/** Review texts by star rating; each is used at most once. */
const reviewComments: Record<number, string[]> = {
  3: [
    'Pickup was a little late, but the furniture is beautiful.',
    'The dresser had a scratch that was not in the photos. They knocked a bit off the price.',
    'Nice pieces. Scheduling the pickup took a few emails.',
    'Good value, though the rug was smaller than I pictured. Check the dimensions.',
    'The lamp works fine; the shade had a small mark they had mentioned up front.',
    'Fair prices. Pickup window was tight on a weekday.',
    'Pieces as described, but nobody was there for the first ten minutes of pickup.',
    'Decent experience. Wish they had held the chair one more day.',
    'The table wobbles a little; an easy fix with a shim.',
    'Took a while to hear back on my offer, but the sale went through.',
  ],
  4: [
    'Great quality pieces and easy pickup after the open house.',
    'Smooth purchase. The piece was exactly as described.',
    'Bought the sideboard at a fair price. Bring two people for pickup.',
    'Helpful team; they answered my questions about the fabric within the hour.',
    'Good condition overall, a couple of tiny marks on the legs.',
    'The counter-offer was reasonable and they held it until pickup day.',
    'We furnished half our living room from one open house.',
    'Easy to work with. Parking at the house was the only hassle.',
    'Nice curation. The bed frame went together again in twenty minutes.',
    'Quick replies and a clean, well-wrapped piece.',
  ],
  5: [
    'The staging made our listing photos stand out. Picked up the sofa the same week.',
    'Responsive and professional; the dining set looks perfect in our new place.',
    'Lovely curation. Would buy from them again.',
    'Saw the sectional at the open house Saturday, picked it up Monday. Painless.',
    'They wrapped the mirror in blankets and helped us load it. Above and beyond.',
    'Better than new at half the price. The coffee table is the centrepiece of our room.',
    'Every piece was clean and exactly as photographed.',
    'Our first apartment is furnished thanks to them. Friendly and fair.',
    'They accepted my offer within minutes and the pickup was right on time.',
    'The lamps and rug pulled our whole room together.',
    'Great communication from request to pickup.',
    'Honest descriptions, fair prices, easy pickup.',
    'Bought two armchairs and a side table; all like new.',
    'The bar cart is even nicer in person.',
    'They sent the calendar invite for pickup and were ready when we arrived.',
    'Professional from start to finish. Highly recommend.',
    'We loved the staging so much we bought the living room.',
    'Beautiful pieces, carefully chosen. The nightstands are solid wood.',
    'Pickup on de-staging day was quick; the crew helped carry everything out.',
    'Fair counter-offer and a smooth handover.',
    'The dresser is in perfect shape. Would buy again.',
    'Such an easy way to furnish a new home.',
    'They held the bench for us when our truck was late. Thank you!',
    'Top-notch staging company and lovely people.',
    'The outdoor set survived a move and still looks new.',
    'Quick, kind and organised. Five stars.',
    'The piece matched the photos and the measurements to the inch.',
    'I asked for more photos and got them the same afternoon.',
    'Great prices for quality furniture.',
    'Our realtor recommended them and they did not disappoint.',
  ],
};
/** Takes a review text for this rating that no earlier review used. */
function reviewComment(rating: number, r: number) {
  const left = reviewComments[rating]!;
  return left.splice(Math.floor(r * left.length), 1)[0]!;
}
/** How a description opens, by condition. */
const conditionNotes: Record<string, string[]> = {
  new: ['Brand new, never used', 'New with tags', 'Unused; bought for the staging', 'New, still in its protective wrap'],
  'like-new': ['Like new', 'Staged once, spotless', 'Like new, no marks', 'Barely used'],
  good: ['Gently used', 'In good shape with light wear', 'Well kept, light wear', 'Good condition'],
  fair: ['Shows its age', 'Visible wear, priced for it', 'Some scuffs and fading', 'Worn but sturdy'],
  'needs-repair': ['Needs a small repair', 'Sold as is: needs repair', 'Needs new hardware', 'Needs a fix, priced for it'],
};
const specialtiesByType = {
  stager: ['Luxury staging', 'Vacant home staging', 'Mid-century modern', 'Coastal style', 'Small-space staging', 'Occupied home styling'],
  realtor: ['First-time buyers', 'Luxury listings', 'Condos and townhomes', 'Relocation', 'Investment properties', 'New construction'],
};
const certificationsByType = {
  stager: ['Certified Staging Professional (CSP)', 'Accredited Staging Professional (ASP)', 'RESA member'],
  realtor: ['Accredited Buyer Representative (ABR)', 'Certified Residential Specialist (CRS)', 'Seller Representative Specialist (SRS)'],
};

const data: DemoData = { companies: [], properties: [], furniture: [], rsvps: [], favorites: [], signIns: [] };

companies.forEach((c, ci) => {
  const city = cities.find((x) => x.name === c.city)!;
  const cityZips = zips[c.city]!;
  const slug = c.name.toLowerCase().replace(/[^a-z]+/g, '');
  data.companies.push({
    user: {
      email: c.email,
      firstName: c.first,
      lastName: c.last,
      role: c.type,
      plan: c.plan,
      isVerified: ci % 4 !== 3,
      joinedDaysAgo: 60 + ci * 27,
      demoAccount: c.email.endsWith('@demo.test'),
    },
    company: {
      name: c.name,
      type: c.type,
      city: city.name,
      state: city.state,
      zipCode: cityZips[0]!,
      description: `${c.name} ${c.type === 'stager' ? 'stages homes for sale' : 'lists and sells homes'} across ${city.name} and nearby neighbourhoods, and sells the staged pieces after each open house.`,
      website: `https://${slug}.example`,
      phone: `(555) ${String(200 + ci * 37).padStart(3, '0')}-${String(1000 + ci * 311).slice(0, 4)}`,
      email: `hello@${slug}.example`,
      teamSize: int(2, 18),
      specialties: [pick(specialtiesByType[c.type]), pick(specialtiesByType[c.type])].filter((v, i, a) => a.indexOf(v) === i),
      certifications: [pick(certificationsByType[c.type])],
      serviceAreas: [city.name, ...cityZips.slice(0, 2)],
      responseTime: pick(['within 1 hour', 'within 2 hours', 'same day', 'within 4 hours']),
    },
    reviews: Array.from({ length: int(2, 5) }, () => {
      const buyerName = `${pick(firstNames)} ${pick(lastNames).charAt(0)}.`;
      const rating = pick([3, 4, 4, 5, 5, 5]);
      return { buyerName, rating, comment: reviewComment(rating, random()), verified: random() > 0.3, daysAgo: int(2, 200) };
    }),
  });

  for (let p = 0; p < 4; p += 1) {
    const propertyIndex = data.properties.length;
    const style = pick(houseStyles);
    const zip = pick(cityZips);
    data.properties.push({
      companyIndex: ci,
      address: `${int(100, 9899)} ${pick(streets)}, ${city.name}, ${city.state} ${zip}`,
      city: city.name,
      state: city.state,
      zipCode: zip,
      latitude: Number((city.latitude + (random() - 0.5) * 0.06).toFixed(5)),
      longitude: Number((city.longitude + (random() - 0.5) * 0.08).toFixed(5)),
      description: `A ${int(2, 5)}-bedroom ${style} staged with pieces you can take home after the open house.`,
      openHouseInDays: int(-20, 35),
      openHouseTime: pick(times),
      bedrooms: int(2, 5),
      bathrooms: pick([1, 1.5, 2, 2.5, 3]),
      squareFootage: int(850, 3600),
    });

    for (let f = 0; f < 5; f += 1) {
      const n = data.furniture.length;
      const category = allFurnitureCategories[n % allFurnitureCategories.length]!;
      const { kinds, min, max } = pieces[category]!;
      const condition = editFormConditions[n % editFormConditions.length]!;
      const roll = random();
      const status = roll < 0.68 ? 'pending' : roll < 0.8 ? 'draft' : 'sold';
      const price = Math.round(int(min, max) / 5) * 5;
      const imageCount = int(1, 3);
      const listedDaysAgo = int(3, 120);
      const id = uuid();
      const finishRoll = random();
      const kind = pick(kinds);
      const finish = finishGroups[kind.finish][Math.floor(finishRoll * finishGroups[kind.finish].length)]!;
      data.furniture.push({
        id,
        propertyIndex,
        name: `${finish} ${kind.name}`,
        description: `${pick(conditionNotes[condition]!)}: ${kind.about}, in ${finish.toLowerCase()}. From a ${style} open house.`,
        dimensions: pick(kind.dims),
        price,
        category,
        room: editFormRooms[Math.floor(n / allFurnitureCategories.length) % editFormRooms.length]!,
        condition,
        status,
        images: photoFiles(kind.name, finish)
          .slice(0, Math.min(imageCount, 2))
          .map((file) => `/api/images/${file}`),
        mlsNumber: random() > 0.6 ? `ML${int(81000000, 81999999)}` : null,
        listedDaysAgo,
        soldDaysAgo: status === 'sold' ? int(0, Math.min(listedDaysAgo, 90)) : null,
        buyerInfo: status === 'sold' ? `${pick(firstNames)} ${pick(lastNames)}` : null,
      });
    }

    const guests = int(2, 6);
    const used = new Set<string>();
    for (let r = 0; r < guests; r += 1) {
      const first = pick(firstNames);
      const last = pick(lastNames);
      const email = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + '@mail.example';
      if (used.has(email)) continue;
      used.add(email);
      const listed = data.furniture.filter((x) => x.propertyIndex === propertyIndex && x.status === 'pending');
      data.rsvps.push({
        id: uuid(),
        propertyIndex,
        furnitureId: random() > 0.5 && listed.length > 0 ? pick(listed).id : null,
        firstName: first,
        lastName: last,
        email,
        daysAgo: int(0, 75),
      });
    }
  }
});

for (const c of data.companies) {
  const own = new Set(data.properties.flatMap((p, i) => (data.companies[p.companyIndex] === c ? [i] : [])));
  const others = data.furniture.filter((f) => !own.has(f.propertyIndex) && f.status === 'pending');
  const chosen = new Set<string>();
  for (let i = 0; i < int(3, 8); i += 1) chosen.add(pick(others).id);
  for (const furnitureId of chosen) data.favorites.push({ userEmail: c.user.email, furnitureId, daysAgo: int(0, 40) });
  for (let d = 0; d < int(2, 10); d += 1) data.signIns.push({ userEmail: c.user.email, daysAgo: int(0, 14) });
}

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../data/demo/demo-data.json');
writeFileSync(out, `${JSON.stringify(data, null, 1)}\n`);
console.log(
  `wrote ${out}: ${data.companies.length} companies, ${data.properties.length} properties, ${data.furniture.length} pieces, ${data.rsvps.length} RSVPs`,
);
