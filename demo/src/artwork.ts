import sharp from 'sharp';

/**
 * Flat illustrations for the demo shop, drawn as SVG and rasterised by sharp (librsvg).
 *
 * No Bengali text ever goes into these drawings: librsvg renders text with system fonts and a server
 * rarely has a Bengali one, so the glyphs would come out as boxes. Latin text (the logo's "HAAT") uses
 * a generic sans-serif that every machine has.
 *
 * Each drawing is a `<g>` in its own local coordinates, so a product image and a banner scene can
 * place, scale and reuse the same mango or jar with a transform.
 */

// ---------------------------------------------------------------------------------------------------
// SVG helpers

type Stop = string | [colour: string, opacity: number];

let nextId = 0;
/** Gradient ids must be unique within one document; scenes repeat drawings, so every def gets its own. */
const uid = (name: string): string => `${name}${nextId++}`;

const stops = (colours: Stop[]): string =>
  colours
    .map((stop, index) => {
      const [colour, opacity] = typeof stop === 'string' ? [stop, 1] : stop;
      const offset = colours.length === 1 ? 0 : index / (colours.length - 1);
      return `<stop offset="${offset.toFixed(3)}" stop-color="${colour}" stop-opacity="${opacity}"/>`;
    })
    .join('');

/** A vertical gradient by default; pass `horizontal` for left-to-right. */
function linear(colours: Stop[], direction: 'vertical' | 'horizontal' | 'diagonal' = 'vertical') {
  const id = uid('lg');
  const end = { vertical: 'x2="0" y2="1"', horizontal: 'x2="1" y2="0"', diagonal: 'x2="1" y2="1"' }[
    direction
  ];
  return { id, def: `<linearGradient id="${id}" x1="0" y1="0" ${end}>${stops(colours)}</linearGradient>` };
}

function radial(colours: Stop[], cx = 0.38, cy = 0.32, r = 0.75) {
  const id = uid('rg');
  return {
    id,
    def: `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(colours)}</radialGradient>`,
  };
}

const doc = (width: number, height: number, body: string, viewBox = `0 0 ${width} ${height}`): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`;

const place = (x: number, y: number, scale: number, body: string, rotate = 0): string =>
  `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})">${body}</g>`;

const shadow = (cx: number, cy: number, rx: number, ry: number, opacity = 0.18): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#3b2410" opacity="${opacity}"/>`;

const hexPoints = (cx: number, cy: number, r: number): string =>
  Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i + Math.PI / 6;
    return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');

/** A small seeded generator, so scattered grains and dots land in the same places on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Turns a drawing into a PNG buffer that the media service can re-encode like any upload. */
export const svgToPng = (svg: string): Promise<Buffer> => sharp(Buffer.from(svg)).png().toBuffer();

// ---------------------------------------------------------------------------------------------------
// Things: each centred on its own origin, roughly 200-300 units across

export interface MangoPalette {
  light: string;
  main: string;
  dark: string;
  /** A red-orange cheek some varieties carry. */
  blush?: string;
}

export const MANGOES = {
  fazli: { light: '#f6f7a8', main: '#cbd94c', dark: '#7d9424' },
  himsagar: { light: '#fff08a', main: '#f7c531', dark: '#c7860f', blush: '#f29a2e' },
  langra: { light: '#d3ec86', main: '#80b83b', dark: '#3e7a1e' },
} satisfies Record<string, MangoPalette>;

function leaf(length: number, angle: number, light = '#7cc04b', dark = '#2f7a26'): string {
  const fill = linear([light, dark], 'horizontal');
  const l = length;
  return `<g transform="rotate(${angle})"><defs>${fill.def}</defs>
    <path d="M0 0 C${l * 0.3} ${-l * 0.32} ${l * 0.8} ${-l * 0.3} ${l} 0 C${l * 0.75} ${l * 0.26} ${l * 0.3} ${l * 0.24} 0 0Z" fill="url(#${fill.id})"/>
    <path d="M2 0 Q${l * 0.5} ${-l * 0.04} ${l * 0.96} 0" stroke="${dark}" stroke-width="${l * 0.025}" fill="none" opacity="0.6"/></g>`;
}

/** One mango, about 145 x 225, stem at the top and the beak low on the left. */
export function mango(palette: MangoPalette, withLeaf = true): string {
  const skin = radial([palette.light, palette.main, palette.dark], 0.36, 0.3, 0.8);
  const cheek = palette.blush
    ? radial(
        [
          [palette.blush, 0.75],
          [palette.blush, 0],
        ],
        0.5,
        0.5,
        0.5,
      )
    : undefined;
  return `<g><defs>${skin.def}${cheek?.def ?? ''}</defs>
    <path d="M0 -106 C42 -108 76 -76 78 -24 C80 28 64 76 28 100 C8 113 -18 116 -30 104 C-40 94 -36 80 -42 60 C-48 40 -64 14 -64 -30 C-64 -76 -38 -104 0 -106Z" fill="url(#${skin.id})"/>
    ${cheek ? `<ellipse cx="28" cy="-40" rx="50" ry="60" fill="url(#${cheek.id})"/>` : ''}
    <ellipse cx="-32" cy="-40" rx="12" ry="34" transform="rotate(12 -32 -40)" fill="#ffffff" opacity="0.35"/>
    <path d="M0 -104 Q2 -114 8 -120" stroke="#6b4423" stroke-width="7" stroke-linecap="round" fill="none"/>
    ${withLeaf ? place(6, -118, 1, leaf(110, -70)) : ''}</g>`;
}

