import { CreditCard, Headset, Truck } from "lucide-react";
import { Link } from "react-router";
import { msg } from "../../domain/messages";
import { STORE_NAME, STORE_TAGLINE } from "../../domain/store";
import { useDocumentTitle } from "../app/route-handle";
import { WatchIllustration } from "./watch-illustration";

const trust = [
  { icon: Truck, text: msg.trustShipping },
  { icon: CreditCard, text: msg.trustPayment },
  { icon: Headset, text: msg.trustSupport },
];

/** '/' until the storefront issue brings featured watches and offers. */
export function HomePage() {
  useDocumentTitle(undefined);
  return (
    <>
      <section className="relative overflow-hidden bg-navy text-[#ece7dc]">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_70%_40%,rgba(212,176,106,0.18),transparent_60%)]"
        />
        <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-5 py-14 sm:px-6 md:grid-cols-[1.2fr_1fr] md:py-24">
          <div>
            <p className="text-xs font-semibold tracking-[0.3em] text-[#d4b06a] uppercase">
              {msg.heroKicker}
            </p>
            <h1 className="mt-4 font-display text-5xl leading-tight font-semibold sm:text-6xl">
              {STORE_NAME}
            </h1>
            <p className="mt-5 max-w-md text-lg text-[#c3cad8]">{STORE_TAGLINE}</p>
            <Link
              to="/catalog"
              className="mt-8 inline-flex h-12 items-center rounded-lg bg-[#d4b06a] px-7 font-semibold text-[#0b1220] shadow-lg shadow-black/30 transition-colors hover:bg-[#e6c887]"
            >
              {msg.seeCatalog}
            </Link>
          </div>
          <WatchIllustration className="mx-auto h-64 w-auto drop-shadow-[0_25px_35px_rgba(0,0,0,0.55)] sm:h-80" />
        </div>
      </section>
      <section className="border-b border-border bg-surface">
        <ul className="mx-auto grid max-w-6xl gap-4 px-5 py-8 sm:grid-cols-3 sm:px-6">
          {trust.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 text-sm font-medium">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-gold-soft text-gold">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
