import { describe, expect, it } from 'vitest';
import { bannerArtwork, faviconArtwork, featureIconArtwork, logoArtwork, productArtwork } from './artwork.js';
import { BANNER, FEATURES, PRODUCTS } from './demo-content.js';

describe('the artwork', () => {
  // librsvg draws text with system fonts and servers rarely have a Bengali one: glyphs would be boxes.
  it('never puts Bengali text into an SVG', () => {
    const drawings = [
      logoArtwork(),
      faviconArtwork(),
      ...BANNER.gallery.map((slide) => bannerArtwork(slide.scene)),
      ...FEATURES.map((feature) => featureIconArtwork(feature.icon)),
      ...PRODUCTS.map((product) => productArtwork(product.art)),
    ];
    for (const svg of drawings) expect(svg).not.toMatch(/[\u0980-\u09FF]/);
  });

  it('gives every product a distinct drawing', () => {
    const arts = PRODUCTS.map((product) => product.art);
    expect(new Set(arts).size).toBe(arts.length);
  });
});