/** Two or three mangoes leaning on each other, as in a fruit-seller's display. */
function mangoPile(palette: MangoPalette, count: 2 | 3): string {
  const back = count === 3 ? place(-125, 30, 0.85, mango(palette, false), -48) : '';
  return `<g>${shadow(0, 125, 190, 26)}${back}${place(-40, 20, 1, mango(palette, false), -22)}${place(85, 35, 0.95, mango(palette), 28)}</g>`;
}

/** A clear jar of amber honey with a wooden lid and a honeycomb label; about 200 x 260. */
export function honeyJar(): string {
  const honey = linear(['#d9700b', '#ffc23d', '#f4a021', '#c9620a'], 'horizontal');
  const lid = linear(['#a0612e', '#6e3b16']);
  const ridges = [-60, -40, -20, 0, 20, 40, 60]
    .map(
      (x) =>
        `<line x1="${x}" y1="-124" x2="${x}" y2="-90" stroke="#5a2f10" stroke-width="3" opacity="0.35"/>`,
    )
    .join('');
  return `<g><defs>${honey.def}${lid.def}</defs>
    <rect x="-95" y="-78" width="190" height="210" rx="38" fill="#fff2d0" opacity="0.55"/>
    <rect x="-95" y="-56" width="190" height="188" rx="38" fill="url(#${honey.id})"/>
    <rect x="-72" y="-96" width="144" height="26" rx="8" fill="#f7d58a"/>
    <rect x="-84" y="-130" width="168" height="44" rx="12" fill="url(#${lid.id})"/>${ridges}
    <path d="M-40 -86 C-40 -60 -28 -52 -28 -30 C-28 -18 -16 -18 -16 -30 C-16 -50 -8 -62 -8 -86Z" fill="#f4a021"/>
    <rect x="-70" y="-4" width="140" height="96" rx="14" fill="#fff7e0" stroke="#7a4a12" stroke-width="3"/>
    <polygon points="${hexPoints(-20, 44, 22)}" fill="#f7b32b" stroke="#b86a10" stroke-width="3"/>
    <polygon points="${hexPoints(18, 22, 22)}" fill="#f9c74f" stroke="#b86a10" stroke-width="3"/>
    <polygon points="${hexPoints(18, 66, 22)}" fill="#fbd475" stroke="#b86a10" stroke-width="3"/>
    <rect x="-80" y="-40" width="14" height="150" rx="7" fill="#ffffff" opacity="0.35"/></g>`;
}

/** A piece of honeycomb dripping honey; about 180 x 140. */
function honeycomb(): string {
  const cells: string[] = [];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 4; col++) {
      const cx = -78 + col * 44 + (row % 2) * 22;
      const cy = -40 + row * 38;
      const shade = ['#f9c74f', '#f7b32b', '#fbd475'][(row + col) % 3];
      cells.push(
        `<polygon points="${hexPoints(cx, cy, 24)}" fill="${shade}" stroke="#c47a12" stroke-width="4"/>`,
      );
    }
  }
  return `<g>${shadow(0, 70, 110, 16)}${cells.join('')}
    <path d="M-20 30 C-20 60 -10 70 -10 80 C-10 92 6 92 6 80 C6 68 14 58 14 30Z" fill="#f4a021"/></g>`;
}

