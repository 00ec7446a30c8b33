import { useWatch } from "react-hook-form";
import { msg } from "../../domain/kernel/messages";
import { formatMoney } from "../../domain/kernel/money";
import { PREVIEW_AUDIENCES, pricePreview } from "../../domain/products/pricing";
import { RegularPrice } from "../ui/price-story";
import type { ProductFormApi } from "./product-form-values";

const AUDIENCE_LABEL = {
  visitor: msg.previewVisitor,
  client: msg.previewClient,
  wholesaler: msg.previewWholesaler,
} as const;

const valid = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n) && n >= 0;

/** What a visitor, a client and a wholesaler will see, with the storefront's own rule (domain pricePreview). */
export function PricePreview({ control }: { control: ProductFormApi["control"] }) {
  const [salePrice, promoPrice, originalPublicPrice, wholesalePrice] = useWatch({
    control,
    name: ["salePrice", "promoPrice", "originalPublicPrice", "wholesalePrice"],
  });
  if (!valid(salePrice) || salePrice <= 0) return <p className="text-sm text-muted">—</p>;
  const preview = pricePreview({
    salePrice,
    promoPrice: valid(promoPrice) ? promoPrice : null,
    originalPublicPrice: valid(originalPublicPrice) ? originalPublicPrice : null,
    wholesalePrice: valid(wholesalePrice) ? wholesalePrice : null,
  });
  return (
    <ul className="flex flex-col divide-y divide-border" data-testid="price-preview">
      {PREVIEW_AUDIENCES.map((audience) => {
        const p = preview[audience];
        return (
          <li
            key={audience}
            className="flex items-center justify-between gap-3 py-2.5"
            data-audience={audience}
          >
            <span className="text-sm text-muted">{AUDIENCE_LABEL[audience]}</span>
            <span className="flex flex-wrap items-baseline justify-end gap-x-2">
              {p.badge ? (
                <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
                  {p.badge}
                </span>
              ) : null}
              <span className="font-semibold text-fg tabular-nums">{formatMoney(p.price)}</span>
              {p.crossedOut !== null ? <RegularPrice amount={p.crossedOut} className="text-sm" /> : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
