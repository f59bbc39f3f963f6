import { describe, expect, it } from 'vitest';
import { ProductInputSchema } from './catalog.js';
import { optionalText, requiredText, stripControlCharacters, TakaInputSchema } from './common.js';
import { BannerGalleryPlanSchema, BannerImageTitlesSchema } from './content.js';

describe('TakaInputSchema (prices typed into a form)', () => {
  it.each([
    ['500', 500],
    [' 1200 ', 1200],
    ['৫০০', 500],
    [0, 0],
    [75, 75],
  ])('%j → %j', (input, expected) => {
    expect(TakaInputSchema.parse(input)).toBe(expected);
  });

  it.each(['', '  ', '12.5', '5e2', '0x1f4', '-3', 'abc', 12.5, -1, null])('%j is refused', (input) => {
    expect(TakaInputSchema.safeParse(input).success).toBe(false);
  });

  it('a blank discount means none; a missing price is required', () => {
    const parsed = ProductInputSchema.parse({ title: 'আম', price: '100', discountPrice: '' });
    expect(parsed).toMatchObject({ price: 100, discountPrice: 0, description: '' });
    const missing = ProductInputSchema.safeParse({ title: 'আম' });
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['price']);
  });
});

describe('plain text', () => {
  it('loses control characters but keeps newlines, tabs and the Bengali joiners', () => {
    expect(stripControlCharacters('a\u0000b\u0007c\u202Ed\uFEFFe\r\nf\tg')).toBe('abcde\nf\tg');
    expect(stripControlCharacters('র\u200D্যাব')).toBe('র\u200D্যাব');
  });

  it('a text of control characters only is empty, so a required field refuses it', () => {
    expect(requiredText(10).safeParse('\u0000\u0001 ').success).toBe(false);
    expect(optionalText(10).parse(' <b>হাট</b> ')).toBe('<b>হাট</b>');
  });
});

describe('banner gallery fields', () => {
  it('galleries is JSON text of kept and new items', () => {
    expect(
      BannerGalleryPlanSchema.parse('[{"_id":"AAAAAAAAAAAAAAAAAAAAAA","title":" আম "},{"image":0}]'),
    ).toEqual([
      { _id: 'AAAAAAAAAAAAAAAAAAAAAA', title: 'আম' },
      { image: 0, title: '' },
    ]);
  });

  it.each([
    ['not json', ''],
    ['{"_id":"AAAAAAAAAAAAAAAAAAAAAA"}', ''],
    ['[{"title":"no reference"}]', '0'],
    ['[{"_id":"AAAAAAAAAAAAAAAAAAAAAA","image":0}]', '0'],
    ['[{"image":-1}]', '0.image'],
  ])('%s is refused at path "%s"', (input, path) => {
    const result = BannerGalleryPlanSchema.safeParse(input);
    expect(result.error?.issues[0]?.path.join('.')).toBe(path);
  });

  it('imageTitles sent once or repeated is a list', () => {
    expect(BannerImageTitlesSchema.parse('এক')).toEqual(['এক']);
    expect(BannerImageTitlesSchema.parse(['এক', 'দুই'])).toEqual(['এক', 'দুই']);
  });
});
