import { Link } from "react-router";
import { STORE_NAME, STORE_TAGLINE } from "../../domain/kernel/store";
import { shopMsg } from "../../domain/storefront/messages-shop";

const links = [
  { to: "/about", label: shopMsg.footerAbout },
  { to: "/shipping", label: shopMsg.footerShipping },
  { to: "/terms", label: shopMsg.footerTerms },
  { to: "/privacy", label: shopMsg.footerPrivacy },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-navy text-[#cfd5e2]">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div className="max-w-sm">
          <p className="font-display text-xl font-semibold text-[#e9d5a5]">{STORE_NAME}</p>
          <p className="mt-2 text-sm">{STORE_TAGLINE}</p>
        </div>
        <nav aria-label={shopMsg.footerAbout}>
          <ul className="grid grid-cols-2 gap-x-8 text-sm">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center hover:text-[#e9d5a5] hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-white/10 px-4 py-4 text-center text-xs text-[#98a1b5]">
        {shopMsg.footerRights(new Date().getFullYear(), STORE_NAME)}
      </p>
    </footer>
  );
}
