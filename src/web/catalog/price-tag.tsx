import { commonMessages } from "../../domain/kernel/messages-common";
import { formatMoney } from "../../domain/kernel/money";
import type { Role } from "../../domain/kernel/roles";
import { productPricing } from "../../domain/products/pricing";
import { cn } from "../ui/cn";
import { RegularPrice } from "../ui/price-story";

type Priced = {
  salePrice: number;
  promoPrice: number | null;
  originalPublicPrice: number;
  /** Only staff and wholesalers receive it (docs/decisions/0071). */
  wholesalePrice?: number | null;
};

/**
 * Price charged and, when a promotion lowers it, the regular price crossed out with the same
 * wording as the cart and the receipt (docs/decisions/0244). The product page adds the public
 * original price as a plain reference (it explains the badge; no line ever counts it).
 */
export function PriceTag({
  product,
  role,
  size = "md",
}: {
  product: Priced;
  role: Role | undefined;
  size?: "md" | "lg";
}) {
  const { price, crossedOut, publicOriginalPrice } = productPricing(product, role);
  const large = size === "lg";
  return (
    <div className="flex flex-col gap-0.5" data-testid="price-tag">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span
          className={cn(
            "font-semibold whitespace-nowrap text-fg tabular-nums",
            large ? "text-3xl" : "text-lg",
          )}
          data-testid="price-charged"
        >
          {formatMoney(price)}
        </span>
        {crossedOut !== null ? (
          <RegularPrice amount={crossedOut} className={large ? "text-lg" : "text-sm"} />
        ) : null}
      </p>
      {large && publicOriginalPrice !== null ? (
        <p className="text-sm text-muted tabular-nums" data-testid="public-original-price">
          {commonMessages.publicOriginalPriceLabel(formatMoney(publicOriginalPrice))}
        </p>
      ) : null}
    </div>
  );
}

/** '¡Oferta!' or, for wholesalers, '¡P. Especial!' (docs/product/overview.md, constants.md). */
export function OfferBadge({
  product,
  role,
  className,
}: {
  product: Priced;
  role: Role | undefined;
  className?: string;
}) {
  const { badge } = productPricing(product, role);
  if (!badge) return null;
  return (
    <span
      className={cn(
        "rounded-full bg-red-700 px-2.5 py-1 text-xs font-bold tracking-wide text-white shadow",
        className,
      )}
    >
      {badge}
    </span>
  );
}
