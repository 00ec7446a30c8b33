import type { InfoPage as Page } from "../../contracts/settings/settings";
import { formatMoney } from "../../domain/kernel/money";
import { shopMsg } from "../../domain/storefront/messages-shop";
import { usePageMeta } from "../lib/use-page-meta";
import { useShippingLocations } from "../shipping";
import { Prose } from "../ui/prose";
import { PageSpinner } from "../ui/spinner";
import { useStoreInfo } from "./use-store-info";

const TITLES: Record<Page, string> = {
  about: shopMsg.footerAbout,
  privacy: shopMsg.footerPrivacy,
  terms: shopMsg.footerTerms,
  shipping: shopMsg.footerShipping,
};

function ShippingTable() {
  const { data } = useShippingLocations();
  if (!data) return null;
  return (
    <div className="mt-8 overflow-x-auto rounded-2xl border border-border bg-surface">
      <table className="w-full text-left text-sm">
        <thead className="bg-surface-2 text-muted">
          <tr>
            <th className="px-4 py-3 font-semibold">{shopMsg.shippingTableCity}</th>
            <th className="hidden px-4 py-3 font-semibold sm:table-cell">
              {shopMsg.shippingTableDepartment}
            </th>
            <th className="px-4 py-3 text-right font-semibold">{shopMsg.shippingTableCost}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((c) => (
            <tr key={c.id} className="border-t border-border">
              <td className="px-4 py-2.5 font-medium">
                {c.city}
                {/* On a phone three columns cut the cost off: the department goes under its city. */}
                <span className="block font-normal text-muted sm:hidden">{c.department}</span>
              </td>
              <td className="hidden px-4 py-2.5 text-muted sm:table-cell">{c.department}</td>
              <td className="px-4 py-2.5 text-right whitespace-nowrap tabular-nums">{formatMoney(c.cost)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function InfoPage({ page }: { page: Page }) {
  usePageMeta(TITLES[page]);
  const { data } = useStoreInfo();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="mb-6 font-display text-4xl font-semibold">{TITLES[page]}</h1>
      {data ? <Prose text={data.pages[page]} /> : <PageSpinner />}
      {page === "shipping" ? <ShippingTable /> : null}
    </article>
  );
}

export const AboutPage = () => <InfoPage page="about" />;
export const PrivacyPage = () => <InfoPage page="privacy" />;
export const TermsPage = () => <InfoPage page="terms" />;
export const ShippingPage = () => <InfoPage page="shipping" />;
