import shopFontUrl from '../../.fonts/hind-siliguri-bengali-400.woff2?url';

/**
 * The shop's Bengali face (the web build's cut of Hind Siliguri, decision 008): the back office
 * declares it in CSS (styles/shop-font.css, the same descriptors); the storefront adds it from its
 * script once loaded (main.tsx), and the server cuts it further to each rendered page's words for
 * that page's first paint (entry-server.tsx, decision 014).
 */
export const shopFont = {
  family: 'Hind Siliguri',
  url: shopFontUrl,
  unicodeRange: 'U+0964-0965, U+0980-09FE, U+200C-200D, U+25CC',
};
