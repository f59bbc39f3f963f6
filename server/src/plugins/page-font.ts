import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as hb from 'harfbuzzjs';
import wawoff2 from 'wawoff2';

/**
 * The landing page's own cut of the shop's Bengali font (decision 014): only the glyphs that shaping
 * the page's text needs, so the first paint draws every letter in the shop's face with a file of a
 * few kilobytes instead of the whole font (38 kB), which on slow mobile data held the largest paint
 * back by about half a second. The cut is made when the page is rendered, from the text the server
 * has just written, so whatever the owner types in the back office is always covered: a cut made at
 * build time would fit the demo shop's words and draw boxes for new ones.
 *
 * Bengali needs more than the letters' own glyphs: shaping turns letter sequences into conjuncts,
 * half forms and reordered vowel signs through chains of substitutions, and every glyph of such a
 * chain must be in the cut for the browser to reach the same result. So each run of Bengali text is
 * shaped with HarfBuzz (the shaper browsers use), the cut is checked by shaping every run again with
 * it, and a run that comes out differently is shaped once more with every intermediate glyph
 * recorded. A page whose cut cannot be made to match is given the whole font instead (`cut` answers
 * null).
 */

/** What the storefront's Bengali face covers (web/src/styles/shop-font.css): Bengali, the dandas, ZWNJ and ZWJ. */
const BENGALI_RUN = /[\u0964\u0965\u0980-\u09FE\u200C\u200D]+/g;
/** Inserted by shapers before a vowel sign with no letter to sit on. */
const DOTTED_CIRCLE = 0x25cc;

// hb-subset.h
const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_HINTING = 0x1;
const HB_SUBSET_FLAGS_RETAIN_GIDS = 0x2;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;

// The server's TypeScript library has no WebAssembly types (they come with the DOM's); this much is used.
declare const WebAssembly: {
  instantiate(module: Uint8Array): Promise<{ instance: { exports: unknown } }>;
};

