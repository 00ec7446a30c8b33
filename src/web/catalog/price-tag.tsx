import { formatMoney } from "../../domain/kernel/money";
import type { Role } from "../../domain/kernel/roles";
import { productPricing } from "../../domain/products/pricing";
import { cn } from "../ui/cn";

type Priced = {
  salePrice: number;
  promoPrice: number | null;
  originalPublicPrice: number;
  /** Only staff and wholesalers receive it (docs/decisions/0071). */
  wholesalePrice?: number | null;
};

/** Price charged, the crossed-out reference when higher, priced per role by the domain. */
export function PriceTag({
  product,
  role,
  size = "md",
}: {
  product: Priced;
  role: Role | undefined;
  size?: "md" | "lg";
}) {
  const { price, originalPrice } = productPricing(product, role);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span
        className={cn(
          "font-semibold whitespace-nowrap text-fg tabular-nums",
          size === "lg" ? "text-3xl" : "text-lg",
        )}
      >
        {formatMoney(price)}
      </span>
      {originalPrice > price ? (
        <s className={cn("whitespace-nowrap text-muted tabular-nums", size === "lg" ? "text-lg" : "text-sm")}>
          {formatMoney(originalPrice)}
        </s>
      ) : null}
    </p>
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
