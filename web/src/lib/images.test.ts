import { describe, expect, it } from 'vitest';
import { imageUrl, responsiveImage, smallImageUrl } from './images';

const id = 'AbCdEfGhIjKlMnOpQrStUv';

describe('imageUrl', () => {
  it('serves uploads from the API beside their kind', () => {
    expect(imageUrl('product', `${id}.webp`)).toBe(`/api/product/${id}.webp`);
    expect(imageUrl('logo', 'a b.png')).toBe('/api/logo/a%20b.png');
  });
});

describe('smallImageUrl', () => {
  it('points at the 320 px copy of a stored WebP image', () => {
    expect(smallImageUrl('feature', `${id}.webp`)).toBe(`/api/feature/${id}-w320.webp`);
  });

  it('keeps other files as they are', () => {
    expect(smallImageUrl('feature', `${id}.png`)).toBe(`/api/feature/${id}.png`);
  });
});

describe('responsiveImage', () => {
  it('offers the 320, 640, 768, 960 and 1280 px copies with the slot size', () => {
    expect(responsiveImage('product', `${id}.webp`, '100vw')).toEqual({
      src: `/api/product/${id}.webp`,
      srcSet: `/api/product/${id}-w320.webp 320w, /api/product/${id}-w640.webp 640w, /api/product/${id}-w768.webp 768w, /api/product/${id}-w960.webp 960w, /api/product/${id}.webp 1280w`,
      sizes: '100vw',
    });
  });

  it('gives a plain src for files without stored sizes', () => {
    expect(responsiveImage('banner', `${id}.jpg`, '100vw')).toEqual({ src: `/api/banner/${id}.jpg` });
  });
});
