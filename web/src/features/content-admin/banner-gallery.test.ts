import { BannerGalleryPlanSchema, fieldMessages } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import {
  bannerErrorField,
  bannerFormDefaults,
  bannerFormSchema,
  galleryPlan,
  moveItem,
  toBannerFormData,
} from './banner-gallery';

const file = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const kept = (id: string, title = '') => ({ _id: `${id}AbCdEfGhIjKlMnOp`, url: `${id}.webp`, title });

describe('galleryPlan', () => {
  it('keeps old images by _id and numbers new files in upload order', () => {
    const first = file('a.png');
    const second = file('b.png');
    const { plan, files } = galleryPlan([
      { file: first, title: 'নতুন ১' },
      kept('x', 'পুরনো'),
      { file: second, title: 'নতুন ২' },
    ]);
    expect(plan).toEqual([
      { image: 0, title: 'নতুন ১' },
      { _id: 'xAbCdEfGhIjKlMnOp', title: 'পুরনো' },
      { image: 1, title: 'নতুন ২' },
    ]);
    expect(files).toEqual([first, second]);
  });

  it('is what the server’s own schema accepts', () => {
    const { plan } = galleryPlan([kept('y', 'আম'), { file: file('c.png'), title: '' }]);
    expect(BannerGalleryPlanSchema.safeParse(JSON.stringify(plan)).success).toBe(true);
  });

  it('sends an empty plan when every image was removed', () => {
    expect(galleryPlan([])).toEqual({ plan: [], files: [] });
  });
});

describe('toBannerFormData', () => {
  it('carries the text, the files as `images` in order and the plan as `galleries`', () => {
    const first = file('first.png');
    const second = file('second.png');
    const form = toBannerFormData({
      title: 'আমের মৌসুম',
      description: 'রাজশাহীর আম',
      galleries: [kept('z', 'বাগান'), { file: first, title: 'ঝুড়ি' }, { file: second, title: 'গাছ' }],
    });
    expect(form.get('title')).toBe('আমের মৌসুম');
    expect(form.get('description')).toBe('রাজশাহীর আম');
    expect(form.getAll('images').map((entry) => (entry as File).name)).toEqual(['first.png', 'second.png']);
    expect(JSON.parse(form.get('galleries') as string)).toEqual([
      { _id: 'zAbCdEfGhIjKlMnOp', title: 'বাগান' },
      { image: 0, title: 'ঝুড়ি' },
      { image: 1, title: 'গাছ' },
    ]);
    expect(form.has('imageTitles')).toBe(false);
  });
});

describe('moveItem', () => {
  it('moves one item up or down and leaves the list itself alone', () => {
    const items = ['a', 'b', 'c'];
    expect(moveItem(items, 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(items, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(items).toEqual(['a', 'b', 'c']);
  });

  it('ignores a move past either end', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});

describe('bannerFormSchema', () => {
  it('starts from the saved banner, or blank', () => {
    expect(bannerFormDefaults(null)).toEqual({ title: '', description: '', galleries: [] });
  });

  it('needs a title and at most ten slides', () => {
    const galleries = Array.from({ length: 11 }, (_, index) => kept(`i${index}`));
    const result = bannerFormSchema.safeParse({ title: ' ', description: '', galleries });
    const messages = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual([
      ['title', fieldMessages.required],
      ['galleries', fieldMessages.galleryTooMany(10)],
    ]);
  });

  it('refuses a new slide whose file is not an image', () => {
    const text = new File(['hello'], 'note.txt', { type: 'text/plain' });
    const result = bannerFormSchema.safeParse({
      title: 'আম',
      description: '',
      galleries: [{ file: text, title: '' }],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['galleries.0.file', fieldMessages.image],
    ]);
  });
});

describe('bannerErrorField', () => {
  const items = [{ file: file('a.png'), title: '' }, kept('k'), { file: file('b.png'), title: '' }];

  it('finds the slide of an uploaded file by its position among the uploads', () => {
    expect(bannerErrorField('images.0', items)).toBe('galleries.0.file');
    expect(bannerErrorField('images.1', items)).toBe('galleries.2.file');
    expect(bannerErrorField('images.7', items)).toBe('galleries');
  });

  it('keeps text fields and slide titles, and sends the rest to the gallery', () => {
    expect(bannerErrorField('title', items)).toBe('title');
    expect(bannerErrorField('galleries.1.title', items)).toBe('galleries.1.title');
    expect(bannerErrorField('galleries', items)).toBe('galleries');
    expect(bannerErrorField('somethingElse', items)).toBeNull();
  });
});
