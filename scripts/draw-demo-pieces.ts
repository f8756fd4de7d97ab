/**
 * Flat drawings of each kind of demo piece (scripts/demo-catalogue.ts), 600 x 400, the floor line
 * at y = 300. Shapes of class `m` take the finish's main colour, `d` its dark one, `w` wood legs
 * and trim; anything else is drawn in its own colours.
 */
type Drawing = () => string;

const legs = (xs: number[], top: number, height = 300 - top, width = 12) =>
  xs.map((x) => `<rect class="w" x="${x}" y="${top}" width="${width}" height="${height}"/>`).join('');
const drawers = (x: number, y: number, w: number, h: number, rows: number, cols = 1) =>
  Array.from({ length: rows * cols }, (_, i) => {
    const dw = (w - 10 * (cols + 1)) / cols;
    const dh = (h - 10 * (rows + 1)) / rows;
    const cx = x + 10 + (i % cols) * (dw + 10);
    const cy = y + 10 + Math.floor(i / cols) * (dh + 10);
    return `<rect class="d" x="${cx}" y="${cy}" width="${dw}" height="${dh}" rx="3"/><rect fill="#e9d9b0" x="${cx + dw / 2 - 12}" y="${cy + dh / 2 - 3}" width="24" height="6" rx="3"/>`;
  }).join('');
function sofa(x: number, w: number, seats: number) {
  const cushion = (w - 100) / seats;
  return `<rect class="m" x="${x + 20}" y="160" width="${w - 40}" height="90" rx="22"/>
    ${Array.from({ length: seats }, (_, i) => `<rect class="m" x="${x + 50 + i * cushion}" y="215" width="${cushion - 6}" height="48" rx="12"/>`).join('')}
    <rect class="d" x="${x}" y="190" width="56" height="95" rx="18"/><rect class="d" x="${x + w - 56}" y="190" width="56" height="95" rx="18"/>
    <rect class="d" x="${x + 40}" y="255" width="${w - 80}" height="28" rx="6"/>${legs([x + 30, x + w - 42], 283, 17, 10)}`;
}
const chair = (x: number, back: string) => `${back}<rect class="m" x="${x + 10}" y="215" width="140" height="40" rx="12"/>
  <rect class="d" x="${x - 6}" y="195" width="34" height="85" rx="14"/><rect class="d" x="${x + 132}" y="195" width="34" height="85" rx="14"/>${legs([x + 8, x + 142], 280, 20, 9)}`;
const lamp = (
  x: number,
  poleTop: number,
) => `<path class="m" d="M${x - 50} ${poleTop - 60} L${x + 50} ${poleTop - 60} L${x + 64} ${poleTop} L${x - 64} ${poleTop} Z"/>
  <rect fill="#b08d3c" x="${x - 4}" y="${poleTop}" width="8" height="${292 - poleTop}"/><ellipse fill="#8a6d2b" cx="${x}" cy="294" rx="40" ry="8"/>`;
const plant = (x: number, y: number, size: number) =>
  `<circle fill="#4f7a4a" cx="${x}" cy="${y - size}" r="${size}"/><circle fill="#6d9a5f" cx="${x - size * 0.7}" cy="${y - size * 0.5}" r="${size * 0.6}"/><circle fill="#3f6a3c" cx="${x + size * 0.7}" cy="${y - size * 0.6}" r="${size * 0.6}"/>`;
const books = (x: number, y: number, w: number) =>
  Array.from(
    { length: Math.floor(w / 14) },
    (_, i) =>
      `<rect fill="${['#7b2f3b', '#2f5d7b', '#c9a227', '#3d6b4f', '#8d8d8d'][i % 5]}" x="${x + i * 14}" y="${y + (i % 3) * 4}" width="11" height="${34 - (i % 3) * 4}"/>`,
  ).join('');

