import { useDocumentTitle } from "../app/route-handle";
import { UnderConstruction } from "../app/simple-pages";

/** A storefront page the storefront issue fills (catalog, information pages, cart, checkout, payment result). */
export function StorefrontPlaceholder({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <UnderConstruction title={title} />
    </div>
  );
}