/** A wooden honey dipper lying down; about 300 long. */
function honeyDipper(): string {
  const wood = linear(['#c98a4b', '#8a5426']);
  const grooves = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<ellipse cx="${100 + i * 14}" cy="0" rx="9" ry="${26 - Math.abs(i - 2) * 4}" fill="url(#${wood.id})" stroke="#6b3f1d" stroke-width="2"/>`,
    )
    .join('');
  return `<g><defs>${wood.def}</defs><rect x="-150" y="-7" width="250" height="14" rx="7" fill="url(#${wood.id})"/>${grooves}
    <path d="M150 10 C150 30 158 34 158 44 C158 54 144 54 144 44 C144 34 150 30 150 10Z" fill="#f4a021"/></g>`;
}

/** A flying bee with motion wings; about 60 across. */
function bee(): string {
  return `<g><ellipse cx="-6" cy="-20" rx="16" ry="22" fill="#ffffff" opacity="0.75" transform="rotate(-25 -6 -20)"/>
    <ellipse cx="12" cy="-18" rx="14" ry="20" fill="#ffffff" opacity="0.6" transform="rotate(20 12 -18)"/>
    <ellipse cx="0" cy="0" rx="28" ry="19" fill="#ffcc2e"/>
    <path d="M-10 -18 Q-14 0 -10 18 M4 -19 Q0 0 4 19" stroke="#2b1a0e" stroke-width="8" fill="none"/>
    <circle cx="26" cy="-2" r="11" fill="#2b1a0e"/><circle cx="30" cy="-5" r="3" fill="#ffffff"/></g>`;
}

/** A squat jar of granular ghee under a tied cloth cover; about 240 x 240. */
export function gheeJar(): string {
  const ghee = linear(['#e0a33a', '#fbe38a', '#f2c14e', '#d99a2b'], 'horizontal');
  const cloth = linear(['#d8473a', '#a82a22']);
  const rand = random(7);
  const grains = Array.from({ length: 60 }, () => {
    const x = -95 + rand() * 190;
    const y = -30 + rand() * 140;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(2 + rand() * 3).toFixed(1)}" fill="#fff6c8" opacity="0.55"/>`;
  }).join('');
  // The cloth's hem, scalloped from the right edge back to the left.
  const hem = Array.from({ length: 8 }, (_, i) => `Q${112 - i * 32} -2 ${96 - i * 32} -18`).join(' ');
  const dots = Array.from({ length: 9 }, (_, i) => {
    const x = -90 + (i % 5) * 45 + (i > 4 ? 22 : 0);
    return `<circle cx="${x}" cy="${i > 4 ? -42 : -78}" r="6" fill="#ffffff" opacity="0.85"/>`;
  }).join('');
  return `<g><defs>${ghee.def}${cloth.def}</defs>
    <rect x="-110" y="-50" width="220" height="172" rx="42" fill="url(#${ghee.id})"/>${grains}
    <rect x="-92" y="-30" width="14" height="130" rx="7" fill="#ffffff" opacity="0.35"/>
    <path d="M-128 -18 L-118 -70 Q-112 -112 0 -114 Q112 -112 118 -70 L128 -18 ${hem}Z" fill="url(#${cloth.id})"/>${dots}
    <rect x="-122" y="-30" width="244" height="12" rx="6" fill="#c9a06a"/>
    <path d="M60 -24 q16 -26 34 -6 q-18 10 -34 6 q10 20 -4 40 M60 -24 q-8 24 8 44" stroke="#b48850" stroke-width="6" fill="none" stroke-linecap="round"/></g>`;
}

export interface DatePalette {
  light: string;
  main: string;
  dark: string;
}

export const DATES = {
  ajwa: { light: '#6b4030', main: '#3a1d12', dark: '#160805' },
  maryam: { light: '#c0703a', main: '#7d3617', dark: '#3d160a' },
} satisfies Record<string, DatePalette>;

function date(palette: DatePalette, angle: number): string {
  const skin = radial([palette.light, palette.main, palette.dark], 0.35, 0.3, 0.85);
  return `<g transform="rotate(${angle})"><defs>${skin.def}</defs>
    <path d="M-44 0 C-44 -16 -20 -22 4 -21 C30 -20 46 -12 46 0 C46 12 30 21 4 21 C-20 22 -44 16 -44 0Z" fill="url(#${skin.id})"/>
    <path d="M24 -14 Q30 -4 26 8 M34 -9 Q38 0 34 10 M-28 -12 Q-24 -2 -30 10" stroke="${palette.dark}" stroke-width="2" fill="none" opacity="0.6"/>
    <path d="M-26 -13 Q0 -19 22 -12" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.3" stroke-linecap="round"/>
    <ellipse cx="-42" cy="0" rx="5" ry="7" fill="${palette.light}"/></g>`;
}

/** An open bowl: back rim, whatever fills it, then the front of the bowl over it. */
function bowl(contents: string, outer: string[], inner: string): string {
  const body = linear(outer);
  return `<g><defs>${body.def}</defs>${shadow(0, 112, 170, 22)}
    <ellipse cx="0" cy="0" rx="150" ry="30" fill="${inner}"/>${contents}
    <path d="M-152 0 A152 116 0 0 0 152 0 A152 30 0 0 1 -152 0Z" fill="url(#${body.id})"/>
    <path d="M-120 30 A130 90 0 0 0 -40 96" stroke="#ffffff" stroke-width="8" fill="none" opacity="0.25" stroke-linecap="round"/></g>`;
}

const DATE_HEAP: Array<[x: number, y: number, angle: number]> = [
  [-100, -6, 15],
  [-40, -14, -10],
  [25, -16, 20],
  [95, -8, -15],
  [-75, -40, -30],
  [-10, -48, 8],
  [60, -42, 35],
  [-40, -76, -18],
  [25, -82, 12],
  [-5, -108, -4],
  [-120, 10, 5],
  [120, 8, -8],
];

/** A bowl heaped with dates and a few spilled in front; about 320 x 260. */
export function datesBowl(palette: DatePalette, bowlColours = ['#f4e3c3', '#c9a476']): string {
  const heap = DATE_HEAP.map(([x, y, angle]) => place(x, y, 1, date(palette, angle))).join('');
  const spilled = [place(-160, 128, 1, date(palette, 12)), place(-70, 150, 1, date(palette, -20))].join('');
  return `<g>${bowl(heap, bowlColours, '#8a6a44')}${spilled}</g>`;
}

