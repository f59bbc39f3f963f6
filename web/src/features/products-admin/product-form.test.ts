import { fieldMessages } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '@/lib/admin-messages';
import { newSizeValues, productFormDefaults, productFormSchema, toProductFormData } from './product-form';

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'mango.jpg', { type: 'image/jpeg' });

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('productFormSchema', () => {
  it('reads Bengali digits and a blank discount as none', () => {
    const result = productFormSchema('add').safeParse({
      title: '  হিমসাগর আম  ',
      price: '১২০০',
      discountPrice: '',
      description: '<p>মিষ্টি</p>',
      img: photo(),
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ title: 'হিমসাগর আম', price: 1200, discountPrice: 0 });
  });

  it('puts a discount above the price on the discount field, in the server’s words', () => {
    const result = productFormSchema('edit').safeParse({
      title: 'আম',
      price: '500',
      discountPrice: '600',
      description: '',
      img: null,
    });
    expect(issuesOf(result)).toEqual({ discountPrice: fieldMessages.discountAbovePrice });
  });

  it('needs a picture to add a product but not to edit one', () => {
    const values = { title: 'আম', price: '500', discountPrice: '', description: '', img: null };
    expect(issuesOf(productFormSchema('add').safeParse(values))).toEqual({
      img: adminMessages.images.required,
    });
    expect(productFormSchema('edit').safeParse(values).success).toBe(true);
  });

  it('refuses a file that is not a web image before it is sent', () => {
    const pdf = new File(['%PDF'], 'price-list.pdf', { type: 'application/pdf' });
    const result = productFormSchema('add').safeParse({
      title: 'আম',
      price: '1',
      discountPrice: '',
      description: '',
      img: pdf,
    });
    expect(issuesOf(result)).toEqual({ img: fieldMessages.image });
  });

  it('refuses prices that are not whole taka', () => {
    const result = productFormSchema('edit').safeParse({
      title: '',
      price: '12.5',
      discountPrice: '-3',
      description: '',
      img: null,
    });
    expect(issuesOf(result)).toEqual({
      title: fieldMessages.required,
      price: fieldMessages.wholeTaka,
      discountPrice: fieldMessages.wholeTaka,
    });
  });
});

describe('productFormDefaults', () => {
  it('shows each size as typed text, no discount and no count as blank', () => {
    const defaults = productFormDefaults({
      _id: 'AbCdEfGhIjKlMnOp',
      title: 'ঘি',
      price: 900,
      discountPrice: 0,
      img: 'x.webp',
      description: '<p>খাঁটি</p>',
      sizes: [
        {
          _id: 'AbCdEfGhIjKlMnOp',
          name: '',
          price: 900,
          discountPrice: 0,
          weightGrams: null,
          stock: 7,
          closed: false,
        },
      ],
      hidden: true,
      saleFrom: '2026-06-06',
      saleUntil: null,
      announce: true,
    });
    // The season is kept as it is: the form's PUT replaces every field (decision 064).
    expect(defaults).toEqual({
      title: 'ঘি',
      description: '<p>খাঁটি</p>',
      img: null,
      sizes: [
        {
          _id: 'AbCdEfGhIjKlMnOp',
          name: '',
          price: '900',
          discountPrice: '',
          weightGrams: null,
          stock: '7',
          stockWas: 7,
          closed: false,
        },
      ],
      hidden: true,
      saleFrom: '2026-06-06',
      saleUntil: '',
      announce: true,
    });
  });

  it('starts a new product with one blank size of unlimited stock', () => {
    expect(productFormDefaults().sizes).toEqual([newSizeValues()]);
    expect(newSizeValues()).toMatchObject({ stock: null, stockWas: null, closed: false });
  });
});

describe('toProductFormData', () => {
  it('sends every text field and the picture under `img`', () => {
    const img = photo();
    const form = toProductFormData({
      title: 'আম',
      price: 500,
      discountPrice: 450,
      description: '<p>x</p>',
      img,
      hidden: false,
      saleFrom: null,
      saleUntil: null,
      announce: false,
    });
    expect([...form.keys()]).toEqual([
      'title',
      'price',
      'discountPrice',
      'description',
      'hidden',
      'saleFrom',
      'saleUntil',
      'announce',
      'img',
    ]);
    expect(form.get('price')).toBe('500');
    expect(form.get('discountPrice')).toBe('450');
    expect((form.get('img') as File).name).toBe('mango.jpg');
  });

  it('leaves `img` out when no new picture was chosen, so the server keeps the old one', () => {
    const form = toProductFormData({
      title: 'আম',
      price: 500,
      discountPrice: 0,
      description: '',
      img: null,
      hidden: false,
      saleFrom: null,
      saleUntil: null,
      announce: false,
    });
    expect(form.has('img')).toBe(false);
    expect(form.get('discountPrice')).toBe('0');
    expect(form.get('description')).toBe('');
  });
});
