import { fieldMessages } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '@/lib/admin-messages';
import { featureFormSchema, toFeatureFormData, toSingleImageFormData } from './feature-form';

const icon = (name = 'truck.png', type = 'image/png') =>
  new File([new Uint8Array([1, 2, 3])], name, { type });

describe('featureFormSchema', () => {
  it('needs a title, and an icon only when adding', () => {
    const add = featureFormSchema('add').safeParse({ title: '', icon: null });
    expect(add.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', fieldMessages.required],
      ['icon', adminMessages.images.required],
    ]);
    expect(featureFormSchema('edit').safeParse({ title: 'দ্রুত ডেলিভারি', icon: null }).success).toBe(true);
  });

  it('refuses an SVG icon, which the server would refuse too', () => {
    const result = featureFormSchema('add').safeParse({
      title: 'x',
      icon: icon('logo.svg', 'image/svg+xml'),
    });
    expect(result.error?.issues[0]?.message).toBe(fieldMessages.image);
  });
});

describe('toFeatureFormData', () => {
  it('sends the title, and the icon only when one was chosen', () => {
    const withIcon = toFeatureFormData({ title: 'ক্যাশ অন ডেলিভারি', icon: icon() });
    expect([...withIcon.keys()]).toEqual(['title', 'icon']);
    const withoutIcon = toFeatureFormData({ title: 'ক্যাশ অন ডেলিভারি', icon: null });
    expect([...withoutIcon.keys()]).toEqual(['title']);
  });
});

describe('toSingleImageFormData', () => {
  it('names the file the way each route reads it', () => {
    expect((toSingleImageFormData('logo', icon('logo.png')).get('logo') as File).name).toBe('logo.png');
    expect(toSingleImageFormData('icon', icon('favicon.ico', 'image/x-icon')).has('icon')).toBe(true);
  });
});