/** A heaped bowl of fine aromatic rice grains beside a tied jute sack; about 380 x 300. */
export function riceBowl(seed: number, bowlColours: string[], grainTint = '#ffffff'): string {
  const rand = random(seed);
  const grains: string[] = [];
  while (grains.length < 170) {
    const x = -135 + rand() * 270;
    const top = -95 * (1 - (x / 140) ** 2);
    const y = top + rand() * -top;
    const angle = Math.round(rand() * 180);
    grains.push(
      `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="7" ry="3" transform="rotate(${angle} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${grainTint}" stroke="#ddd3b8" stroke-width="0.8"/>`,
    );
  }
  const mound = `<path d="M-142 0 C-120 -126 120 -126 142 0Z" fill="#f6f1e2"/>${grains.join('')}`;
  return `<g>${place(-130, -70, 1, juteSack())}${place(40, 40, 1, bowl(mound, bowlColours, '#c8bfa8'))}</g>`;
}

/** An open jute sack with its rim rolled down over the rice; about 220 x 260. */
function juteSack(): string {
  const jute = linear(['#d8b27a', '#a87c43'], 'horizontal');
  const weave = Array.from({ length: 9 }, (_, i) => {
    const y = -60 + i * 22;
    return `<path d="M-96 ${y} Q0 ${y + 10} 96 ${y}" stroke="#8d6532" stroke-width="2" fill="none" opacity="0.35"/>`;
  }).join('');
  return `<g><defs>${jute.def}</defs>
    <path d="M-84 -100 C-112 -40 -120 60 -104 120 Q0 150 104 120 C120 60 112 -40 84 -100Z" fill="url(#${jute.id})"/>${weave}
    <ellipse cx="0" cy="-100" rx="84" ry="24" fill="#f6f1e2"/>
    <path d="M-40 -104 q8 -4 14 0 M10 -110 q8 -4 14 0 M30 -96 q8 -4 14 0 M-20 -92 q8 -4 14 0" stroke="#ddd3b8" stroke-width="3" fill="none"/>
    <path d="M-92 -100 A92 28 0 0 0 92 -100" stroke="#b98b4e" stroke-width="16" fill="none" stroke-linecap="round"/>
    <path d="M-92 -100 A92 28 0 0 1 92 -100" stroke="#c99d5e" stroke-width="8" fill="none"/></g>`;
}

/** A glass bottle of golden mustard oil with a red cap and a flower label; about 140 x 340. */
export function oilBottle(): string {
  const oil = linear(['#d99a12', '#f7d23e', '#f0c02a', '#c98a0c'], 'horizontal');
  return `<g><defs>${oil.def}</defs>
    <path d="M-22 -150 L22 -150 L22 -110 C60 -90 64 -70 64 -40 L64 150 Q64 170 44 170 L-44 170 Q-64 170 -64 150 L-64 -40 C-64 -70 -60 -90 -22 -110Z" fill="url(#${oil.id})" stroke="#fff3c4" stroke-width="3"/>
    <rect x="-30" y="-190" width="60" height="44" rx="8" fill="#b03a2e"/>
    <rect x="-30" y="-160" width="60" height="8" fill="#8a2a20"/>
    <rect x="-52" y="10" width="104" height="100" rx="10" fill="#fffbe6" stroke="#5b7f2a" stroke-width="3"/>
    ${place(0, 60, 1.1, mustardFlower())}
    <rect x="-50" y="-40" width="12" height="170" rx="6" fill="#ffffff" opacity="0.35"/></g>`;
}

/** A four-petalled mustard flower; about 40 across. */
function mustardFlower(): string {
  const petals = [0, 90, 180, 270]
    .map(
      (angle) => `<ellipse cx="0" cy="-11" rx="8" ry="12" fill="#ffd60a" transform="rotate(${angle + 45})"/>`,
    )
    .join('');
  return `<g>${petals}<circle r="6" fill="#e09f00"/></g>`;
}

/** A stalk of mustard in bloom; about 60 x 260, rooted at the origin. */
function mustardStalk(seed: number): string {
  const rand = random(seed);
  const flowers = Array.from({ length: 7 }, (_, i) => {
    const x = (rand() - 0.5) * 50;
    const y = -200 - i * 10 + rand() * 40;
    return place(x, y, 0.7 + rand() * 0.5, mustardFlower());
  }).join('');
  return `<g><path d="M0 0 Q-8 -110 2 -210" stroke="#4f8a2b" stroke-width="6" fill="none"/>
    ${place(0, -90, 1, leaf(60, -30, '#8fcf5a', '#3f7a22'))}${place(0, -130, 1, leaf(50, -150, '#8fcf5a', '#3f7a22'))}${flowers}</g>`;
}

