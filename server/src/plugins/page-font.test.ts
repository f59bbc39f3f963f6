import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { demoShop } from '@haat/demo';
import * as hb from 'harfbuzzjs';
import { beforeAll, describe, expect, it } from 'vitest';
import wawoff2 from 'wawoff2';
import { createPageFont, type PageFont, unicodeRange } from './page-font.js';

// The shop's Bengali face as @fontsource ships it (the web build's copy is the same font, unhinted).
const fontFile = createRequire(import.meta.url).resolve(
  '@fontsource/hind-siliguri/files/hind-siliguri-bengali-400-normal.woff2',
);
const BENGALI_RUN = /[\u0964\u0965\u0980-\u09FE\u200C\u200D]+/g;

/** Every word of the demo shop, as a page of it would show them. */
const demoText = JSON.stringify(demoShop);
/** Words the demo shop does not have, with rarer conjuncts, as an owner might type them. */
const newText = 'ঋতুর ঐতিহ্য ঔষধি ক্ষুদ্র জ্ঞান সঙ্ক্ষেপ স্ত্রী ন্দ্র হ্ম ষ্ণ ঙ্গ ৎ ড়ি ঢ়ে য়ো ৳১২৩';

/** A font from woff2 bytes, for HarfBuzz. */
const hbFont = async (woff2: Uint8Array) =>
  new hb.Font(new hb.Face(new hb.Blob(await wawoff2.decompress(woff2))));

/** How a run is drawn: every glyph's outline and position, independent of the glyphs' numbering. */
function drawing(font: hb.Font, run: string): string {
  const buffer = new hb.Buffer();
  buffer.addText(run);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer
    .getGlyphInfos()
    .map((info, index) => {
      const position = positions[index];
      return `${font.glyphToPath(info.codepoint)} @${position?.xAdvance},${position?.xOffset},${position?.yOffset}`;
    })
    .join('\n');
}

let pageFont: PageFont;
let whole: hb.Font;
beforeAll(async () => {
  pageFont = await createPageFont(fontFile);
  whole = await hbFont(readFileSync(fontFile));
});

describe("the page font: the shop's face cut to a page's text (decision 014)", () => {
  it.each([
    ['the demo shop', demoText],
    ['words the owner might type later', newText],
  ])('draws every word of %s exactly as the whole font does', async (_, text) => {
    const cut = await pageFont.cut(text);
    expect(cut).not.toBeNull();
    const font = await hbFont(cut?.woff2 ?? new Uint8Array());
    const runs = [...new Set(text.match(BENGALI_RUN))];
    expect(runs.length).toBeGreaterThan(10);
    for (const run of runs) expect(drawing(font, run), run).toBe(drawing(whole, run));
  });

  it("is small: the demo shop's words take under 10 kB, a fraction of the whole font", async () => {
    const cut = await pageFont.cut(demoText);
    expect(cut?.woff2.length).toBeLessThan(10 * 1024);
    expect(cut?.woff2.length).toBeLessThan(readFileSync(fontFile).length / 3);
  });

  it('names exactly the characters it has, so other text goes to the next face', async () => {
    const cut = await pageFont.cut('ক্ষ আম');
    // ক ্ ষ আ ম, and the dotted circle a shaper may insert.
    expect(cut?.unicodeRange).toBe('U+0986,U+0995,U+09AE,U+09B7,U+09CD,U+25CC');
    expect(await pageFont.cut('Only Latin 0123')).toBeNull();
  });

  it('writes ranges the way @font-face reads them', () => {
    expect(unicodeRange([0x0995, 0x0996, 0x0997, 0x0964, 0x09cd, 0x0996])).toBe('U+0964,U+0995-0997,U+09CD');
  });

  it('cuts the same text to the same bytes, render after render', async () => {
    const first = await pageFont.cut(`${demoText} ${newText}`);
    const again = await pageFont.cut(`${newText} ${demoText}`);
    expect(again?.woff2.equals(first?.woff2 ?? Buffer.alloc(0))).toBe(true);
  });
});
