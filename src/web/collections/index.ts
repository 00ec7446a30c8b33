/** Reportes › Cobranza: customers with an overdue balance and their WhatsApp reminders. */
export { CollectionsReport } from "./collections-report";