/** Round cakes of date-palm jaggery (patali gur) on a banana leaf; about 380 x 260. */
export function jaggery(): string {
  const top = radial(['#d9944a', '#a35d22', '#7a3f14'], 0.4, 0.35, 0.8);
  const side = linear(['#7a3f14', '#4f2409']);
  const bananaLeaf = linear(['#8fd16a', '#3d8b2e'], 'diagonal');
  const veins = Array.from({ length: 9 }, (_, i) => {
    const x = -160 + i * 40;
    return `<path d="M${x} 6 L${x + 26} -44 M${x} 6 L${x + 26} 56" stroke="#2f6f22" stroke-width="2" opacity="0.35"/>`;
  }).join('');
  const cake = (x: number, y: number, r: number) =>
    `<g transform="translate(${x} ${y})"><ellipse cx="0" cy="14" rx="${r}" ry="${r * 0.42}" fill="url(#${side.id})"/>
      <rect x="${-r}" y="0" width="${2 * r}" height="14" fill="url(#${side.id})"/>
      <ellipse rx="${r}" ry="${r * 0.42}" fill="url(#${top.id})"/>
      <ellipse rx="${r * 0.62}" ry="${r * 0.25}" fill="none" stroke="#f0b26a" stroke-width="3" opacity="0.45"/></g>`;
  return `<g><defs>${top.def}${side.def}${bananaLeaf.def}</defs>${shadow(0, 80, 200, 24)}
    <path d="M-200 6 C-120 -70 120 -70 200 6 C120 80 -120 80 -200 6Z" fill="url(#${bananaLeaf.id})"/>${veins}
    <path d="M-196 6 L196 6" stroke="#2f6f22" stroke-width="4" opacity="0.5"/>
    ${cake(-70, -36, 70)}${cake(70, -30, 66)}${cake(-10, 4, 74)}
    <path d="M112 40 L170 22 Q186 42 168 60Z" fill="url(#${top.id})" stroke="#7a3f14" stroke-width="3"/></g>`;
}

// ---------------------------------------------------------------------------------------------------
// Product images: 800 x 800, a soft backdrop in the product's own colour so the grid looks varied

export type ProductArt =
  | 'fazli'
  | 'himsagar'
  | 'langra'
  | 'honey'
  | 'ghee'
  | 'ajwa'
  | 'maryam'
  | 'chinigura'
  | 'mustard-oil'
  | 'jaggery';

const PRODUCT_ART: Record<ProductArt, { backdrop: [string, string]; draw: () => string }> = {
  fazli: { backdrop: ['#fdfbe4', '#e9efb0'], draw: () => place(395, 440, 1.6, mangoPile(MANGOES.fazli, 3)) },
  himsagar: {
    backdrop: ['#fff4dc', '#ffd79a'],
    draw: () => place(395, 440, 1.6, mangoPile(MANGOES.himsagar, 3)),
  },
  langra: {
    backdrop: ['#eef8e4', '#c6e4a6'],
    draw: () => place(395, 440, 1.65, mangoPile(MANGOES.langra, 2)),
  },
  honey: {
    backdrop: ['#fff3d6', '#f9c98a'],
    draw: () =>
      `${shadow(400, 650, 250, 30)}${place(340, 430, 1.65, honeyJar())}${place(600, 560, 1, honeycomb())}${place(430, 650, 0.9, honeyDipper(), -8)}`,
  },
  ghee: {
    backdrop: ['#fff8e6', '#f5dca0'],
    draw: () => `${shadow(400, 640, 230, 30)}${place(400, 430, 1.75, gheeJar())}`,
  },
  ajwa: { backdrop: ['#f6ece4', '#dcc2ad'], draw: () => place(410, 420, 1.5, datesBowl(DATES.ajwa)) },
  maryam: {
    backdrop: ['#fdeee6', '#f3c3a9'],
    draw: () => place(410, 420, 1.5, datesBowl(DATES.maryam, ['#e8f0f4', '#8fb2c4'])),
  },
  chinigura: {
    backdrop: ['#eef5fb', '#bcd7ec'],
    draw: () => place(430, 440, 1.45, riceBowl(11, ['#4f7fb8', '#2c5a8e'])),
  },
  'mustard-oil': {
    backdrop: ['#fbfbe2', '#e6e99a'],
    draw: () =>
      `${place(200, 700, 1.3, mustardStalk(3))}${place(620, 700, 1.15, mustardStalk(5))}${shadow(400, 672, 130, 20)}${place(400, 450, 1.3, oilBottle())}`,
  },
  jaggery: { backdrop: ['#f8efe4', '#e7c9a4'], draw: () => place(400, 470, 1.6, jaggery()) },
};

export function productArtwork(art: ProductArt): string {
  const { backdrop, draw } = PRODUCT_ART[art];
  const halo = radial([backdrop[0], backdrop[1]], 0.5, 0.42, 0.7);
  return doc(
    800,
    800,
    `<defs>${halo.def}</defs><rect width="800" height="800" fill="url(#${halo.id})"/>
    <circle cx="400" cy="390" r="290" fill="#ffffff" opacity="0.35"/>${draw()}`,
  );
}

// ---------------------------------------------------------------------------------------------------
// Banner scenes: 1600 x 900

export type BannerScene = 'orchard' | 'honey' | 'ghee-dates' | 'paddy';

