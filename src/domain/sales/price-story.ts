import type { Centavos } from "../kernel/money";

/**
 * How one line reaches the subtotal (docs/decisions/0244). The subtotal counts every line at its
 * regular price and the promotion discount takes back, line by line, what the buyer does not pay;
 * every screen and paper prints these figures, so a person can add them up by hand.
 */
export interface LinePriceStory {
  quantity: number;
  /** The price per unit the subtotal counts. */
  regularUnitPrice: Centavos;
  /** regularUnitPrice × quantity: the line's part of the subtotal. */
  regularAmount: Centavos;
  /** The price per unit charged. */
  unitPrice: Centavos;
  /** (regular − charged) × quantity: the line's part of the promotion discount; 0 without one. */
  promotion: Centavos;
  /** What the line is charged: regularAmount − promotion. */
  amount: Centavos;
  /**
   * The one price ever crossed out, always the regular price, read 'Precio regular'; null when
   * the line has no promotion, so nothing is crossed out.
   */
  crossedOut: Centavos | null;
}

/**
 * One line's story from its charged price and its regular price. A price charged above the
 * regular one (staff may type another price at the counter) is its own regular price: the
 * subtotal counts it as charged and there is no promotion, as the sale's totals do.
 */
export function linePriceStory(line: {
  price: Centavos;
  regularPrice: Centavos;
  quantity: number;
}): LinePriceStory {
  const regularUnitPrice = Math.max(line.price, line.regularPrice);
  const promoted = regularUnitPrice > line.price;
  return {
    quantity: line.quantity,
    regularUnitPrice,
    regularAmount: regularUnitPrice * line.quantity,
    unitPrice: line.price,
    promotion: (regularUnitPrice - line.price) * line.quantity,
    amount: line.price * line.quantity,
    crossedOut: promoted ? regularUnitPrice : null,
  };
}

/** What a saved line needs for its story. */
export interface StoryItem {
  price: Centavos;
  originalPrice: Centavos;
  quantity: number;
}

/** A saved sale's lines, each with the item it tells of, and the two figures they add up to. */
export interface SalePriceStory<T extends StoryItem = StoryItem> {
  lines: Array<LinePriceStory & { item: T }>;
  subtotal: Centavos;
  promoItemsDiscount: Centavos;
}

/**
 * A saved sale's lines, each item's `originalPrice` read as its regular price. A sale recorded
 * while `originalPrice` still held the public original price (before decision 0244) has lines
 * whose regular amounts do not make its subtotal: its promotion cannot be told line by line, so
 * its lines are shown at the price charged and its subtotal net of the promotion. The total and
 * the balance are the same either way; only how they are broken down differs.
 */
export function salePriceStory<T extends StoryItem>(sale: {
  items: readonly T[];
  subtotal: Centavos;
  promoItemsDiscount: Centavos;
}): SalePriceStory<T> {
  const lines = sale.items.map((item) => ({
    ...linePriceStory({ price: item.price, regularPrice: item.originalPrice, quantity: item.quantity }),
    item,
  }));
  const regular = lines.reduce((sum, l) => sum + l.regularAmount, 0);
  const promotion = lines.reduce((sum, l) => sum + l.promotion, 0);
  if (regular === sale.subtotal && promotion === sale.promoItemsDiscount) {
    return { lines, subtotal: sale.subtotal, promoItemsDiscount: sale.promoItemsDiscount };
  }
  return {
    lines: sale.items.map((item) => ({
      ...linePriceStory({ price: item.price, regularPrice: item.price, quantity: item.quantity }),
      item,
    })),
    subtotal: sale.subtotal - sale.promoItemsDiscount,
    promoItemsDiscount: 0,
  };
}