export const drawings: Record<string, Drawing> = {
  'Velvet Sofa': () => sofa(110, 380, 3),
  'Leather Club Chair': () => chair(220, '<rect class="m" x="222" y="150" width="156" height="90" rx="30"/>'),
  'Linen Sectional': () =>
    `${sofa(60, 330, 2)}<rect class="m" x="370" y="200" width="170" height="70" rx="16"/><rect class="d" x="370" y="255" width="170" height="28" rx="6"/><rect class="m" x="380" y="215" width="150" height="40" rx="12"/>${legs([525], 283, 17, 10)}`,
  'Accent Armchair': () => chair(220, '<path class="m" d="M230 230 Q230 120 300 115 Q370 120 370 230 Z"/>'),
  'Tufted Loveseat': () =>
    `${sofa(170, 260, 2)}${[0, 1, 2, 3].map((i) => `<circle fill="rgba(0,0,0,.3)" cx="${225 + i * 50}" cy="190" r="4"/>`).join('')}`,
  'Rattan Lounge Chair': () =>
    `<path fill="#c8a46e" d="M210 280 Q200 140 300 120 Q400 140 390 280 Z"/>${Array.from({ length: 9 }, (_, i) => `<path d="M${222 + i * 18} 270 Q${240 + i * 14} 170 ${300} 135" stroke="#a8834f" stroke-width="3" fill="none"/>`).join('')}<rect class="m" x="225" y="225" width="150" height="36" rx="14"/>${legs([225, 365], 278, 22, 9)}`,
  'Coffee Table': () =>
    `<rect class="m" x="120" y="225" width="360" height="26" rx="6"/><rect class="d" x="140" y="268" width="320" height="10"/>${legs([135, 453], 251, 49, 13)}`,
  'Marble Side Table': () =>
    `<ellipse class="m" cx="300" cy="190" rx="80" ry="16"/><path d="M250 188 Q290 180 320 196" stroke="rgba(255,255,255,.5)" stroke-width="3" fill="none"/><rect fill="#b08d3c" x="294" y="204" width="12" height="90"/><ellipse fill="#8a6d2b" cx="300" cy="295" rx="50" ry="8"/>`,
  'Dining Table': () =>
    `<rect class="m" x="110" y="160" width="380" height="26" rx="5"/>${legs([128, 460], 186, 114, 16)}${[40, 506].map((x) => `<rect class="d" x="${x + (x < 300 ? 0 : 42)}" y="150" width="12" height="150"/><rect class="d" x="${x}" y="226" width="54" height="12"/>${legs([x + (x < 300 ? 44 : 0)], 238, 62, 10)}`).join('')}`,
  'Glass Console Table': () =>
    `<rect fill="rgba(170,210,230,.7)" stroke="#6f9fb3" x="150" y="170" width="300" height="12" rx="3"/>${legs([165, 425], 182, 118, 10)}<rect class="m" x="165" y="250" width="270" height="8"/>${plant(300, 168, 22)}`,
  'Round Bistro Table': () =>
    `<ellipse class="m" cx="300" cy="180" rx="110" ry="18"/><rect class="d" x="292" y="196" width="16" height="96"/><path class="d" d="M250 300 L300 282 L350 300 Z"/>`,
  'Upholstered Platform Bed': () =>
    `<rect class="m" x="90" y="120" width="420" height="130" rx="24"/><rect class="d" x="90" y="240" width="420" height="45" rx="8"/><rect fill="#fdfaf4" x="120" y="200" width="360" height="50" rx="10"/><rect fill="#fff" stroke="#ddd" x="140" y="180" width="110" height="38" rx="16"/><rect fill="#fff" stroke="#ddd" x="350" y="180" width="110" height="38" rx="16"/>${legs([100, 488], 285, 15, 10)}`,
  Nightstand: () =>
    `<rect class="m" x="220" y="150" width="160" height="130" rx="6"/>${drawers(220, 150, 160, 130, 2)}${legs([228, 360], 280, 20, 10)}<path fill="#efe6d2" stroke="rgba(0,0,0,.2)" d="M265 95 L335 95 L350 130 L250 130 Z"/><rect fill="#b08d3c" x="296" y="130" width="8" height="14"/><ellipse fill="#8a6d2b" cx="300" cy="147" rx="22" ry="4"/>`,
  'Six-Drawer Dresser': () =>
    `<rect class="m" x="120" y="140" width="360" height="145" rx="6"/>${drawers(120, 140, 360, 145, 3, 2)}${legs([130, 458], 285, 15, 12)}`,
  'Cane Headboard': () =>
    `<rect class="m" x="130" y="90" width="340" height="170" rx="70"/><rect fill="#e8d5a9" x="155" y="115" width="290" height="130" rx="50"/>${Array.from({ length: 14 }, (_, i) => `<line x1="${160 + i * 21}" y1="118" x2="${160 + i * 21}" y2="242" stroke="#b89a5e" stroke-width="2"/>`).join('')}${Array.from({ length: 6 }, (_, i) => `<line x1="158" y1="${125 + i * 21}" x2="442" y2="${125 + i * 21}" stroke="#b89a5e" stroke-width="2"/>`).join('')}<rect fill="#fdfaf4" x="110" y="250" width="380" height="50" rx="8"/>`,
  'Linen Bedding Set': () =>
    `<rect class="m" x="170" y="230" width="260" height="60" rx="10"/><rect class="d" x="180" y="190" width="240" height="44" rx="10"/><rect class="m" x="195" y="150" width="210" height="44" rx="10"/><path d="M180 212 H420 M195 172 H405" stroke="rgba(255,255,255,.45)" stroke-width="3"/>`,
  Sideboard: () =>
    `<rect class="m" x="100" y="150" width="400" height="130" rx="6"/>${drawers(100, 150, 400, 130, 1, 3)}${legs([115, 473], 280, 20, 12)}${plant(180, 150, 16)}`,
  'Open Bookshelf': () =>
    `<rect class="m" x="200" y="40" width="200" height="255" rx="4"/>${[80, 130, 180, 230].map((y) => `<rect class="d" x="200" y="${y}" width="200" height="8"/>`).join('')}${[46, 96, 146, 196, 246].map((y) => books(212, y, 170)).join('')}`,
  'Media Console': () =>
    `<rect class="m" x="70" y="200" width="460" height="80" rx="6"/>${drawers(70, 200, 460, 80, 1, 4)}${legs([85, 505], 280, 20, 10)}<rect fill="#222" x="180" y="70" width="240" height="130" rx="6"/>`,
  'Woven Storage Bench': () =>
    `<rect class="m" x="130" y="180" width="340" height="22" rx="6"/>${legs([140, 448], 202, 98, 12)}${[155, 310].map((x) => `<rect fill="#c8a46e" x="${x}" y="212" width="135" height="75" rx="8"/>${Array.from({ length: 5 }, (_, i) => `<line x1="${x + 4}" y1="${222 + i * 14}" x2="${x + 131}" y2="${222 + i * 14}" stroke="#a8834f" stroke-width="3"/>`).join('')}`).join('')}`,
  'Glass Display Cabinet': () =>
    `<rect class="m" x="190" y="40" width="220" height="250" rx="6"/>${[205, 305].map((x) => `<rect fill="rgba(200,225,235,.75)" x="${x}" y="55" width="90" height="220" rx="3"/>`).join('')}${[110, 170, 230].map((y) => `<rect class="d" x="205" y="${y}" width="190" height="5"/>`).join('')}<circle fill="#fff6c8" cx="300" cy="62" r="6"/>`,
  'Floor Lamp': () => lamp(300, 110),
  'Ceramic Table Lamp': () =>
    `<rect class="w" x="200" y="240" width="200" height="16" rx="4"/>${legs([215, 373], 256, 44, 12)}<path class="m" d="M270 238 Q240 200 270 165 L330 165 Q360 200 330 238 Z"/><path fill="#f3ead8" stroke="rgba(0,0,0,.2)" d="M245 165 L355 165 L335 100 L265 100 Z"/>`,
  'Arc Lamp': () =>
    `<path d="M150 292 Q150 60 420 90" stroke="#b8b8b8" stroke-width="9" fill="none"/><path class="m" d="M380 90 Q420 40 460 90 Z"/><rect class="d" x="110" y="282" width="80" height="14" rx="4"/><path fill="rgba(255,246,200,.35)" d="M392 92 L448 92 L500 260 L340 260 Z"/>`,
  'Woven Pendant': () =>
    `<rect fill="#f4efe6" width="600" height="30"/><line x1="300" y1="30" x2="300" y2="120" stroke="#333" stroke-width="3"/><path class="m" d="M220 200 Q220 120 300 118 Q380 120 380 200 Z"/>${Array.from({ length: 6 }, (_, i) => `<path d="M${230 + i * 28} 198 Q${250 + i * 20} 140 300 120" stroke="rgba(0,0,0,.25)" stroke-width="3" fill="none"/>`).join('')}<path fill="rgba(255,246,200,.35)" d="M230 200 L370 200 L430 300 L170 300 Z"/>`,
  'Globe Sconce Pair': () =>
    [180, 420]
      .map(
        (x) =>
          `<rect class="m" x="${x - 14}" y="120" width="28" height="46" rx="6"/><rect class="m" x="${x - 4}" y="150" width="8" height="40"/><circle fill="#fbf7ec" stroke="rgba(0,0,0,.15)" cx="${x}" cy="208" r="30"/><circle fill="rgba(255,246,200,.6)" cx="${x}" cy="208" r="44"/>`,
      )
      .join(''),
  'Abstract Canvas Print': () =>
    `<rect fill="#222" x="170" y="50" width="260" height="200"/><rect fill="#f7f3ea" x="180" y="60" width="240" height="180"/><circle class="m" cx="260" cy="130" r="50"/><rect class="d" x="300" y="110" width="90" height="100"/><path d="M190 220 Q280 160 410 200" stroke="#c9a227" stroke-width="8" fill="none"/>`,
  'Area Rug': () =>
    `<path class="m" d="M80 290 L180 200 L520 200 L560 290 Z"/><path class="d" d="M120 280 L200 212 L500 212 L525 280 Z" opacity=".7"/><path class="m" d="M170 270 L225 224 L470 224 L490 270 Z"/><path d="M80 290 L560 290" stroke="#e8d5a9" stroke-width="6" stroke-dasharray="4 6"/>`,
  'Round Wall Mirror': () =>
    `<circle class="m" cx="300" cy="150" r="100"/><circle fill="#dfe9ee" cx="300" cy="150" r="88"/><path d="M250 100 L330 180 M270 90 L350 170" stroke="#fff" stroke-width="8" opacity=".6"/><rect class="w" x="200" y="285" width="200" height="15"/>`,
  'Ceramic Vase Set': () =>
    `<rect class="w" x="150" y="270" width="300" height="16" rx="3"/>${legs([160, 428], 286, 14, 12)}<path class="m" d="M185 268 Q170 220 200 200 L210 200 Q240 220 225 268 Z"/><path class="d" d="M268 268 Q240 190 282 160 L298 160 Q340 190 312 268 Z"/><path class="m" d="M355 268 Q335 150 378 110 L392 110 Q435 150 415 268 Z"/>${plant(385, 112, 18)}`,
  'Throw Pillow Set': () =>
    `<rect fill="#8b8b8b" x="90" y="230" width="420" height="60" rx="14"/>${[0, 1, 2, 3].map((i) => `<rect class="${i % 2 ? 'd' : 'm'}" x="${110 + i * 98}" y="${170 + (i % 2) * 12}" width="90" height="80" rx="18" transform="rotate(${i % 2 ? 6 : -6} ${155 + i * 98} 215)"/>`).join('')}`,
  'Bar Cart': () =>
    `<rect class="m" x="180" y="150" width="240" height="10" rx="3"/><rect class="m" x="180" y="240" width="240" height="10" rx="3"/>${legs([186, 406], 150, 130, 8)}<circle class="d" cx="196" cy="286" r="14"/><circle class="d" cx="404" cy="286" r="14"/><rect fill="#7b2f3b" x="215" y="100" width="22" height="50" rx="6"/><rect fill="#2f5d7b" x="250" y="110" width="20" height="40" rx="6"/><rect fill="#c9a227" x="285" y="120" width="30" height="30" rx="4"/><rect fill="#3d6b4f" x="230" y="200" width="22" height="40" rx="6"/>`,
  'Room Divider Screen': () =>
    [0, 1, 2]
      .map(
        (i) =>
          `<path class="${i === 1 ? 'd' : 'm'}" d="M${150 + i * 100} ${80 + (i % 2) * 10} L${250 + i * 100} ${80 + ((i + 1) % 2) * 10} L${250 + i * 100} ${292 - ((i + 1) % 2) * 6} L${150 + i * 100} ${292 - (i % 2) * 6} Z"/><path d="M${165 + i * 100} 110 V270 M${200 + i * 100} 110 V270 M${235 + i * 100} 110 V270" stroke="rgba(0,0,0,.18)" stroke-width="3"/>`,
      )
      .join(''),
  'Plant Stand Trio': () =>
    [
      [190, 230],
      [300, 180],
      [410, 130],
    ]
      .map(
        ([x, top]) =>
          `<rect class="m" x="${x! - 35}" y="${top}" width="70" height="10" rx="3"/>${legs([x! - 30, x! + 22], top! + 10, 290 - top!, 8)}<path fill="#b5714f" d="M${x! - 24} ${top} L${x! + 24} ${top} L${x! + 18} ${top! - 34} L${x! - 18} ${top! - 34} Z"/>${plant(x!, top! - 34, 22)}`,
      )
      .join(''),
  'Fireplace Screen': () =>
    `<rect fill="#5a4a42" x="160" y="80" width="280" height="215"/><rect fill="#1c1c1c" x="200" y="140" width="200" height="155"/><path fill="#e8762c" d="M260 290 Q270 230 300 210 Q330 240 340 290 Z"/><path fill="#f6c343" d="M285 290 Q290 255 305 240 Q318 262 318 290 Z"/>${[0, 1, 2].map((i) => `<rect class="m" x="${170 + i * 90}" y="170" width="${i === 1 ? 90 : 80}" height="125" rx="4" opacity=".85"/>`).join('')}${Array.from({ length: 12 }, (_, i) => `<line x1="${175 + i * 22}" y1="172" x2="${175 + i * 22}" y2="292" stroke="rgba(0,0,0,.35)" stroke-width="1.5"/>`).join('')}`,
  'Patio Dining Set': () =>
    `<rect class="m" x="170" y="170" width="260" height="16" rx="4"/>${legs([185, 403], 186, 114, 12)}${[90, 460].map((x) => `<rect class="m" x="${x}" y="130" width="14" height="170"/><rect class="m" x="${x}" y="210" width="60" height="12"/>${legs([x + 46], 222, 78, 10)}`).join('')}<path fill="#f4efe6" stroke="#ccc" d="M300 30 L200 95 L400 95 Z"/><rect fill="#999" x="297" y="30" width="6" height="140"/>`,
  'Outdoor Sofa': () => `${sofa(110, 380, 3)}<rect fill="#9a7b55" x="110" y="280" width="380" height="8"/>`,
  'Fire Pit Table': () =>
    `<rect class="m" x="150" y="210" width="300" height="80" rx="10"/><rect fill="#333" x="220" y="196" width="160" height="16" rx="4"/><path fill="#e8762c" d="M240 198 Q255 140 290 120 Q300 160 330 140 Q350 170 360 198 Z"/><path fill="#f6c343" d="M270 198 Q280 165 300 155 Q312 175 330 198 Z"/>`,
  'Outdoor Lounge Chairs': () =>
    [150, 450]
      .map(
        (x) =>
          `<path fill="#8a6a48" d="M${x - 70} 300 L${x - 60} 230 L${x + 60} 230 L${x + 70} 300 Z" opacity=".9"/><rect class="m" x="${x - 62}" y="205" width="124" height="34" rx="12"/><rect class="m" x="${x - 60}" y="140" width="120" height="70" rx="14" transform="rotate(-8 ${x} 175)"/>`,
      )
      .join(''),
};
