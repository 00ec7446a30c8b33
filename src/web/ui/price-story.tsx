import { commonMessages as m } from "../../domain/kernel/messages-common";
import { formatMoney } from "../../domain/kernel/money";
import type { LinePriceStory } from "../../domain/sales/price-story";
import { cn } from "./cn";

/**
 * The one crossed-out price of every screen: the regular price, with its one wording
 * (docs/decisions/0244). The words stay visible so the product page, the cart and the order read alike.
 */
export function RegularPrice({ amount, className }: { amount: number; className?: string }) {
  return (
    <span className={cn("whitespace-nowrap text-muted", className)} data-testid="regular-price">
      <span className="text-xs">{m.regularPriceLabel} </span>
      <s className="tabular-nums">{formatMoney(amount)}</s>
    </span>
  );
}

/**
 * How one line reaches the subtotal: its regular price × quantity (the line's part of the
 * subtotal), its promotion discount, and what it is charged. A line without a promotion is one row.
 */
export function LineStoryRows({ story, className }: { story: LinePriceStory; className?: string }) {
  const row = "flex items-baseline justify-between gap-3";
  const amount = "whitespace-nowrap tabular-nums";
  return (
    <dl className={cn("flex flex-col gap-0.5 text-sm", className)} data-testid="line-story">
      <div className={cn(row, "text-muted")}>
        <dt>
          {story.promotion > 0 ? `${m.regularPriceLabel} ` : null}
          {/* The quantity and its price stay on one line, even on a phone. */}
          <span className="whitespace-nowrap">
            {m.quantityTimesPrice(story.quantity, formatMoney(story.regularUnitPrice))}
          </span>
        </dt>
        <dd className={cn(amount, "text-fg")} data-testid="line-regular-amount">
          {formatMoney(story.regularAmount)}
        </dd>
      </div>
      {story.promotion > 0 ? (
        <>
          <div className={cn(row, "text-muted")}>
            <dt>{m.promoDiscountLabel}</dt>
            <dd className={cn(amount, "text-fg")} data-testid="line-promotion">
              -{formatMoney(story.promotion)}
            </dd>
          </div>
          <div className={cn(row, "font-semibold text-fg")}>
            <dt>{m.lineAmountLabel}</dt>
            <dd className={amount} data-testid="line-amount">
              {formatMoney(story.amount)}
            </dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}

/** An order's or a purchase's line: its name, and how it reaches the subtotal. */
export function StoryLine({ name, story }: { name: string; story: LinePriceStory }) {
  return (
    <li className="flex flex-col gap-1 py-2" data-testid="story-line">
      <span className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-medium text-fg">{name}</span>
        {story.crossedOut !== null ? (
          <>
            <span className="font-semibold whitespace-nowrap text-fg tabular-nums">
              {m.unitPriceEach(formatMoney(story.unitPrice))}
            </span>
            <RegularPrice amount={story.crossedOut} />
          </>
        ) : null}
      </span>
      <LineStoryRows story={story} />
    </li>
  );
}
