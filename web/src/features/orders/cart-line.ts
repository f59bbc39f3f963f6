/**
 * A line of the visitor's cart as the order section sees it. The cart itself belongs to the cart
 * feature; the page hands its lines and actions in, so the two features stay independent.
 */
export type OrderCartLine = {
  id: string;
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
  /** Empties the cart once the order is placed. */
  clear: () => void;
};
