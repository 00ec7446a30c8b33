import type { ComponentType } from "react";
import { createBrowserRouter, type LoaderFunction, Navigate, type RouteObject } from "react-router";
import { RoleGuard } from "./app/role-guard";
import { RootLayout } from "./app/root-layout";
import { RouteError } from "./app/route-error";
import type { RouteHandle } from "./app/route-handle";
import { NotFoundPage, UnauthorizedPage } from "./app/simple-pages";
import { BACK_OFFICE_SECTIONS, SELLER_DASHBOARD, sectionTitle } from "./back-office/sections";
import { readFilters, toQuery } from "./catalog/catalog-query";
import { CatalogShell, ProductShell, productIdInPath } from "./catalog/page-shells";
import { prefetchCatalog, prefetchProduct } from "./catalog/use-catalog";
import { peekCatalogPage, peekProduct } from "./lib/embedded-answers";
import { HomePage } from "./storefront/home-page";
import { StorefrontLayout } from "./storefront/storefront-layout";
import { PageSpinner } from "./ui/spinner";

/**
 * The route table of docs/product/screens.md. The storefront is in the first bundle; the client area and
 * the back office are lazy chunks, loaded only by people who go there; each back-office page is a
 * chunk of its own.
 * Guards: RoleGuard checks the whole path against app/access.ts.
 */
const clientArea = () => import("./client");
const backOffice = () => import("./back-office");

const shop = () => import("./shop-pages");
// The cart has its own chunk: its summary (and what it pulls) stays off the catalogue's first load.
const cart = () => import("./cart/cart-page");
const checkout = () => import("./checkout/checkout-pages");
const payLinks = () => import("./payment-links/pages");
const resetPassword = () => import("./auth/reset-password-page");
type Pages<T> = () => Promise<T>;
const lazyPage =
  <T,>(load: Pages<T>, name: keyof T) =>
  async () => ({ Component: (await load())[name] as ComponentType });

/**
 * These loaders start the page's API request while its lazy chunk downloads, instead of after
 * (the LCP waited on entry JS → chunk → API → image, docs/decisions/0025). They return at once:
 * the page shows its own loading state, and navigation never waits on the request. On a first
 * visit the shells paint the layout and a page's height while the chunk loads.
 */
const catalogLoader: LoaderFunction = ({ request }) => {
  prefetchCatalog(toQuery(readFilters(new URL(request.url).searchParams)));
  return null;
};
const productLoader: LoaderFunction = ({ params }) => {
  if (params.id) prefetchProduct(params.id);
  return null;
};

/**
 * When the HTML brought the page's data (docs/decisions/0148), the route's first paint
 * (CatalogShell, ProductShell) already shows the watches: the page's chunk is asked for after
 * that paint, so it does not compete with the first bundle and the pictures for the network.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    // The browser reports the first contentful paint once it is on screen; a browser without
    // paint timing waits at most a second.
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, 1_000);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName("first-contentful-paint").length > 0) done();
      });
      observer.observe({ type: "paint", buffered: true });
    } catch {
      done();
    }
  });
const loadCatalogPage = lazyPage(shop, "CatalogPage");
const loadProductPage = lazyPage(shop, "ProductPage");

const catalogRoute = (path: string): RouteObject => ({
  path,
  loader: catalogLoader,
  HydrateFallback: CatalogShell,
  lazy: async () => {
    if (peekCatalogPage(toQuery(readFilters(new URLSearchParams(window.location.search)))))
      await afterFirstPaint();
    return loadCatalogPage();
  },
});

const storefrontRoutes: RouteObject[] = [
  { index: true, Component: HomePage },
  catalogRoute("catalog"),
  catalogRoute("store"),
  catalogRoute("products"),
  {
    path: "products/:id",
    loader: productLoader,
    HydrateFallback: ProductShell,
    lazy: async () => {
      const id = productIdInPath(window.location.pathname);
      if (id && peekProduct(id)) await afterFirstPaint();
      return loadProductPage();
    },
  },
  { path: "about", lazy: lazyPage(shop, "AboutPage") },
  { path: "privacy", lazy: lazyPage(shop, "PrivacyPage") },
  { path: "terms", lazy: lazyPage(shop, "TermsPage") },
  { path: "shipping", lazy: lazyPage(shop, "ShippingPage") },
  { path: "cart", lazy: lazyPage(cart, "CartPage") },
  { path: "checkout", lazy: lazyPage(checkout, "CheckoutPage") },
  { path: "payment/success", lazy: lazyPage(checkout, "PaymentSuccessPage") },
  { path: "payment/cancelled", lazy: lazyPage(checkout, "PaymentCancelledPage") },
  // Payment links (decision 0120): opened without an account from a WhatsApp message.
  { path: "pagar/estado/:reference", lazy: lazyPage(payLinks, "PayLinkResultPage") },
  { path: "pagar/:token", lazy: lazyPage(payLinks, "PayLinkPage") },
  { path: "restablecer-contrasena", lazy: lazyPage(resetPassword, "ResetPasswordPage") },
];

const clientRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await clientArea()).ClientLayout }),
    children: [
      { index: true, element: <Navigate to="purchases" replace /> },
      { path: "purchases", lazy: async () => ({ Component: (await clientArea()).PurchasesPage }) },
      { path: "purchases/:orderId", lazy: async () => ({ Component: (await clientArea()).PurchasesPage }) },
      { path: "profile", lazy: async () => ({ Component: (await clientArea()).ProfilePage }) },
      { path: "notifications", lazy: async () => ({ Component: (await clientArea()).NotificationsPage }) },
      // Centro de Soporte owns its sub-route /client/support/:id.
      { path: "support/*", lazy: async () => ({ Component: (await clientArea()).SupportPage }) },
      { path: "store", lazy: async () => ({ Component: (await clientArea()).StorePage }) },
    ],
  },
];

const backOfficeLayout = async () => ({ Component: (await backOffice()).BackOfficeLayout });
const backOfficeIndex = async () => ({ Component: (await backOffice()).BackOfficeIndex });

/**
 * The staff notifications page ('Ver todas' of the back-office bell): a sub-route of the back
 * office, not a sidebar section, for every staff role (app/access.ts: not an admin-only slug).
 */
