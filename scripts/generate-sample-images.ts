/**
 * Draws the sample furniture pictures in data/images: two colourways per category (for tests and
 * the back office's samples), and two photos of every kind of demo piece in every finish it comes
 * in (the demo data's pictures: a Navy Velvet Sofa shows a navy sofa).
 * Run: node --import tsx scripts/generate-sample-images.ts
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { finishes, finishGroups, photoFiles, pieces } from './demo-catalogue';
import { drawings as pieceDrawings } from './draw-demo-pieces';

const width = 600;
const height = 400;

const drawings: Record<string, (c: string, d: string) => string> = {
  seating: (c, d) => `
    <rect x="110" y="170" width="380" height="110" rx="24" fill="${c}"/>
    <rect x="90" y="200" width="70" height="110" rx="20" fill="${d}"/>
    <rect x="440" y="200" width="70" height="110" rx="20" fill="${d}"/>
    <rect x="150" y="240" width="300" height="60" rx="14" fill="${d}"/>
    <rect x="120" y="310" width="16" height="36" fill="#3d2b1f"/><rect x="464" y="310" width="16" height="36" fill="#3d2b1f"/>`,
  tables: (c, d) => `
    <rect x="110" y="180" width="380" height="34" rx="8" fill="${c}"/>
    <rect x="140" y="214" width="22" height="130" fill="${d}"/><rect x="438" y="214" width="22" height="130" fill="${d}"/>
    <rect x="180" y="214" width="16" height="100" fill="${d}" opacity="0.7"/><rect x="404" y="214" width="16" height="100" fill="${d}" opacity="0.7"/>`,
  bedroom: (c, d) => `
    <rect x="90" y="120" width="40" height="220" rx="8" fill="${d}"/>
    <rect x="130" y="230" width="380" height="80" rx="10" fill="${c}"/>
    <rect x="140" y="200" width="90" height="40" rx="16" fill="#fdfaf4"/>
    <rect x="250" y="215" width="260" height="30" rx="10" fill="${d}" opacity="0.8"/>
    <rect x="130" y="310" width="14" height="34" fill="#3d2b1f"/><rect x="496" y="310" width="14" height="34" fill="#3d2b1f"/>`,
  storage: (c, d) => `
    <rect x="130" y="150" width="340" height="180" rx="10" fill="${c}"/>
    <rect x="150" y="170" width="140" height="140" rx="6" fill="${d}"/><rect x="310" y="170" width="140" height="140" rx="6" fill="${d}"/>
    <circle cx="276" cy="240" r="6" fill="#f2e6c9"/><circle cx="324" cy="240" r="6" fill="#f2e6c9"/>
    <rect x="150" y="330" width="14" height="24" fill="#3d2b1f"/><rect x="436" y="330" width="14" height="24" fill="#3d2b1f"/>`,
  lighting: (c, d) => `
    <path d="M230 80 L370 80 L410 190 L190 190 Z" fill="${c}"/>
    <rect x="292" y="190" width="16" height="140" fill="${d}"/>
    <ellipse cx="300" cy="340" rx="80" ry="16" fill="${d}"/>
    <circle cx="300" cy="200" r="18" fill="#fff6c8" opacity="0.9"/>`,
  decor: (c, d) => `
    <path d="M260 120 Q230 200 250 300 L350 300 Q370 200 340 120 Z" fill="${c}"/>
    <rect x="268" y="100" width="64" height="24" rx="6" fill="${d}"/>
    <path d="M300 100 Q280 40 250 30 M300 100 Q320 40 360 36 M300 100 Q300 50 300 20" stroke="#4f7a4a" stroke-width="6" fill="none"/>
    <ellipse cx="300" cy="310" rx="120" ry="14" fill="${d}" opacity="0.4"/>`,
  other: (c, d) => `
    <rect x="170" y="140" width="260" height="16" rx="6" fill="${c}"/><rect x="170" y="250" width="260" height="16" rx="6" fill="${c}"/>
    <rect x="176" y="140" width="12" height="180" fill="${d}"/><rect x="412" y="140" width="12" height="180" fill="${d}"/>
    <circle cx="190" cy="330" r="18" fill="${d}"/><circle cx="410" cy="330" r="18" fill="${d}"/>
    <rect x="210" y="190" width="26" height="60" rx="6" fill="#7b2f3b"/><rect x="250" y="200" width="22" height="50" rx="6" fill="#2f5d7b"/>`,
  outdoor: (c, d) => `
    <path d="M150 150 Q300 40 450 150 Z" fill="${c}"/>
    <rect x="294" y="140" width="12" height="200" fill="${d}"/>
    <ellipse cx="300" cy="270" rx="120" ry="20" fill="${d}"/>
    <rect x="200" y="280" width="12" height="64" fill="${d}"/><rect x="388" y="280" width="12" height="64" fill="${d}"/>`,
};

const colourways = [
  { bg: '#efe7dc', floor: '#d9ccb9', main: '#5b7c99', dark: '#3f5a72' },
  { bg: '#e3ebe4', floor: '#c8d6c9', main: '#b5714f', dark: '#8a5238' },
];

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../data/images');

for (const [category, draw] of Object.entries(drawings)) {
  for (const [i, c] of colourways.entries()) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
      <rect width="${width}" height="${height}" fill="${c.bg}"/>
      <rect y="300" width="${width}" height="100" fill="${c.floor}"/>
      ${draw(c.main, c.dark)}
    </svg>`;
    await sharp(Buffer.from(svg))
      .webp({ quality: 70 })
      .toFile(path.join(dir, `${category}-${i + 1}.webp`));
  }
}
/** Wall and floor tones a kind's photos are taken against; the second photo is closer, on the next tone. */
const rooms = [
  { wall: '#efe7dc', floor: '#d9ccb9' },
  { wall: '#e3ebe4', floor: '#c8d6c9' },
  { wall: '#e6e9f0', floor: '#cfd3dc' },
  { wall: '#f3e9e4', floor: '#dcc9bf' },
  { wall: '#ecebe6', floor: '#b9b2a5' },
];

let written = 0;
const kinds = Object.values(pieces).flatMap((category) => category.kinds);
for (const [k, kind] of kinds.entries()) {
  const draw = pieceDrawings[kind.name];
  if (!draw) throw new Error(`No drawing for ${kind.name}`);
  for (const finishName of finishGroups[kind.finish]) {
    const finish = finishes.find((f) => f.name === finishName)!;
    const [front, closer] = photoFiles(kind.name, finish.name);
    const shot = (
      room: (typeof rooms)[number],
      viewBox: string,
    ) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">
      <style>.m{fill:${finish.main};stroke:rgba(0,0,0,.28);stroke-width:2}.d{fill:${finish.dark}}.w{fill:#6b4a32}</style>
      <rect x="-300" y="-200" width="1200" height="800" fill="${room.wall}"/>
      <rect x="-300" y="300" width="1200" height="300" fill="${room.floor}"/>
      ${draw()}
    </svg>`;
    await sharp(Buffer.from(shot(rooms[k % rooms.length]!, `0 0 ${width} ${height}`)))
      .webp({ quality: 70 })
      .toFile(path.join(dir, front!));
    await sharp(Buffer.from(shot(rooms[(k + 1) % rooms.length]!, `60 40 ${width * 0.8} ${height * 0.8}`)))
      .webp({ quality: 70 })
      .toFile(path.join(dir, closer!));
    written += 2;
  }
}
console.log(`wrote ${written + Object.keys(drawings).length * colourways.length} sample images to ${dir}`);