function tree(palette: MangoPalette, seed: number): string {
  const rand = random(seed);
  const greens = ['#2f6d25', '#3f8a30', '#4f9c38', '#3a7d2c'];
  const blobs = Array.from({ length: 9 }, (_, i) => {
    const angle = (i / 9) * Math.PI * 2;
    const x = Math.cos(angle) * 110 + (rand() - 0.5) * 30;
    const y = -260 + Math.sin(angle) * 70 + (rand() - 0.5) * 30;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(80 + rand() * 30).toFixed(0)}" fill="${greens[i % 4]}"/>`;
  }).join('');
  const fruit = Array.from({ length: 9 }, () => {
    const x = (rand() - 0.5) * 260;
    const y = -240 + rand() * 110;
    return place(x, y, 0.22, mango(palette, false), (rand() - 0.5) * 40);
  }).join('');
  return `<g><path d="M-24 0 L-14 -200 Q-60 -250 -90 -260 M24 0 L14 -200 Q60 -240 80 -270 M0 -200 L0 -290" stroke="#6b4423" stroke-width="26" stroke-linecap="round" fill="none"/>
    <path d="M-26 0 L-16 -210 L16 -210 L26 0Z" fill="#6b4423"/>
    <circle cx="0" cy="-270" r="120" fill="#3a7d2c"/>${blobs}${fruit}</g>`;
}

/** A woven basket heaped with mangoes; about 420 x 260. */
function mangoBasket(): string {
  const cane = linear(['#c68a43', '#8a5724']);
  const weave = Array.from({ length: 6 }, (_, i) => {
    const y = 20 + i * 22;
    return `<path d="M${-170 + i * 8} ${y} Q0 ${y + 26} ${170 - i * 8} ${y}" stroke="#6e4219" stroke-width="4" fill="none" opacity="0.5"/>`;
  }).join('');
  const fruit = [
    [-120, -5, -70, MANGOES.himsagar],
    [-40, -40, 80, MANGOES.langra],
    [50, -30, -60, MANGOES.himsagar],
    [130, 0, 70, MANGOES.fazli],
    [-70, 12, 100, MANGOES.fazli],
    [30, 10, -85, MANGOES.himsagar],
  ] as const;
  const heap = fruit
    .map(([x, y, angle, palette]) => place(x, y, 0.55, mango(palette, false), angle))
    .join('');
  return `<g><defs>${cane.def}</defs>${shadow(0, 160, 230, 26, 0.25)}<ellipse cx="0" cy="10" rx="190" ry="34" fill="#6e4219"/>${heap}
    <path d="M-190 10 L-160 150 Q0 180 160 150 L190 10 Q0 50 -190 10Z" fill="url(#${cane.id})"/>${weave}
    <path d="M-190 10 Q0 50 190 10" stroke="#a06a30" stroke-width="12" fill="none"/></g>`;
}

const hills = (layers: Array<[colour: string, y: number, wave: number]>): string =>
  layers
    .map(
      ([colour, y, wave]) =>
        `<path d="M0 ${y} C300 ${y - wave} 500 ${y + wave} 800 ${y - wave * 0.4} C1100 ${y - wave * 1.6} 1300 ${y + wave * 0.6} 1600 ${y - wave * 0.3} L1600 900 L0 900Z" fill="${colour}"/>`,
    )
    .join('');

function sky(colours: string[], sun?: { x: number; y: number; colour: string }): string {
  const air = linear(colours);
  const glow = radial(
    [
      ['#ffffff', 0.7],
      ['#ffffff', 0],
    ],
    0.5,
    0.5,
    0.5,
  );
  const disc = sun
    ? `<circle cx="${sun.x}" cy="${sun.y}" r="240" fill="url(#${glow.id})"/><circle cx="${sun.x}" cy="${sun.y}" r="90" fill="${sun.colour}"/>`
    : '';
  return `<defs>${air.def}${glow.def}</defs><rect width="1600" height="900" fill="url(#${air.id})"/>${disc}`;
}

function cloud(): string {
  return `<g fill="#ffffff" opacity="0.9"><ellipse cx="0" cy="0" rx="120" ry="36"/><circle cx="-40" cy="-24" r="46"/><circle cx="30" cy="-36" r="58"/></g>`;
}

function table(top: number, colours: string[]): string {
  const wood = linear(colours);
  const planks = [1, 2, 3]
    .map(
      (i) =>
        `<line x1="0" y1="${top + i * 70}" x2="1600" y2="${top + i * 70}" stroke="#3d220d" stroke-width="3" opacity="0.25"/>`,
    )
    .join('');
  return `<defs>${wood.def}</defs><rect y="${top}" width="1600" height="${900 - top}" fill="url(#${wood.id})"/>${planks}
    <rect y="${top}" width="1600" height="10" fill="#ffffff" opacity="0.15"/>`;
}

function honeycombWall(): string {
  const id = uid('comb');
  return `<defs><pattern id="${id}" width="84" height="146" patternUnits="userSpaceOnUse">
    <polygon points="${hexPoints(42, 24, 42)}" fill="none" stroke="#ffffff" stroke-width="4"/>
    <polygon points="${hexPoints(0, 97, 42)}" fill="none" stroke="#ffffff" stroke-width="4"/>
    <polygon points="${hexPoints(84, 97, 42)}" fill="none" stroke="#ffffff" stroke-width="4"/></pattern></defs>
    <rect width="1600" height="900" fill="url(#${id})" opacity="0.18"/>`;
}

