// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerShop, honey, mango, openShop } from '@/test/shop-page';
import { cartActions } from './use-cart';

// The cart as a visitor uses it on the landing page: the buttons on the product cards, the lines of
// the order summary, the totals, and what the browser keeps of it (product spec §3, §4 and §9).

const MANGO = 'রাজশাহীর ফজলি আম';
const HONEY = 'সুন্দরবনের মধু';

const products = () => screen.getByRole('region', { name: 'Our Products' });
const summary = () => screen.getByRole('region', { name: 'আপনার অর্ডার' });
const lines = () => within(summary()).queryByRole('list', { name: 'আপনার অর্ডার' });
const line = (title: string) => {
  const found = within(summary())
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(title));
  if (!found) throw new Error(`no line of ${title} in the order summary`);
  return found;
};
const quantityIn = (place: HTMLElement, title: string) =>
  within(place).getByRole('status', { name: `${title}: পরিমাণ` });
const lineTotal = (title: string) => within(line(title)).getByTestId('line-total').textContent;
/** The amount shown beside a label of the totals (সাবটোটাল, ডেলিভারি চার্জ, সর্বমোট). */
const amount = (label: string) =>
  within(summary()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** What the browser keeps between visits (product spec §9: localStorage, `cartState`). */
const stored = () => JSON.parse(localStorage.getItem('cartState') ?? 'null');

/** Another tab of the same browser writes the cart; `announce` is the storage event it fires here. */
function anotherTabStores(items: unknown[], { announce = true } = {}) {
  localStorage.setItem('cartState', JSON.stringify(items));
  if (announce) window.dispatchEvent(new StorageEvent('storage', { key: 'cartState' }));
}

beforeEach(() => {
  // The cart is one per tab (a module's state): each test starts from an empty one.
  cartActions.clear();
  answerShop();
});

describe('the cart', () => {
  it('starts empty: the summary asks for a product, and the delivery waits for the district', async () => {
    await openShop();
    expect(within(summary()).getByText('এখনো কোনো পণ্য বাছাই করা হয়নি।')).toBeInTheDocument();
    expect(lines()).not.toBeInTheDocument();
    expect(amount('সাবটোটাল')).toBe('৳০');
    // The fee is the district's zone's (decision 067): none is chosen yet.
    expect(amount('সর্বমোট')).toBe('৳০ + ডেলিভারি');
  });

  it('adds a product once: the card turns into a quantity control and the summary shows its line', async () => {
    const { user } = await openShop();
    await user.click(screen.getByRole('button', { name: `Add to Cart: ${MANGO}` }));

    expect(await screen.findByText('Item added to cart successfully')).toBeInTheDocument();
    expect(
      within(products()).queryByRole('button', { name: `Add to Cart: ${MANGO}` }),
    ).not.toBeInTheDocument();
    expect(quantityIn(products(), MANGO)).toHaveTextContent('১');
    // The honey was not touched.
    expect(within(products()).getByRole('button', { name: `Add to Cart: ${HONEY}` })).toBeInTheDocument();

    // The offer's price is what is charged; the old price is shown struck through.
    const mangoLine = line(MANGO);
    expect(within(mangoLine).getByText('প্রতিটি', { exact: false })).toHaveTextContent('প্রতিটি ৳৯৫০');
    expect(within(mangoLine).getByRole('deletion')).toHaveTextContent('আগের দাম: ৳১,২০০');
    expect(lineTotal(MANGO)).toBe('৳৯৫০');
    expect(quantityIn(mangoLine, MANGO)).toHaveTextContent('১');
    expect(within(summary()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('changes a quantity from the card or the summary alike, never below one', async () => {
    const { user } = await openShop();
    await user.click(screen.getByRole('button', { name: `Add to Cart: ${MANGO}` }));

    await user.click(within(products()).getByRole('button', { name: `${MANGO}: পরিমাণ ১টি বাড়ান` }));
    await user.click(within(line(MANGO)).getByRole('button', { name: `${MANGO}: পরিমাণ ১টি বাড়ান` }));
    expect(quantityIn(products(), MANGO)).toHaveTextContent('৩');
    expect(quantityIn(line(MANGO), MANGO)).toHaveTextContent('৩');
    expect(lineTotal(MANGO)).toBe('৳২,৮৫০');

    const less = within(line(MANGO)).getByRole('button', { name: `${MANGO}: পরিমাণ ১টি কমান` });
    await user.click(less);
    await user.click(less);
    expect(quantityIn(line(MANGO), MANGO)).toHaveTextContent('১');
    expect(less).toHaveAttribute('aria-disabled', 'true');
    await user.click(less);
    expect(quantityIn(line(MANGO), MANGO)).toHaveTextContent('১');
    expect(quantityIn(products(), MANGO)).toHaveTextContent('১');
  });

  it('holds at most 100 of a product in a line', async () => {
    const { user } = await openShop();
    anotherTabStores([
      { id: mango._id, title: MANGO, price: 1200, discountPrice: 950, img: 'mango.webp', quantity: 99 },
    ]);
    const more = await within(products()).findByRole('button', { name: `${MANGO}: পরিমাণ ১টি বাড়ান` });
    expect(quantityIn(products(), MANGO)).toHaveTextContent('৯৯');

    await user.click(more);
    expect(quantityIn(products(), MANGO)).toHaveTextContent('১০০');
    expect(more).toHaveAttribute('aria-disabled', 'true');
    await user.click(more);
    expect(quantityIn(products(), MANGO)).toHaveTextContent('১০০');
    expect(stored()[0].quantity).toBe(100);
  });

  it('brings a stored quantity beyond the limit down to 100', async () => {
    await openShop();
    anotherTabStores([
      { id: mango._id, title: MANGO, price: 1200, discountPrice: 950, img: 'mango.webp', quantity: 250 },
    ]);

    expect(await within(summary()).findByText(MANGO)).toBeInTheDocument();
    expect(quantityIn(line(MANGO), MANGO)).toHaveTextContent('১০০');
    expect(lineTotal(MANGO)).toBe('৳৯৫,০০০');
  });

  it('adds up the lines in whole taka, at the charged prices, the delivery to come', async () => {
    const { user } = await openShop();
    await user.click(screen.getByRole('button', { name: `Add to Cart: ${MANGO}` }));
    await user.click(screen.getByRole('button', { name: `Add to Cart: ${HONEY}` }));
    await user.click(within(line(MANGO)).getByRole('button', { name: `${MANGO}: পরিমাণ ১টি বাড়ান` }));

    expect(lineTotal(MANGO)).toBe('৳১,৯০০');
    expect(lineTotal(HONEY)).toBe('৳৮০০');
    expect(amount('সাবটোটাল')).toBe('৳২,৭০০');
    expect(amount('ডেলিভারি চার্জ')).toBe('জেলা বেছে নিন');
    expect(amount('সর্বমোট')).toBe('৳২,৭০০ + ডেলিভারি');
  });

  it('removes a line with its own button, and the product can be added again', async () => {
    const { user } = await openShop();
    await user.click(screen.getByRole('button', { name: `Add to Cart: ${MANGO}` }));
    await user.click(screen.getByRole('button', { name: `Add to Cart: ${HONEY}` }));

    await user.click(within(summary()).getByRole('button', { name: `${MANGO} অর্ডার থেকে বাদ দিন` }));
    expect(within(summary()).queryByText(MANGO)).not.toBeInTheDocument();
    expect(within(summary()).getAllByRole('listitem')).toHaveLength(1);
    expect(amount('সাবটোটাল')).toBe('৳৮০০');
    expect(within(products()).getByRole('button', { name: `Add to Cart: ${MANGO}` })).toBeInTheDocument();

    await user.click(within(summary()).getByRole('button', { name: `${HONEY} অর্ডার থেকে বাদ দিন` }));
    expect(within(summary()).getByText('এখনো কোনো পণ্য বাছাই করা হয়নি।')).toBeInTheDocument();
    expect(stored()).toEqual([]);
  });

  it('keeps each line in the browser: the product, its prices and its quantity', async () => {
    const { user } = await openShop();
    await user.click(screen.getByRole('button', { name: `Add to Cart: ${HONEY}` }));
    await user.click(within(line(HONEY)).getByRole('button', { name: `${HONEY}: পরিমাণ ১টি বাড়ান` }));

    expect(stored()).toEqual([
      {
        id: honey._id,
        productId: honey._id,
        sizeId: honey.sizes[0]?._id,
        sizeName: '',
        weightGrams: 1000,
        title: HONEY,
        price: 800,
        discountPrice: 0,
        img: 'honey.webp',
        quantity: 2,
      },
    ]);
  });

  it('shows a cart changed in another tab, and leaves out a stored line it cannot trust', async () => {
    await openShop();
    anotherTabStores([
      { id: honey._id, title: HONEY, price: 800, discountPrice: 0, img: 'honey.webp', quantity: 4 },
      { id: mango._id, title: MANGO, price: -5, discountPrice: 0, img: 'mango.webp', quantity: 1 },
    ]);

    expect(await within(summary()).findByText(HONEY)).toBeInTheDocument();
    expect(quantityIn(line(HONEY), HONEY)).toHaveTextContent('৪');
    expect(within(summary()).queryByText(MANGO)).not.toBeInTheDocument();
    expect(amount('সাবটোটাল')).toBe('৳৩,২০০');
  });

  it('says a product is in the cart already when another tab added it a moment ago', async () => {
    const { user } = await openShop();
    // Stored, but the other tab's storage event has not arrived yet: the card still offers to add it.
    anotherTabStores(
      [{ id: mango._id, title: MANGO, price: 1200, discountPrice: 950, img: 'mango.webp', quantity: 3 }],
      {
        announce: false,
      },
    );
    await user.click(screen.getByRole('button', { name: `Add to Cart: ${MANGO}` }));

    expect(await screen.findByText('Product already added to cart')).toBeInTheDocument();
    expect(screen.queryByText('Item added to cart successfully')).not.toBeInTheDocument();
    expect(quantityIn(products(), MANGO)).toHaveTextContent('৩');
    expect(stored()).toHaveLength(1);
  });
});
