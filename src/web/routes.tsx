import { type ComponentType, lazy, type ReactNode, useMemo } from "react";
import { matchPath, Navigate, Route, Routes, useLocation, useParams } from "react-router";
import { PageTitle, type PageTitleText } from "./app/page-title";
import { RoleGuard } from "./app/role-guard";
import { RootLayout } from "./app/root-layout";
import { RouteErrorBoundary } from "./app/route-error";
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
 * The route table of docs/product/screens.md, in React Router's declarative mode
 * (docs/decisions/0227): the data router's loaders, `lazy`, HydrateFallback and errorElement
 * are React's lazy, Suspense and an error boundary here. The storefront is in the first bundle;
 * the client area and the back office are lazy chunks, loaded only by people who go there; each
 * back-office page is a chunk of its own.
 * Guards: RoleGuard checks the whole path against domain/kernel/back-office-sections.ts.
 */
const clientArea = () => import("./client");
const backOffice = () => import("./back-office");

const shop = () => import("./shop-pages");
// The cart has its own chunk: its summary (and what it pulls) stays off the catalogue's first load.
const cart = () => import("./cart/cart-page");
const checkout = () => import("./checkout/checkout-pages");
const payLinks = () => import("./payment-links/pages");
const serviceLinks = () => import("./service-orders/pages");
const resetPassword = () => import("./auth/reset-password-page");

/** One export of a lazy chunk as a component; the chunk is asked for when it first renders. */
const lazyPage = <T,>(load: () => Promise<T>, name: keyof T) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

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

const CatalogPage = lazy(async () => {
  if (peekCatalogPage(toQuery(readFilters(new URLSearchParams(window.location.search)))))
    await afterFirstPaint();
  return { default: (await shop()).CatalogPage };
});
const ProductPage = lazy(async () => {
  const id = productIdInPath(window.location.pathname);
  if (id && peekProduct(id)) await afterFirstPaint();
  return { default: (await shop()).ProductPage };
});

/**
 * The catalogue's and a product's routes start the page's API request as they render, before
 * their lazy page suspends: it downloads beside the page's chunk instead of after it (the LCP
 * waited on entry JS → chunk → API → image, docs/decisions/0025). The page shows its own loading
 * state; nothing waits on the request. Once per address: a re-render asks nothing more.
 */
function CatalogRoute() {
  const { search } = useLocation();
  useMemo(() => prefetchCatalog(toQuery(readFilters(new URLSearchParams(search)))), [search]);
  return <CatalogPage />;
}
function ProductRoute() {
  const { id } = useParams();
  useMemo(() => id && prefetchProduct(id), [id]);
  return <ProductPage />;
}

const CATALOG_PATHS = ["/catalog", "/store", "/products"];

/**
 * A storefront page's first paint while its chunk loads (the data router's HydrateFallback): on a
 * first visit the header, the title and a page's height paint as soon as the first bundle runs.
 * Later navigations are transitions, and the page on screen stays until the next is ready.
 */
function StorefrontFirstPaint() {
  const { pathname } = useLocation();
  if (productIdInPath(pathname)) return <ProductShell />;
  if (CATALOG_PATHS.some((path) => matchPath(path, pathname))) return <CatalogShell />;
  return <PageSpinner />;
}

const AboutPage = lazyPage(shop, "AboutPage");
const PrivacyPage = lazyPage(shop, "PrivacyPage");
const TermsPage = lazyPage(shop, "TermsPage");
const ShippingPage = lazyPage(shop, "ShippingPage");
const CartPage = lazyPage(cart, "CartPage");
const CheckoutPage = lazyPage(checkout, "CheckoutPage");
const PaymentSuccessPage = lazyPage(checkout, "PaymentSuccessPage");
const PaymentCancelledPage = lazyPage(checkout, "PaymentCancelledPage");
const SandboxPaymentPage = lazyPage(checkout, "SandboxPaymentPage");
const PayLinkResultPage = lazyPage(payLinks, "PayLinkResultPage");
const PayLinkPage = lazyPage(payLinks, "PayLinkPage");
const PublicEstimatePage = lazyPage(serviceLinks, "PublicEstimatePage");
const ResetPasswordPage = lazyPage(resetPassword, "ResetPasswordPage");

const ClientLayout = lazyPage(clientArea, "ClientLayout");
const PurchasesPage = lazyPage(clientArea, "PurchasesPage");
const ProfilePage = lazyPage(clientArea, "ProfilePage");
const ClientNotificationsPage = lazyPage(clientArea, "NotificationsPage");
const SupportPage = lazyPage(clientArea, "SupportPage");
const StorePage = lazyPage(clientArea, "StorePage");

const BackOfficeLayout = lazyPage(backOffice, "BackOfficeLayout");
const BackOfficeIndex = lazyPage(backOffice, "BackOfficeIndex");