function paddyField(): string {
  const rows = Array.from({ length: 12 }, (_, i) => {
    const y = 560 + i * i * 3 + i * 10;
    const shade = i % 2 === 0 ? '#9cc94a' : '#b7d65a';
    return `<path d="M0 ${y} Q800 ${y - 20} 1600 ${y} L1600 900 L0 900Z" fill="${shade}"/>`;
  }).join('');
  const rand = random(21);
  const tufts = Array.from({ length: 70 }, () => {
    const x = rand() * 1600;
    const y = 600 + rand() * 300;
    const h = 16 + (y - 600) * 0.18;
    return `<path d="M${x.toFixed(0)} ${y.toFixed(0)} l-8 ${-h.toFixed(0)} M${x.toFixed(0)} ${y.toFixed(0)} l0 ${-(h * 1.2).toFixed(0)} M${x.toFixed(0)} ${y.toFixed(0)} l8 ${-h.toFixed(0)}" stroke="#5f8f24" stroke-width="3" stroke-linecap="round"/>`;
  }).join('');
  return `${rows}${tufts}`;
}

const treeLine = (y: number, colour: string): string =>
  Array.from(
    { length: 24 },
    (_, i) => `<circle cx="${i * 70}" cy="${y + (i % 3) * 8}" r="${46 + (i % 4) * 8}" fill="${colour}"/>`,
  ).join('');

const SCENES: Record<BannerScene, () => string> = {
  orchard: () =>
    `${sky(['#ffd49a', '#fff3dc'], { x: 1300, y: 190, colour: '#ffcf5c' })}
    ${hills([
      ['#b6d98a', 560, 60],
      ['#8dc063', 640, 50],
    ])}
    ${[180, 520, 860, 1180].map((x, i) => place(x, 610, 0.55, tree(i % 2 ? MANGOES.langra : MANGOES.himsagar, 10 + i))).join('')}
    ${place(230, 780, 1.05, tree(MANGOES.himsagar, 1))}${place(1420, 800, 1.1, tree(MANGOES.fazli, 3))}
    ${hills([['#6fa24a', 770, 30]])}${place(820, 680, 1.3, mangoBasket())}`,
  honey: () =>
    `${sky(['#f9c74f', '#f3922a'])}${honeycombWall()}${table(680, ['#8b5a2b', '#5e3717'])}
    ${place(620, 560, 1.6, honeyJar())}${place(920, 610, 1.2, honeyJar())}${place(1200, 700, 1.3, honeycomb())}
    ${place(560, 800, 1.3, honeyDipper(), -6)}${place(300, 240, 1.3, bee(), -10)}${place(1260, 200, 1.1, bee(), 15)}${place(1420, 420, 0.9, bee(), -20)}`,
  'ghee-dates': () =>
    `${sky(['#fbe7d3', '#f3c6a0'])}<circle cx="250" cy="180" r="260" fill="#ffffff" opacity="0.25"/><circle cx="1400" cy="120" r="200" fill="#ffffff" opacity="0.2"/>
    ${table(640, ['#b07a46', '#7a4b24'])}
    ${place(480, 540, 1.7, gheeJar())}${place(960, 640, 1.35, datesBowl(DATES.ajwa))}${place(1340, 760, 0.95, jaggery())}`,
  paddy: () =>
    `${sky(['#9fd3f0', '#e8f6fb'], { x: 240, y: 170, colour: '#fff1a8' })}
    ${place(700, 160, 1, cloud())}${place(1250, 120, 0.8, cloud())}${treeLine(540, '#3f7a2c')}${paddyField()}
    ${place(200, 860, 1.2, mustardStalk(8))}${place(330, 880, 1, mustardStalk(9))}
    ${place(560, 700, 1.05, oilBottle())}${place(1150, 650, 1.25, riceBowl(4, ['#d2693c', '#9a4322']))}`,
};

export const bannerArtwork = (scene: BannerScene): string => doc(1600, 900, SCENES[scene]());

// ---------------------------------------------------------------------------------------------------
// Feature icons: 256 x 256, a white glyph on a coloured disc, transparent around it

export type FeatureIcon = 'leaf' | 'cash' | 'truck' | 'sprout' | 'return' | 'phone' | 'shield' | 'box';

const WHITE = '#ffffff';

