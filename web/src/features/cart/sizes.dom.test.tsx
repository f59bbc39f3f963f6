// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerShop, honey, inSize, langra, mango, openShop } from '@/test/shop-page';
import { cartActions } from './use-cart';

// Sizes on the landing page (decision 064): the card's picker is a radio group, Add to Cart adds the
// size the card shows, the order form shows the size and lets it change, and every total follows.

const summary = () => screen.getByRole('region', { name: 'আপনার অর্ডার' });
const picker = () => screen.getByRole('group', { name: 'ল্যাংড়া আম: সাইজ বেছে নিন' });
const amount = (label: string) =>
  within(summary()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const stored = () => JSON.parse(localStorage.getItem('cartState') ?? 'null');

beforeEach(() => {
  cartActions.clear();
  answerShop([langra, mango, honey]);
});

describe('a product in sizes', () => {
  it('offers its sizes as radios, the first chosen, and shows the chosen one’s price', async () => {
    const { user } = await openShop();
    const radios = within(picker()).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '৫ কেজি',
      '১০ কেজি',
      '২০ কেজি(স্টক শেষ)',
    ]);
    expect(within(picker()).getByRole('radio', { name: '৫ কেজি' })).toBeChecked();
    const card = picker().closest('article') as HTMLElement;
    expect(within(card).getByText('৳৭৮০')).toBeInTheDocument();
    // Arrow keys move between the sizes, as in any radio group.
    within(picker()).getByRole('radio', { name: '৫ কেজি' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(picker()).getByRole('radio', { name: '১০ কেজি' })).toBeChecked();
    expect(within(card).getByText('৳১,৫০০')).toBeInTheDocument();
  });

  it('adds the size the card shows; the total follows its price', async () => {
    const { user } = await openShop();
    await user.click(within(picker()).getByRole('radio', { name: '১০ কেজি' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart: ল্যাংড়া আম' }));
    expect(stored()).toEqual([
      expect.objectContaining({ productId: langra._id, sizeName: '১০ কেজি', weightGrams: 10_000 }),
    ]);
    expect(amount('সাবটোটাল')).toBe('৳১,৫০০');
    expect(amount('সর্বমোট')).toBe('৳১,৫০০ + ডেলিভারি');
  });

  it('lets the order form change the size, and every total follows', async () => {
    const { user } = await openShop();
    await user.click(screen.getByRole('button', { name: 'Add to Cart: ল্যাংড়া আম' }));
    const size = within(summary()).getByRole('combobox', { name: 'ল্যাংড়া আম: সাইজ' });
    expect(size).toHaveDisplayValue('৫ কেজি');
    expect(amount('সর্বমোট')).toBe('৳৭৮০ + ডেলিভারি');
    await user.selectOptions(size, '১০ কেজি');
    expect(amount('সাবটোটাল')).toBe('৳১,৫০০');
    expect(amount('সর্বমোট')).toBe('৳১,৫০০ + ডেলিভারি');
    expect(stored()).toEqual([expect.objectContaining({ sizeName: '১০ কেজি', quantity: 1 })]);
  });

  it('says «স্টক শেষ» for a sold-out size and will not add it', async () => {
    const { user } = await openShop();
    await user.click(within(picker()).getByRole('radio', { name: /২০ কেজি/ }));
    const soldOut = screen.getByRole('button', { name: 'স্টক শেষ: ল্যাংড়া আম' });
    expect(soldOut).toBeDisabled();
    expect(stored()).toEqual([]);
  });
});

describe('season', () => {
  it('leaves a hidden product off the page and announces one before its harvest date', async () => {
    answerShop([mango, { ...langra, saleFrom: '2999-05-20', announce: true }, { ...honey, hidden: true }]);
    await openShop();
    const card = screen.getByRole('img', { name: 'ল্যাংড়া আম' }).closest('article') as HTMLElement;
    expect(within(card).getByText('আসছে ২০ মে')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Add to Cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: honey.title })).not.toBeInTheDocument();
  });

  it('drops from a cart restored from an earlier visit what is not on sale, saying so, and keeps the rest', async () => {
    answerShop([{ ...mango, hidden: true }, honey]);
    localStorage.setItem(
      'cartState',
      JSON.stringify([
        { id: mango._id, title: mango.title, price: 1200, discountPrice: 950, img: mango.img, quantity: 1 },
        { id: honey._id, title: honey.title, price: 800, discountPrice: 0, img: honey.img, quantity: 2 },
      ]),
    );
    // The tab reads what is stored before any add (the cart is one per tab and began empty here).
    expect(cartActions.add(inSize(honey))).toBe(false);
    await openShop({ withProducts: false });
    expect(
      await screen.findByText(`«${mango.title}» এখন বিক্রি হচ্ছে না, তাই অর্ডার থেকে বাদ দেওয়া হয়েছে`),
    ).toBeInTheDocument();
    expect(stored()).toEqual([expect.objectContaining({ productId: honey._id, quantity: 2 })]);
    expect(amount('সাবটোটাল')).toBe('৳১,৬০০');
  });
});
