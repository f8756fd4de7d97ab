/**
 * Draws the app icons in pwa/public/icons from one SVG mark.
 * Run: node --import tsx scripts/generate-icons.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../pwa/public/icons');

/** A house roof over a sofa; `inset` keeps the mark inside the maskable safe zone. */
function mark(size: number, inset: number, rounded: boolean) {
  const s = size;
  const k = (v: number) => inset + (v / 512) * (s - 2 * inset);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
  <rect width="${s}" height="${s}" rx="${rounded ? s * 0.18 : 0}" fill="#1f4e5f"/>
  <path d="M${k(96)} ${k(236)} L${k(256)} ${k(100)} L${k(416)} ${k(236)}" stroke="#f4c95d" stroke-width="${(s - 2 * inset) * 0.06}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  <rect x="${k(150)}" y="${k(270)}" width="${k(362) - k(150)}" height="${k(330) - k(270)}" rx="${s * 0.03}" fill="#faf7f2"/>
  <rect x="${k(128)}" y="${k(300)}" width="${k(176) - k(128)}" height="${k(390) - k(300)}" rx="${s * 0.025}" fill="#faf7f2"/>
  <rect x="${k(336)}" y="${k(300)}" width="${k(384) - k(336)}" height="${k(390) - k(300)}" rx="${s * 0.025}" fill="#faf7f2"/>
  <rect x="${k(170)}" y="${k(330)}" width="${k(342) - k(170)}" height="${k(376) - k(330)}" rx="${s * 0.02}" fill="#e8dcc8"/>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, inset: 0, rounded: true },
  { file: 'icon-512.png', size: 512, inset: 0, rounded: true },
  { file: 'icon-maskable-512.png', size: 512, inset: 80, rounded: false },
  { file: 'apple-touch-icon.png', size: 180, inset: 0, rounded: false },
];
for (const icon of icons) {
  await sharp(Buffer.from(mark(icon.size, icon.inset, icon.rounded)))
    .png()
    .toFile(path.join(dir, icon.file));
}
writeFileSync(path.join(dir, 'favicon.svg'), mark(64, 0, true));
console.log(`wrote icons to ${dir}`);
