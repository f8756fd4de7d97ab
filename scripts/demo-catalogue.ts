/** What the demo pieces are: the kinds per category with their sizes and a line about each, price ranges, and the finishes they come in. */
export interface Kind {
  name: string;
  /** Which finishes it comes in. */
  finish: keyof typeof finishGroups;
  /** Sizes this kind comes in; a piece gets one of them. */
  dims: string[];
  /** Completes "… in {finish}, …": what the piece is, in the finish's words. */
  about: string;
}

export const pieces: Record<string, { kinds: Kind[]; min: number; max: number }> = {
  seating: {
    min: 250,
    max: 3200,
    kinds: [
      {
        name: 'Velvet Sofa',
        finish: 'fabric',
        dims: ['84" W x 36" D x 32" H', '90" W x 38" D x 31" H'],
        about: 'a three-seat sofa with deep cushions and tapered legs',
      },
      {
        name: 'Leather Club Chair',
        finish: 'leather',
        dims: ['32" W x 34" D x 30" H', '30" W x 33" D x 31" H'],
        about: 'a low club chair with rolled arms',
      },
      {
        name: 'Linen Sectional',
        finish: 'fabric',
        dims: ['112" W x 86" D x 33" H', '104" W x 72" D x 32" H'],
        about: 'an L-shaped sectional with a reversible chaise',
      },
      {
        name: 'Accent Armchair',
        finish: 'fabric',
        dims: ['29" W x 31" D x 33" H', '27" W x 30" D x 34" H'],
        about: 'a compact armchair sized for reading corners',
      },
      {
        name: 'Tufted Loveseat',
        finish: 'fabric',
        dims: ['62" W x 34" D x 31" H', '58" W x 33" D x 30" H'],
        about: 'a button-tufted two-seater',
      },
      {
        name: 'Rattan Lounge Chair',
        finish: 'fabric',
        dims: ['30" W x 33" D x 29" H', '28" W x 32" D x 30" H'],
        about: 'a woven rattan chair with a loose seat cushion',
      },
    ],
  },
  tables: {
    min: 120,
    max: 2400,
    kinds: [
      {
        name: 'Coffee Table',
        finish: 'wood',
        dims: ['48" W x 24" D x 16" H', '42" W x 22" D x 17" H'],
        about: 'a solid-wood coffee table with a lower shelf',
      },
      {
        name: 'Marble Side Table',
        finish: 'stone',
        dims: ['18" diameter x 22" H', '16" diameter x 24" H'],
        about: 'a round side table with a honed marble top',
      },
      {
        name: 'Dining Table',
        finish: 'wood',
        dims: ['72" W x 38" D x 30" H', '84" W x 40" D x 30" H'],
        about: 'a dining table that seats six',
      },
      {
        name: 'Glass Console Table',
        finish: 'wood',
        dims: ['48" W x 14" D x 30" H', '54" W x 16" D x 31" H'],
        about: 'a slim entry console with a tempered glass top',
      },
      {
        name: 'Round Bistro Table',
        finish: 'wood',
        dims: ['30" diameter x 29" H', '28" diameter x 30" H'],
        about: 'a pedestal bistro table for two',
      },
    ],
  },
  bedroom: {
    min: 90,
    max: 2800,
    kinds: [
      {
        name: 'Upholstered Platform Bed',
        finish: 'fabric',
        dims: ['Queen, 64" W x 86" L x 48" H', 'King, 80" W x 86" L x 48" H'],
        about: 'a platform bed with a padded headboard that needs no box spring',
      },
      { name: 'Nightstand', finish: 'wood', dims: ['24" W x 18" D x 26" H', '20" W x 16" D x 24" H'], about: 'a two-drawer nightstand' },
      {
        name: 'Six-Drawer Dresser',
        finish: 'wood',
        dims: ['60" W x 18" D x 32" H', '64" W x 19" D x 34" H'],
        about: 'a wide dresser with soft-close drawers',
      },
      {
        name: 'Cane Headboard',
        finish: 'wood',
        dims: ['Queen, 62" W x 50" H', 'King, 78" W x 50" H'],
        about: 'a woven cane headboard that mounts to any frame',
      },
      {
        name: 'Linen Bedding Set',
        finish: 'fabric',
        dims: ['Queen: duvet cover and two shams', 'King: duvet cover and two shams'],
        about: 'a washed-linen duvet cover with matching shams',
      },
    ],
  },
  storage: {
    min: 150,
    max: 2200,
    kinds: [
      {
        name: 'Sideboard',
        finish: 'wood',
        dims: ['60" W x 18" D x 30" H', '72" W x 18" D x 31" H'],
        about: 'a sideboard with sliding doors and adjustable shelves',
      },
      {
        name: 'Open Bookshelf',
        finish: 'wood',
        dims: ['36" W x 14" D x 72" H', '30" W x 12" D x 80" H'],
        about: 'a five-shelf open bookcase',
      },
      {
        name: 'Media Console',
        finish: 'wood',
        dims: ['70" W x 16" D x 22" H', '60" W x 16" D x 24" H'],
        about: 'a low media console with cable cut-outs',
      },
      {
        name: 'Woven Storage Bench',
        finish: 'wood',
        dims: ['42" W x 16" D x 18" H', '48" W x 17" D x 19" H'],
        about: 'an entry bench with two woven baskets',
      },
      {
        name: 'Glass Display Cabinet',
        finish: 'wood',
        dims: ['36" W x 15" D x 70" H', '32" W x 14" D x 66" H'],
        about: 'a display cabinet with glass doors and a lit top shelf',
      },
    ],
  },
  lighting: {
    min: 45,
    max: 900,
    kinds: [
      {
        name: 'Floor Lamp',
        finish: 'fabric',
        dims: ['64" H, 16" shade', '60" H, 15" shade'],
        about: 'a floor lamp with a linen drum shade',
      },
      {
        name: 'Ceramic Table Lamp',
        finish: 'fabric',
        dims: ['24" H, 14" shade', '27" H, 16" shade'],
        about: 'a glazed table lamp with a pleated shade',
      },
      {
        name: 'Arc Lamp',
        finish: 'metal',
        dims: ['78" H, 70" reach', '72" H, 64" reach'],
        about: 'an arching floor lamp that reaches over a sofa',
      },
      {
        name: 'Woven Pendant',
        finish: 'wood',
        dims: ['18" diameter, 60" cord', '22" diameter, 60" cord'],
        about: 'a woven pendant shade with a plug-in cord',
      },
      {
        name: 'Globe Sconce Pair',
        finish: 'metal',
        dims: ['Pair, 6" globes, 10" projection'],
        about: 'two wall sconces with opal glass globes',
      },
    ],
  },
  decor: {
    min: 25,
    max: 1200,
    kinds: [
      {
        name: 'Abstract Canvas Print',
        finish: 'fabric',
        dims: ['36" x 48", framed', '30" x 40", framed'],
        about: 'a large abstract print in a floating frame',
      },
      { name: 'Area Rug', finish: 'fabric', dims: ["8' x 10'", "5' x 8'"], about: 'a hand-woven jute rug with a bound edge' },
      {
        name: 'Round Wall Mirror',
        finish: 'wood',
        dims: ['32" diameter', '36" diameter'],
        about: 'a round mirror with a slim wooden frame',
      },
      {
        name: 'Ceramic Vase Set',
        finish: 'fabric',
        dims: ['Set of three: 8", 11" and 14" H'],
        about: 'three stoneware vases in graded heights',
      },
      {
        name: 'Throw Pillow Set',
        finish: 'fabric',
        dims: ['Four 20" x 20" pillows with inserts'],
        about: 'four feather-filled pillows with zip covers',
      },
    ],
  },
  other: {
    min: 60,
    max: 700,
    kinds: [
      { name: 'Bar Cart', finish: 'metal', dims: ['30" W x 16" D x 34" H'], about: 'a two-tier bar cart on casters' },
      {
        name: 'Room Divider Screen',
        finish: 'wood',
        dims: ['Three panels, 54" W x 70" H', 'Four panels, 72" W x 70" H'],
        about: 'a folding screen with hinged panels',
      },
      { name: 'Plant Stand Trio', finish: 'wood', dims: ['Set of three: 12", 18" and 24" H'], about: 'three nesting plant stands' },
      {
        name: 'Fireplace Screen',
        finish: 'metal',
        dims: ['38" W x 31" H', '44" W x 32" H'],
        about: 'a three-fold fireplace screen with fine mesh',
      },
    ],
  },
  outdoor: {
    min: 300,
    max: 3500,
    kinds: [
      {
        name: 'Patio Dining Set',
        finish: 'wood',
        dims: ['Table 60" W and four chairs', 'Table 72" W and six chairs'],
        about: 'a patio dining table with matching chairs',
      },
      {
        name: 'Outdoor Sofa',
        finish: 'fabric',
        dims: ['78" W x 32" D x 28" H', '84" W x 34" D x 29" H'],
        about: 'an all-weather sofa with quick-dry cushions',
      },
      {
        name: 'Fire Pit Table',
        finish: 'metal',
        dims: ['42" diameter x 24" H', '48" W x 30" D x 24" H'],
        about: 'a propane fire pit table with a lid',
      },
      {
        name: 'Outdoor Lounge Chairs',
        finish: 'fabric',
        dims: ['Pair, 28" W x 30" D x 31" H'],
        about: 'two low lounge chairs with outdoor cushions',
      },
    ],
  },
};