/** A lazy page that brings its own title: its texts stay out of the first load. */
const titledPage = <T,>(load: () => Promise<[T, string]>, name: keyof T) =>
  lazy(async () => {
    const [module, title] = await load();
    const Page = module[name] as ComponentType;
    return {
      default: () => (
        <PageTitle title={title}>
          <Page />
        </PageTitle>
      ),
    };
  });

/**
 * The staff notifications page ('Ver todas' of the back-office bell): a sub-route of the back
 * office, not a sidebar section, for every staff role (domain/kernel/back-office-sections.ts: not an admin-only slug).
 */
const StaffNotificationsPage = titledPage(
  () =>
    Promise.all([
      import("./notifications/notifications-page"),
      import("../domain/messages/messages-messaging").then(
        (m) => m.messagingMessages.staffNotificationsTitle,
      ),
    ]),
  "StaffNotificationsPage",
);
// A sub-route of Órdenes, not a sidebar item (docs/decisions/0252).
const DeletedSalesPage = titledPage(
  () =>
    Promise.all([
      import("./sales/deleted-sales-page"),
      import("../domain/sales/messages-orders").then((m) => m.orderMessages.deletedSalesTitle),
    ]),
  "DeletedSalesPage",
);

// Mi Dashboard: its own lazy chunk (with the charts), never loaded by Registrar Venta.
const SellerDashboardPage = lazyPage(() => import("./reports"), "SellerDashboardPage");

/** Each section's page and title, made once: a component made during render would remount. */
const sectionRoutes = BACK_OFFICE_SECTIONS.map((section) => {
  const Page = lazy(async () => ({ default: await (await backOffice()).loadPage(section.slug) }));
  const title: PageTitleText = (role) => sectionTitle(section, role);
  return { slug: section.slug, element: titled(title, <Page />) };
});

function titled(title: PageTitleText, page: ReactNode) {
  return <PageTitle title={title}>{page}</PageTitle>;
}

export function AppRoutes() {
  const location = useLocation();
  return (
    <RouteErrorBoundary locationKey={location.key}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route element={<StorefrontLayout firstPaint={<StorefrontFirstPaint />} />}>
            <Route index element={<HomePage />} />
            <Route path="catalog" element={<CatalogRoute />} />
            <Route path="store" element={<CatalogRoute />} />
            <Route path="products" element={<CatalogRoute />} />
            <Route path="products/:id" element={<ProductRoute />} />
            <Route path="about" element={<AboutPage />} />
            <Route path="privacy" element={<PrivacyPage />} />
            <Route path="terms" element={<TermsPage />} />
            <Route path="shipping" element={<ShippingPage />} />
            <Route path="cart" element={<CartPage />} />
            <Route path="checkout" element={<CheckoutPage />} />
            <Route path="payment/success" element={<PaymentSuccessPage />} />
            <Route path="payment/cancelled" element={<PaymentCancelledPage />} />
            {/* Payment links: opened without an account from a WhatsApp message. */}
            <Route path="pagar/estado/:reference" element={<PayLinkResultPage />} />
            <Route path="pagar/:token" element={<PayLinkPage />} />
            {/* A service order's estimate: answered without an account from its WhatsApp message or email. */}
            <Route path="servicio/presupuesto" element={<PublicEstimatePage />} />
            <Route path="restablecer-contrasena" element={<ResetPasswordPage />} />
          </Route>

          <Route path="client" element={<RoleGuard />}>
            <Route element={<ClientLayout />}>
              <Route index element={<Navigate to="purchases" replace />} />
              <Route path="purchases" element={<PurchasesPage />} />
              <Route path="purchases/:orderId" element={<PurchasesPage />} />
              <Route path="profile" element={<ProfilePage />} />
              <Route path="notifications" element={<ClientNotificationsPage />} />
              {/* Centro de Soporte owns its sub-route /client/support/:id. */}
              <Route path="support/*" element={<SupportPage />} />
              <Route path="store" element={<StorePage />} />
            </Route>
          </Route>

          <Route path="admin" element={<RoleGuard />}>
            <Route element={<BackOfficeLayout />}>
              <Route index element={<BackOfficeIndex />} />
              <Route path="notifications" element={<StaffNotificationsPage />} />
              <Route path="orders/deleted" element={<DeletedSalesPage />} />
              {/* A section owns its sub-routes (tabs, detail pages) below its slug. */}
              {sectionRoutes.map(({ slug, element }) => (
                <Route key={slug} path={`${slug}/*`} element={element} />
              ))}
            </Route>
          </Route>

          <Route path="seller" element={<RoleGuard />}>
            <Route element={<BackOfficeLayout />}>
              <Route index element={<Navigate to={SELLER_DASHBOARD.to} replace />} />
              <Route path="dashboard" element={titled(SELLER_DASHBOARD.title, <SellerDashboardPage />)} />
              <Route path="notifications" element={<StaffNotificationsPage />} />
            </Route>
          </Route>

          {/* The sandbox gateway's hosted page stands outside the store's layout, as a real gateway would. */}
          <Route path="payment/sandbox" element={<SandboxPaymentPage />} />
          <Route path="unauthorized" element={<UnauthorizedPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
