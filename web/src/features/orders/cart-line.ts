/**
 * A line of the visitor's cart as the order section sees it. The cart itself belongs to the cart
 * feature; the page hands its lines and actions in, so the two features stay independent.
 */
export type OrderCartLine = {
  id: string;
  /** The product and size ordered (decision 064); `sizeId` null is the product's first. */
  productId: string;
  sizeId: string | null;
  sizeName: string;
  /** Grams per unit, what delivery by weight sums; null when the size has no weight. */
  weightGrams: number | null;
  /** The sizes the line may change to, when its product has more than one. */
  sizes?: ReadonlyArray<{ id: string; name: string }>;
  title: string;
  price: number;
  discountPrice: number;
  img: string;
  quantity: number;
};

export type OrderCartActions = {
  increment: (id: string) => void;
  decrement: (id: string) => void;
  remove: (id: string) => void;
  /** Puts the line in another size of its product; its price and the totals follow. */
  pickSize?: (id: string, sizeId: string) => void;
  /** Empties the cart once the order is placed. */
  clear: () => void;
};
