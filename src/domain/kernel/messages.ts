import { securityMessages } from "../auth/messages-security";
import { checkoutMessages } from "../checkout/messages-checkout";
import { peopleMessages } from "../customers/messages-people";
import { inventoryMessages } from "../inventory/messages-inventory";
import { unitsMessages } from "../inventory/messages-units";
import { counterMessages } from "../products/messages-counter";
import { productMessages } from "../products/messages-products";
import { backOfficeMessages } from "../sales/messages-back-office";
import { salesMessages } from "../sales/messages-sales";
import { settingsMessages } from "../settings/messages-settings";
import { storefrontMessages } from "../storefront/messages-storefront";
import { supportMessages } from "../support/messages-support";
import { commonMessages } from "./messages-common";

/**
 * The catalogue of every user-facing Spanish text (docs/product/screens.md, validation.md, texts.md).
 * Texts are copied from the specification letter for letter; templates take their
 * values already formatted (money through formatMoney) so the catalogue never formats.
 * Each area states its texts once in its own file; `msg` is their union, for the server, the
 * back office and the client area. It is one object the bundler cannot split, so the storefront
 * reads `shopMsg` (messages-shop.ts) instead and the first visit loads only its texts
 * (docs/decisions/0222).
 */
export const msg = {
  // Session, pages, errors, header, form labels, notifications, navigation.
  ...commonMessages,

  // Orders, payments, team and the server's refusals.
  ...backOfficeMessages,

  // Back-office sales screens: their own file, one catalogue.
  ...salesMessages,

  // Storefront, cart, checkout and payment pages.
  ...storefrontMessages,

  // Checkout, payment result and the sandbox gateway.
  ...checkoutMessages,

  // Abuse defences and Spanish refusals of better-auth and Fastify.
  ...securityMessages,

  // Inventario: table, stock operations, ledger, stock-take, low-stock alert.
  ...inventoryMessages,

  // Product editor, pictures and deletion.
  ...productMessages,

  // Registrar Cliente, Clientes Web, Mayoristas, Equipo, Mi Información.
  ...peopleMessages,

  // Configuración: store data, banks, shipping, codes, carriers, figures, pages.
  ...settingsMessages,

  // Centro de Soporte and Tickets de Soporte.
  ...supportMessages,

  // At the counter: reference, barcode, scanning.
  ...counterMessages,

  // Watches by serial number and their warranty.
  ...unitsMessages,
} as const;
