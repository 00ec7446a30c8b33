import { accountsFeature } from "./accounts";
import { authFeature } from "./auth";
import { bankStatementsFeature } from "./bank-statements";
import { cardPaymentsFeature } from "./card-payments";
import { cashDrawerFeature } from "./cash-drawer";
import { catalogFeature } from "./catalog";
import { checkoutFeature } from "./checkout";
import { collectionsFeature } from "./collections";
import { customersFeature } from "./customers";
import { discountCodesFeature } from "./discount-codes";
import type { Feature } from "./feature";
import { healthFeature } from "./health";
import { inventoryFeature } from "./inventory";
import { invoicesFeature } from "./invoices";
import { liveFeature } from "./live";
import { mailFeature } from "./mail";
import { mediaFeature } from "./media";
import { messagesFeature } from "./messages";
import { metricsFeature } from "./metrics";
import { notificationsFeature } from "./notifications";
import { paymentLinksFeature } from "./payment-links";
import { paymentsFeature } from "./payments";
import { productsFeature } from "./products";
import { receiptsFeature } from "./receipts";
import { reportsFeature } from "./reports";
import { returnsFeature } from "./returns";
import { salesFeature } from "./sales";
import { seoFeature } from "./seo";
import { serviceOrdersFeature } from "./service-orders";
import { settingsFeature } from "./settings";
import { shippingFeature } from "./shipping";
import { statementsFeature } from "./statements";
import { supportFeature } from "./support";
import { teamFeature } from "./team";
import { transfersFeature } from "./transfers";
import { webPurchasesFeature } from "./web-purchases";

/**
 * Every server feature, in registration order. The one list a new feature is added to. Metrics
 * comes first: its request hook (with METRICS_TOKEN) then counts every route registered after it.
 * The cash drawer comes before every feature that takes money, for the same reason: its request
 * hook tells the journal which counter a request takes money at.
 */
export const features: Feature[] = [
  metricsFeature,
  healthFeature,
  authFeature,
  liveFeature,
  settingsFeature,
  cashDrawerFeature,
  mailFeature,
  shippingFeature,
  discountCodesFeature,
  notificationsFeature,
  messagesFeature,
  teamFeature,
  accountsFeature,
  mediaFeature,
  catalogFeature,
  productsFeature,
  checkoutFeature,
  paymentsFeature,
  seoFeature,
  salesFeature,
  receiptsFeature,
  invoicesFeature,
  customersFeature,
  statementsFeature,
  cardPaymentsFeature,
  webPurchasesFeature,
  bankStatementsFeature,
  transfersFeature,
  reportsFeature,
  collectionsFeature,
  paymentLinksFeature,
  inventoryFeature,
  serviceOrdersFeature,
  returnsFeature,
  supportFeature,
];
