import { describe, expect, it } from 'vitest';
import { fieldPaths } from './use-admin-form';

describe('fieldPaths', () => {
  it('names every field as react-hook-form does, nested ones with dots', () => {
    expect(fieldPaths({ shipping: { insideDhaka: '60', outsideDhaka: '120' }, phone: '' })).toEqual([
      'shipping.insideDhaka',
      'shipping.outsideDhaka',
      'phone',
    ]);
  });

  it('treats files, lists and empty values as fields of their own', () => {
    const file = new File(['x'], 'x.png');
    expect(fieldPaths({ img: file, galleries: [{ title: 'a' }], icon: null })).toEqual([
      'img',
      'galleries',
      'icon',
    ]);
  });
});
