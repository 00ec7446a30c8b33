import type { ComponentType } from "react";
import { Navigate } from "react-router";
import { backOfficeHome } from "../../domain/roles";
import { UnderConstruction } from "../app/simple-pages";
import { useSession } from "../auth/use-session";
import { CardPaymentsPage } from "../card-payments/card-payments-page";
import { OrdersPage } from "../orders/orders-page";
import { RegisterSalePage } from "../sales/register-sale-page";
import { WebPurchasesPage } from "./web-purchases/web-purchases-page";

/** /admin and /seller index: each staff member's own home (docs/product/screens.md). */
export function BackOfficeIndex() {
  const { user } = useSession();
  return <Navigate to={user ? backOfficeHome(user.role) : "/"} replace />;
}

/** Until its issue fills it, a section says so honestly; its title is in the header. */
export function SectionPlaceholder() {
  return <UnderConstruction />;
}

/** The sections built so far; every other slug shows the placeholder. */
const PAGES: Record<string, ComponentType> = {
  sales: RegisterSalePage,
  orders: OrdersPage,
  "card-payments": CardPaymentsPage,
  unregistered: WebPurchasesPage,
};

export function pageFor(slug: string): ComponentType {
  return PAGES[slug] ?? SectionPlaceholder;
}
