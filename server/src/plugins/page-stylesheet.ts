import BeastiesModule from 'beasties';

// Beasties types its ES module as CommonJS, so under NodeNext TypeScript takes the default import for
// the module object, while Node hands over the class itself.
const Beasties = BeastiesModule as unknown as typeof BeastiesModule.default;

/**
 * The landing page's inline stylesheet cut to the rules its own markup uses (decision 070).
 * landing.css holds the styles of everything the server may draw on `/` (every state of every
 * section); one render uses about two thirds of it. What the render does not use travels with the
 * app anyway (its full stylesheet, decision 014), so `/` carries only what it draws.
 *
 * Beasties decides which rules a document uses (its classic mode: the document parsed into a DOM,
 * every selector matched against it with its pseudo-classes set aside, so `:hover` and `:focus`
 * rules of an element on the page stay). Its output is read for the stylesheet only: the page
 * itself is never rewritten by it, since React hydrates the markup exactly as its renderer wrote
 * it. Its faster runtime mode is not used: it writes a `;` between `@property` rules, which drops
 * every rule after the first in a browser (beasties 0.5.4).
 */
const beasties = new Beasties({
  external: false,
  reduceInlineStyles: true,
  mergeStylesheets: false,
  keyframes: 'critical',
  fonts: false,
  inlineFonts: false,
  preloadFonts: false,
  logLevel: 'silent',
});

const STYLE_OR_NOSCRIPT = /<style[^>]*>[\s\S]*?<\/style>|<noscript>[\s\S]*?<\/noscript>/g;

/**
 * The rules of `css` that `html` (a whole page) uses. The page's other styles are set aside while
 * matching: only `css` is cut. On any failure, `css` whole: a page too heavy beats one unstyled.
 */
export async function stylesUsedBy(css: string, html: string): Promise<string> {
  const document = html
    .replace(STYLE_OR_NOSCRIPT, '')
    .replace('</head>', () => `<style>${css}</style></head>`);
  try {
    const processed = await beasties.process(document);
    const cut = /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1];
    return cut ?? css;
  } catch {
    return css;
  }
}
