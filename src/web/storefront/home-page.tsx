import { CreditCard, MessageCircle, Truck } from "lucide-react";
import { Link } from "react-router";
import { STORE_NAME, STORE_TAGLINE } from "../../domain/kernel/store";
import { whatsappShareLink } from "../../domain/kernel/whatsapp";
import { shopMsg } from "../../domain/storefront/messages-shop";
import { useSession } from "../auth/use-session";
import { usePageMeta } from "../lib/use-page-meta";
import { ProductShelf } from "./home-sections";
import { useStoreInfo } from "./use-store-info";
import { WatchIllustration } from "./watch-illustration";

/** '/': hero, trust, featured, new and offers, and WhatsApp contact from the settings. */
export function HomePage() {
  usePageMeta(undefined);
  const { user } = useSession();
  const { data: info } = useStoreInfo();
  const whatsapp = info?.whatsappNumber
    ? whatsappShareLink(info.whatsappNumber, `Hola ${STORE_NAME}, quisiera información sobre un reloj.`)
    : null;
  const trust = [
    { icon: Truck, text: shopMsg.trustShipping, href: "/shipping" },
    { icon: CreditCard, text: shopMsg.trustPayment, href: "/terms" },
    { icon: MessageCircle, text: shopMsg.trustWhatsApp, href: whatsapp?.ok ? whatsapp.value : null },
  ];
  return (
    <>
      <section className="relative overflow-hidden bg-navy text-[#ece7dc]">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_70%_40%,rgba(212,176,106,0.18),transparent_60%)]"
        />
        <div className="relative mx-auto grid max-w-6xl items-center gap-8 px-5 py-12 sm:px-6 md:grid-cols-[1.2fr_1fr] md:py-20">
          <div>
            <p className="text-xs font-semibold tracking-[0.3em] text-[#d4b06a] uppercase">
              {shopMsg.heroKicker}
            </p>
            <h1 className="mt-4 font-display text-5xl leading-tight font-semibold sm:text-6xl">
              {STORE_NAME}
            </h1>
            <p className="mt-5 max-w-md text-lg text-[#c3cad8]">{STORE_TAGLINE}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to="/catalog"
                className="inline-flex h-12 items-center rounded-lg bg-[#d4b06a] px-7 font-semibold text-[#0b1220] shadow-lg shadow-black/30 transition-colors hover:bg-[#e6c887]"
              >
                {shopMsg.seeCatalog}
              </Link>
              <Link
                to="/catalog?offer=1"
                className="inline-flex h-12 items-center rounded-lg border border-[#d4b06a]/60 px-6 font-semibold text-[#e6c887] transition-colors hover:bg-white/5"
              >
                {shopMsg.offersTitle}
              </Link>
            </div>
          </div>
          <WatchIllustration className="mx-auto h-56 w-auto drop-shadow-[0_25px_35px_rgba(0,0,0,0.55)] sm:h-80" />
        </div>
      </section>
      <section className="border-b border-border bg-surface">
        <ul className="mx-auto grid max-w-6xl gap-4 px-5 py-6 sm:grid-cols-3 sm:px-6">
          {trust.map(({ icon: Icon, text, href }) => {
            const body = (
              <>
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-gold-soft text-gold">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                {text}
              </>
            );
            return (
              <li key={text} className="text-sm font-medium">
                {href?.startsWith("http") ? (
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex items-center gap-3 hover:text-gold"
                  >
                    {body}
                  </a>
                ) : href ? (
                  <Link to={href} className="flex items-center gap-3 hover:text-gold">
                    {body}
                  </Link>
                ) : (
                  <span className="flex items-center gap-3">{body}</span>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <ProductShelf
        title={shopMsg.featuredTitle}
        query={{ featured: "true", inStock: "true" }}
        href="/catalog"
        role={user?.role}
        priority
      />
      <ProductShelf
        title={shopMsg.offersTitle}
        query={{ onOffer: "true", inStock: "true", sort: "best_selling" }}
        href="/catalog?offer=1"
        role={user?.role}
      />
      <ProductShelf
        title={shopMsg.newArrivalsTitle}
        query={{ sort: "newest" }}
        href="/catalog"
        role={user?.role}
      />
    </>
  );
}
