import { MessageCircle, ShoppingBag } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { formatMoney } from "../../domain/kernel/money";
import { productPricing } from "../../domain/products/pricing";
import { WATCH_SPEC_KEYS, WATCH_SPEC_LABELS } from "../../domain/products/watch-specs";
import { shopMsg } from "../../domain/storefront/messages-shop";
import { useSession } from "../auth/use-session";
import { addProductToCart, toCatalogProduct } from "../cart";
import { usePageMeta } from "../lib/use-page-meta";
import { Button, buttonClass } from "../ui/button";
import { SelectField } from "../ui/field";
import { OfferBadge, PriceTag, ProductFrame, ProductGallery, ProductShell, StockNote, useProduct } from "./";

const MAX_CHOICE = 10;

export function ProductPage() {
  const { id } = useParams();
  const { user } = useSession();
  const { data: product, isPending, isError } = useProduct(id);
  const [quantity, setQuantity] = useState(1);
  const navigate = useNavigate();
  const controls = useRef<HTMLDivElement>(null);
  usePageMeta(product?.name ?? shopMsg.productTitle, product?.description.slice(0, 160), product?.image?.src);

  // As tall as the page to come, so the footer does not jump down when the product arrives (CLS).
  if (isPending) return <ProductShell />;
  if (isError || !product) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
        <p className="text-lg">{shopMsg.productNotFound}</p>
        <Link to="/catalog" className={buttonClass("primary")}>
          {shopMsg.seeCatalog}
        </Link>
      </div>
    );
  }
  const soldOut = product.quantity <= 0;
  const choices = Array.from({ length: Math.min(product.quantity, MAX_CHOICE) }, (_, i) => i + 1);
  const { price } = productPricing(product, user?.role);
  const shareText = shopMsg.productShareText(product.name, formatMoney(price), window.location.href);

  return (
    <ProductFrame gallery={<ProductGallery images={product.images} name={product.name} />}>
      <div className="flex flex-col gap-4">
        <p className="text-sm font-semibold tracking-wider text-gold uppercase">{product.brand}</p>
        <h1 className="font-display text-3xl leading-tight font-semibold sm:text-4xl">{product.name}</h1>
        <div className="flex items-center gap-3">
          <PriceTag product={product} role={user?.role} size="lg" />
          <OfferBadge product={product} role={user?.role} />
        </div>
        <StockNote quantity={product.quantity} />
        {soldOut ? null : (
          <div ref={controls} className="flex flex-wrap items-end gap-3" data-testid="add-to-cart-controls">
            <div className="w-28">
              <SelectField
                label={shopMsg.quantityLabel}
                value={quantity}
                onChange={(e) => setQuantity(Number(e.target.value))}
              >
                {choices.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </SelectField>
            </div>
            <Button
              className="flex-1"
              onClick={() =>
                addProductToCart(toCatalogProduct(product), quantity, {
                  controls: controls.current,
                  viewCart: () => navigate("/cart"),
                })
              }
            >
              <ShoppingBag className="h-5 w-5" aria-hidden="true" />
              {shopMsg.addToCart}
            </Button>
          </div>
        )}
        <a
          href={`https://wa.me/?text=${encodeURIComponent(shareText)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("secondary", "md", "self-start")}
        >
          <MessageCircle className="h-5 w-5 text-green-600" aria-hidden="true" />
          {shopMsg.shareWhatsApp}
        </a>
        <div className="border-t border-border pt-4 leading-relaxed text-muted">{product.description}</div>
        <WatchSpecsList model={product.model} specs={product.specs} />
      </div>
    </ProductFrame>
  );
}

/** The model and the watch specifications that are set (docs/decisions/0070); nothing when none is. */
function WatchSpecsList({ model, specs }: { model: string; specs: Record<string, string> }) {
  const rows: Array<[string, string]> = [
    ...(model ? [[shopMsg.productModel, model] as [string, string]] : []),
    ...WATCH_SPEC_KEYS.flatMap(
      (key): Array<[string, string]> => (specs[key] ? [[WATCH_SPEC_LABELS[key], specs[key]]] : []),
    ),
  ];
  if (!rows.length) return null;
  return (
    <dl
      className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 border-t border-border pt-4 text-sm"
      data-testid="watch-specs"
    >
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="text-fg">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
