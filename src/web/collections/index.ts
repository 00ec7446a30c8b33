/** Reportes › Cobranza (issue 14): customers with an overdue balance and their WhatsApp reminders. */
export { CollectionsReport } from "./collections-report";