/** The part of HarfBuzz's subsetting module (harfbuzzjs/dist/harfbuzz-subset.wasm) used here. */
interface SubsetModule {
  memory: { buffer: ArrayBuffer };
  _initialize(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_set_invert(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

export interface PageFontCut {
  woff2: Buffer;
  /** The code points the cut draws, for its `@font-face`: anything else goes to the next face. */
  unicodeRange: string;
}

/** `U+0981-0983,U+0985,…` for a set of code points. */
export function unicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const ranges: string[] = [];
  const hex = (value: number) => value.toString(16).toUpperCase().padStart(4, '0');
  for (let index = 0; index < sorted.length; ) {
    const first = sorted[index] as number;
    let last = first;
    while (sorted[index + 1] === last + 1) last = sorted[++index] as number;
    ranges.push(first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`);
    index++;
  }
  return ranges.join(',');
}

/** The font's TrueType tables cut to `glyphs` (and the `unicodes` mapped to them), unhinted. */
async function loadSubsetter(ttf: Buffer) {
  const require = createRequire(import.meta.url);
  const wasm = await readFile(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'));
  const { instance } = await WebAssembly.instantiate(wasm);
  const h = instance.exports as unknown as SubsetModule;
  h._initialize();
  const pointer = h.malloc(ttf.byteLength);
  new Uint8Array(h.memory.buffer).set(ttf, pointer);
  const blob = h.hb_blob_create(pointer, ttf.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = h.hb_face_create(blob, 0);
  h.hb_blob_destroy(blob);

  return (unicodes: Iterable<number>, glyphs: Iterable<number>, { keepGlyphIds = false } = {}): Buffer => {
    const input = h.hb_subset_input_create_or_fail();
    if (!input) throw new Error('HarfBuzz could not start a subset');
    try {
      // Every layout feature, and no closure over them: the glyphs are exactly the ones given.
      const features = h.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
      h.hb_set_clear(features);
      h.hb_set_invert(features);
      const flags =
        HB_SUBSET_FLAGS_NO_HINTING |
        HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE |
        (keepGlyphIds ? HB_SUBSET_FLAGS_RETAIN_GIDS : 0);
      h.hb_subset_input_set_flags(input, h.hb_subset_input_get_flags(input) | flags);
      const unicodeSet = h.hb_subset_input_unicode_set(input);
      for (const codePoint of unicodes) h.hb_set_add(unicodeSet, codePoint);
      const glyphSet = h.hb_subset_input_glyph_set(input);
      for (const glyph of glyphs) h.hb_set_add(glyphSet, glyph);
      const result = h.hb_subset_or_fail(face, input);
      if (!result) throw new Error('HarfBuzz could not cut the font');
      const out = h.hb_face_reference_blob(result);
      // Copied out of the module's memory before the blob is freed.
      const bytes = Buffer.from(
        new Uint8Array(h.memory.buffer, h.hb_blob_get_data(out, 0), h.hb_blob_get_length(out)),
      );
      h.hb_blob_destroy(out);
      h.hb_face_destroy(result);
      return bytes;
    } finally {
      h.hb_subset_input_destroy(input);
    }
  };
}

/** Runs remembered between renders; a shop's text is a few hundred of them. */
const RUNS_REMEMBERED = 20_000;

/**
 * Loads the shop's Bengali font (the web build's woff2) and answers cuts of it for texts. Cutting the
 * demo page's text takes about 0.15 s the first time and 0.05 s after on a quiet machine, since runs
 * already seen are remembered; most of it is the WOFF2 compression.
 */
export async function createPageFont(fontFile: string) {
  const ttf = Buffer.from(await wawoff2.decompress(await readFile(fontFile)));
  const font = new hb.Font(new hb.Face(new hb.Blob(ttf)));
  const subset = await loadSubsetter(ttf);

  const buffer = new hb.Buffer();
  /** A run's glyphs and positions with a font, as one comparable string, and its glyphs. */
  function shape(target: hb.Font, run: string): { glyphs: number[]; result: string } {
    buffer.reset();
    buffer.addText(run);
    buffer.guessSegmentProperties();
    hb.shape(target, buffer);
    const glyphs = buffer.getGlyphInfos().map((info) => info.codepoint);
    const positions = buffer
      .getGlyphPositions()
      .map((position) => `${position.xAdvance},${position.xOffset},${position.yOffset}`);
    return { glyphs, result: `${glyphs.join(' ')}|${positions.join(' ')}` };
  }

  // Shaping with every step reported: the glyphs a run passes through, not only where it ends.
  const tracer = new hb.Buffer();
  let passedThrough: Set<number> | null = null;
  tracer.setMessageFunc((current) => {
    if (passedThrough && current.getContentType() === hb.BufferContentType.GLYPHS) {
      for (const info of current.getGlyphInfos()) passedThrough.add(info.codepoint);
    }
    return true;
  });
  function everyGlyphOf(run: string): number[] {
    passedThrough = new Set();
    try {
      tracer.reset();
      tracer.addText(run);
      tracer.guessSegmentProperties();
      hb.shape(font, tracer);
      for (const info of tracer.getGlyphInfos()) passedThrough.add(info.codepoint);
      return [...passedThrough];
    } finally {
      passedThrough = null;
    }
  }

  const shaped = new Map<string, { glyphs: number[]; result: string }>();
  const traced = new Map<string, number[]>();
  const remember = <T>(map: Map<string, T>, run: string, value: T) => {
    if (map.size >= RUNS_REMEMBERED) map.clear();
    map.set(run, value);
    return value;
  };

  const pageFont = {
    /** A cut drawing `text` exactly as the whole font does, or null when it has no Bengali or no cut does. */
    async cut(text: string): Promise<PageFontCut | null> {
      const runs = [...new Set(text.match(BENGALI_RUN) ?? [])];
      if (runs.length === 0) return null;
      const unicodes = new Set<number>([DOTTED_CIRCLE]);
      const glyphs = new Set<number>([0]);
      const add = (ids: Iterable<number>) => {
        for (const id of ids) glyphs.add(id);
      };
      const expected = new Map<string, string>();
      for (const run of runs) {
        // Also the run's other canonical forms: shapers split a two-part vowel sign (ৌ into ে and ৗ)
        // and browsers choose a face for each of the pieces by its unicode-range.
        for (const form of new Set([run, run.normalize('NFD'), run.normalize('NFC')])) {
          for (const character of form) unicodes.add(character.codePointAt(0) as number);
        }
        const whole = shaped.get(run) ?? remember(shaped, run, shape(font, run));
        expected.set(run, whole.result);
        add(traced.get(run) ?? whole.glyphs);
      }
      // Check the cut on every run; a run shaped differently is traced and its glyphs added.
      for (let attempt = 0; ; attempt++) {
        const probe = new hb.Font(new hb.Face(new hb.Blob(subset(unicodes, glyphs, { keepGlyphIds: true }))));
        const wrong = runs.filter((run) => shape(probe, run).result !== expected.get(run));
        if (wrong.length === 0) break;
        if (attempt === 2) return null;
        for (const run of wrong) add(traced.get(run) ?? remember(traced, run, everyGlyphOf(run)));
      }
      return {
        woff2: Buffer.from(await wawoff2.compress(subset(unicodes, glyphs))),
        unicodeRange: unicodeRange(unicodes),
      };
    },
  };
  // Once at start: the first cut compiles the WOFF2 encoder's WebAssembly (a few tenths of a second),
  // which is better spent before the server listens than on the first visitor's page.
  await pageFont.cut('হাট');
  return pageFont;
}

export type PageFont = Awaited<ReturnType<typeof createPageFont>>;