/** Each finish with the colours its pictures are drawn in. */
export const finishes = [
  { name: 'Walnut', main: '#6b4430', dark: '#4a2e20' },
  { name: 'Ivory', main: '#ece3cf', dark: '#bfb39a' },
  { name: 'Charcoal', main: '#45474b', dark: '#2c2d30' },
  { name: 'Sage', main: '#9cad8f', dark: '#6f8264' },
  { name: 'Natural', main: '#cfae84', dark: '#a3835c' },
  { name: 'Navy', main: '#2f4466', dark: '#1e2d45' },
  { name: 'Terracotta', main: '#c0694a', dark: '#8f4a33' },
  { name: 'Blush', main: '#e2b4ad', dark: '#b98780' },
  { name: 'Oak', main: '#b98b5a', dark: '#8c663e' },
  { name: 'Slate', main: '#6c7a89', dark: '#4b5662' },
] as const;

/** Finishes by material, so a sofa is never "Walnut" and a dresser never "Blush". */
export const finishGroups = {
  wood: ['Walnut', 'Oak', 'Natural', 'Charcoal', 'Ivory'],
  fabric: ['Ivory', 'Charcoal', 'Sage', 'Natural', 'Navy', 'Terracotta', 'Blush', 'Slate'],
  leather: ['Walnut', 'Charcoal', 'Natural', 'Terracotta', 'Navy'],
  stone: ['Ivory', 'Charcoal', 'Sage', 'Blush', 'Slate'],
  metal: ['Charcoal', 'Slate', 'Ivory', 'Navy', 'Sage'],
} as const;

/** The shipped photos of a piece of this kind in this finish (two views), as file names in data/images. */
export function photoFiles(kind: string, finish: string): string[] {
  const slug = `${kind}-${finish}`.toLowerCase().replace(/[^a-z]+/g, '-');
  return [`${slug}-1.webp`, `${slug}-2.webp`];
}