const GLYPHS: Record<FeatureIcon, (ink: string) => string> = {
  leaf: (ink) =>
    `<path d="M76 184 C62 110 112 62 190 62 C198 140 150 190 76 184Z" fill="${WHITE}"/>
    <path d="M76 184 Q120 130 168 88" stroke="${ink}" stroke-width="8" fill="none" stroke-linecap="round"/>
    <path d="M76 184 L62 202" stroke="${WHITE}" stroke-width="10" stroke-linecap="round"/>`,
  cash: (ink) =>
    `<rect x="62" y="70" width="150" height="90" rx="12" fill="${WHITE}" opacity="0.55" transform="rotate(-12 137 115)"/>
    <rect x="48" y="96" width="160" height="96" rx="12" fill="${WHITE}"/>
    <circle cx="128" cy="144" r="26" fill="${ink}"/><circle cx="128" cy="144" r="12" fill="${WHITE}"/>
    <circle cx="72" cy="144" r="7" fill="${ink}"/><circle cx="184" cy="144" r="7" fill="${ink}"/>`,
  truck: (ink) =>
    `<rect x="40" y="82" width="112" height="78" rx="8" fill="${WHITE}"/>
    <path d="M156 104 L196 104 L220 134 L220 160 L156 160Z" fill="${WHITE}"/>
    <path d="M166 112 L192 112 L208 132 L166 132Z" fill="${ink}"/>
    <circle cx="82" cy="170" r="20" fill="${WHITE}" stroke="${ink}" stroke-width="8"/>
    <circle cx="186" cy="170" r="20" fill="${WHITE}" stroke="${ink}" stroke-width="8"/>
    <path d="M20 100 H34 M12 124 H34" stroke="${WHITE}" stroke-width="8" stroke-linecap="round"/>`,
  sprout: () =>
    `<path d="M56 196 Q128 160 200 196Z" fill="${WHITE}"/>
    <path d="M128 184 L128 110" stroke="${WHITE}" stroke-width="10" stroke-linecap="round"/>
    <path d="M128 124 C96 126 72 108 68 76 C104 74 126 94 128 124Z" fill="${WHITE}"/>
    <path d="M128 106 C132 74 156 54 192 56 C190 92 164 108 128 106Z" fill="${WHITE}"/>`,
  return: () =>
    `<path d="M100 96 H152 A44 44 0 0 1 152 184 H88" stroke="${WHITE}" stroke-width="22" fill="none" stroke-linecap="round"/>
    <path d="M58 96 L108 58 L108 134Z" fill="${WHITE}" stroke="${WHITE}" stroke-width="8" stroke-linejoin="round"/>`,
  phone: (ink) =>
    `<rect x="82" y="48" width="84" height="160" rx="16" fill="${WHITE}"/>
    <rect x="92" y="70" width="64" height="108" rx="4" fill="${ink}"/><circle cx="124" cy="194" r="7" fill="${ink}"/>
    <path d="M184 100 Q200 128 184 156 M202 84 Q228 128 202 172" stroke="${WHITE}" stroke-width="9" fill="none" stroke-linecap="round"/>`,
  shield: (ink) =>
    `<path d="M128 44 L196 70 V126 C196 170 166 198 128 214 C90 198 60 170 60 126 V70Z" fill="${WHITE}"/>
    <path d="M96 128 L120 152 L164 104" stroke="${ink}" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  box: (ink) =>
    `<path d="M128 52 L204 88 L128 124 L52 88Z" fill="${WHITE}"/>
    <path d="M52 96 L124 132 L124 212 L52 176Z" fill="${WHITE}" opacity="0.85"/>
    <path d="M204 96 L132 132 L132 212 L204 176Z" fill="${WHITE}" opacity="0.7"/>
    <path d="M90 70 L166 106 L166 140" stroke="${ink}" stroke-width="10" fill="none" stroke-linejoin="round"/>`,
};

const FEATURE_COLOURS: Record<FeatureIcon, [light: string, dark: string]> = {
  leaf: ['#7cc15a', '#2f7d32'],
  cash: ['#4fc3a1', '#14876b'],
  truck: ['#ffab4c', '#e2621b'],
  sprout: ['#b5a642', '#6f6a1c'],
  return: ['#a58ad9', '#6a46b0'],
  phone: ['#5fb0ef', '#1f6fb8'],
  shield: ['#f07a6a', '#c0392b'],
  box: ['#d9a066', '#9a5b27'],
};

export function featureIconArtwork(icon: FeatureIcon): string {
  const [light, dark] = FEATURE_COLOURS[icon];
  const disc = linear([light, dark], 'diagonal');
  return doc(
    256,
    256,
    `<defs>${disc.def}</defs><circle cx="128" cy="128" r="124" fill="url(#${disc.id})"/>
    <circle cx="128" cy="128" r="108" fill="#ffffff" opacity="0.08"/>${GLYPHS[icon](dark)}`,
  );
}

// ---------------------------------------------------------------------------------------------------
// Shop mark, logo and favicon

/** The shop mark: a ripe mango on a green disc with a golden ring; 240 x 240 around its centre. */
function shopMark(): string {
  const disc = linear(['#5aa83a', '#2b6a1c'], 'diagonal');
  return `<g><defs>${disc.def}</defs><circle r="116" fill="#f4b400"/><circle r="104" fill="url(#${disc.id})"/>
    ${place(-2, 24, 0.62, mango(MANGOES.himsagar), 14)}</g>`;
}

/** The wide header logo, drawn on a 480 x 120 board and rendered at twice that for sharp screens. */
export function logoArtwork(): string {
  const font = `font-family="DejaVu Sans, Arial, Helvetica, sans-serif"`;
  return doc(
    960,
    240,
    `${place(60, 60, 0.46, shopMark())}
    <text x="128" y="74" ${font} font-size="58" font-weight="bold" letter-spacing="6" fill="#2e5e1b">HAAT</text>
    <text x="131" y="100" ${font} font-size="14" font-weight="bold" letter-spacing="3.4" fill="#d9822b">FARM FRESH · BANGLADESH</text>`,
    '0 0 480 120',
  );
}

export const faviconArtwork = (): string => doc(256, 256, place(128, 128, 1.08, shopMark()));