const staffNotificationsRoute: RouteObject = {
  path: "notifications",
  // The title comes with the page's chunk: the messaging texts stay out of the first load.
  lazy: async () => {
    const [page, { messagingMessages }] = await Promise.all([
      import("./notifications/notifications-page"),
      import("../domain/messages-messaging"),
    ]);
    return {
      Component: page.StaffNotificationsPage,
      handle: { title: messagingMessages.staffNotificationsTitle } satisfies RouteHandle,
    };
  },
};

const adminRoutes: RouteObject[] = [
  {
    lazy: backOfficeLayout,
    children: [
      { index: true, lazy: backOfficeIndex },
      staffNotificationsRoute,
      // A sub-route of Órdenes, not a sidebar item (docs/decisions/0042).
      {
        path: "orders/deleted",
        // Its title comes with its chunk, so the orders' texts stay out of the first load.
        lazy: async () => {
          const [page, { orderMessages }] = await Promise.all([
            import("./orders/deleted-sales-page"),
            import("../domain/messages-orders"),
          ]);
          return {
            Component: page.DeletedSalesPage,
            handle: { title: orderMessages.deletedSalesTitle } satisfies RouteHandle,
          };
        },
      },
      ...BACK_OFFICE_SECTIONS.map(
        (section): RouteObject => ({
          // A section owns its sub-routes (tabs, detail pages) below its slug.
          path: `${section.slug}/*`,
          handle: { title: (role) => sectionTitle(section, role) } satisfies RouteHandle,
          lazy: async () => ({ Component: await (await backOffice()).loadPage(section.slug) }),
        }),
      ),
    ],
  },
];

const sellerRoutes: RouteObject[] = [
  {
    lazy: backOfficeLayout,
    children: [
      { index: true, element: <Navigate to={SELLER_DASHBOARD.to} replace /> },
      {
        path: "dashboard",
        handle: { title: SELLER_DASHBOARD.title } satisfies RouteHandle,
        // Mi Dashboard: its own lazy chunk (with the charts), never loaded by Registrar Venta.
        lazy: async () => ({ Component: (await import("./reports")).SellerDashboardPage }),
      },
      staffNotificationsRoute,
    ],
  },
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    // Shown while the lazy chunk of a deep link (/admin/...) loads on first visit.
    HydrateFallback: PageSpinner,
    errorElement: <RouteError />,
    children: [
      { Component: StorefrontLayout, children: storefrontRoutes },
      { path: "client", Component: RoleGuard, children: clientRoutes },
      { path: "admin", Component: RoleGuard, children: adminRoutes },
      { path: "seller", Component: RoleGuard, children: sellerRoutes },
      // The sandbox gateway's hosted page stands outside the store's layout, as a real gateway would.
      { path: "payment/sandbox", lazy: lazyPage(checkout, "SandboxPaymentPage") },
      { path: "unauthorized", Component: UnauthorizedPage },
      { path: "*", Component: NotFoundPage },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
