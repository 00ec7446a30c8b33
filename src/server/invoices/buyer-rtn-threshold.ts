import { DEFAULT_BUYER_RTN_THRESHOLD } from "../../domain/invoices/invoice";

/** From which total an invoice must name the buyer's RTN: Configuración's, else the default. */
export const threshold = (data: { invoiceBuyerRtnThreshold?: number }) =>
  data.invoiceBuyerRtnThreshold ?? DEFAULT_BUYER_RTN_THRESHOLD;
