/** Factura (SAR): the Configuración tab, the order dialog's section and the Reportes list. */
export { InvoiceSection } from "./invoice-section";
export { InvoicesReport } from "./invoices-report";
export { InvoicingTab } from "./invoicing-tab";
