import { accountsFeature } from "./accounts";
import { authFeature } from "./auth";
import { cardPaymentsFeature } from "./card-payments";
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
import { notificationsFeature } from "./notifications";
import { paymentLinksFeature } from "./payment-links";
import { paymentsFeature } from "./payments";
import { productsFeature } from "./products";
import { receiptsFeature } from "./receipts";
import { reportsFeature } from "./reports";
import { salesFeature } from "./sales";
import { seoFeature } from "./seo";
import { settingsFeature } from "./settings";
import { shippingFeature } from "./shipping";
import { statementsFeature } from "./statements";
import { supportFeature } from "./support";
import { teamFeature } from "./team";
import { webPurchasesFeature } from "./web-purchases";

/** Every server feature, in registration order. The one list a new feature is added to. */
export const features: Feature[] = [
  healthFeature,
  authFeature,
  liveFeature,
  settingsFeature,
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
  reportsFeature,
  collectionsFeature,
  paymentLinksFeature,
  inventoryFeature,
  supportFeature,
];
