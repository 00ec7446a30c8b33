/** Texts of the Factura (SAR) feature: CAI settings, issuing, voiding, the PDF and the list. */
export const invoiceMessages = {
  // Refusals
  rtnInvalid: "El RTN debe tener 14 dígitos.",
  caiInvalid: "El CAI debe tener el formato XXXXXX-XXXXXX-XXXXXX-XXXXXX-XXXXXX-XX (letras A–F y dígitos).",
  rangeNumberInvalid:
    "El número debe tener el formato 000-001-01-00000001 (establecimiento, punto de emisión, 01 y 8 dígitos).",
  rangeDocTypeInvalid: "El tipo de documento del rango debe ser 01 (factura).",
  creditNoteDocTypeInvalid:
    "El tipo de documento de un rango de notas de crédito es el que imprime su autorización del SAR, distinto de 01 (factura).",
  rangePrefixMismatch:
    "El inicio y el final del rango deben tener el mismo establecimiento, punto de emisión y tipo.",
  rangeOrderInvalid: "El final del rango debe ser mayor o igual al inicio.",
  deadlineInvalid: "La fecha límite de emisión no es válida.",
  noActiveCai: "No hay un CAI activo. Configure uno en Configuración › Facturación.",
  /** The same fact on the Facturación tab itself, where the form to register one is. */
  noActiveCaiHere: "No hay un CAI activo. Registre abajo el CAI y el rango que le autorizó el SAR.",
  noCreditNoteRange:
    "La venta tiene factura: registre y active un rango CAI de notas de crédito en Configuración › Facturación antes de devolver.",
  /** The same fact on the Facturación tab, where the form to register one is. */
  noCreditNoteRangeHere:
    "No hay un rango de notas de crédito activo: registre abajo el CAI de notas de crédito que le autorizó el SAR para poder devolver ventas facturadas.",
  saleHasReturns: "Esta venta tiene devoluciones: la factura se emite antes de devolver.",
  facturaHasCreditNotes: (numbers: string) =>
    `La factura tiene notas de crédito vigentes (${numbers}). Anúlelas antes de anular la factura.`,
  rangeExhausted: (to: string) =>
    `El rango autorizado del CAI se agotó (último número ${to}). Registre un nuevo CAI para seguir facturando.`,
  rangeExpired: (deadline: string) =>
    `La fecha límite de emisión del CAI (${deadline}) ya pasó. Registre un nuevo CAI para seguir facturando.`,
  buyerRtnRequired: (threshold: string) =>
    `El RTN del comprador es obligatorio en facturas de más de ${threshold}.`,
  buyerNameRequired: "Escriba el nombre del comprador.",
  alreadyInvoiced: (number: string) =>
    `Esta venta ya tiene la factura ${number}. Anúlela antes de emitir otra.`,
  cancelledSale: "No se puede facturar una venta cancelada.",
  nothingToInvoice: "La venta no tiene un total a facturar.",
  issuerIncomplete: "Faltan datos del emisor: razón social y RTN de 14 dígitos en Configuración › Tienda.",
  invoiceNotFound: "Factura no encontrada.",
  caiNotFound: "CAI no encontrado.",
  alreadyVoided: "La factura ya está anulada.",
  voidReasonRequired: "Escriba el motivo de la anulación.",
  caiDuplicate: "Ese CAI ya está registrado.",
  rangeOverlap: "El rango se cruza con el de otro CAI registrado.",
  saleInvoicedNoDelete: (number: string) =>
    `La venta tiene la factura ${number} y no se puede eliminar. Anule la factura y cancele la venta en su lugar.`,
  saleInvoicedNoCancel: (number: string) =>
    `La venta tiene la factura ${number} vigente. Anule la factura antes de cancelar la venta.`,
  saleInvoicedNoReprice: (number: string) =>
    `La venta tiene la factura ${number} vigente: su total no puede cambiar. Anule la factura antes de cambiar costos o descuentos.`,
  saleInvoicedNoUndo: (number: string) =>
    `La venta tiene la factura ${number}: no se puede deshacer la confirmación del banco de su pago.`,
  thresholdInvalid: "El monto debe ser un número de lempiras mayor o igual a 0.",
  thresholdSaved: "Monto guardado.",

  // Warnings
  warnFewNumbers: (left: number) => `Quedan ${left} números en el rango autorizado del CAI.`,
  warnFewDays: (days: number, deadline: string) =>
    days === 0
      ? `Hoy (${deadline}) es el último día para emitir con el CAI.`
      : `Quedan ${days} días para la fecha límite de emisión del CAI (${deadline}).`,

  // Notices
  invoiceIssued: (number: string) => `Factura ${number} emitida.`,
  invoiceVoided: (number: string) => `Factura ${number} anulada.`,
  caiSaved: "CAI registrado.",
  caiActivated: "CAI activado.",

  // Labels (settings tab, dialog, list, CSV)
  tabInvoicing: "Facturación",
  tabInvoices: "Facturas",
  caiLabel: "CAI",
  rangeFromLabel: "Rango autorizado desde",
  rangeToLabel: "hasta",
  rangeLabel: "Rango autorizado",
  deadlineLabel: "Fecha límite de emisión",
  nextNumberLabel: "Siguiente número",
  remainingLabel: "Disponibles",
  activeLabel: "Activo",
  activate: "Activar",
  addCai: "Registrar CAI",
  issuerLabel: "Emisor",
  issuerHint: "El emisor es la tienda: razón social, RTN y dirección de la pestaña Tienda.",
  thresholdLabel: "RTN del comprador obligatorio desde (L.)",
  saveThreshold: "Guardar monto",
  invoiceSection: "Factura",
  issueInvoice: "Emitir factura",
  confirmIssueTitle: "¿Emitir la factura?",
  confirmIssueBody: (number: string, total: string) =>
    `Se emitirá la factura No. ${number} por ${total}. Un número de factura del SAR no se puede reutilizar: una vez emitida, solo se puede anular.`,
  numberChanged: (number: string) =>
    `Otra factura tomó ese número; la siguiente es la No. ${number}. Revísala y confirma de nuevo.`,
  cancelIssue: "Cancelar",
  downloadInvoice: "Descargar factura",
  voidInvoice: "Anular factura",
  voidReasonLabel: "Motivo de la anulación",
  buyerNameLabel: "Nombre del comprador",
  buyerRtnLabel: "RTN del comprador (opcional)",
  statusIssued: "Emitida",
  statusVoided: "Anulada",
  numberLabel: "Número",
  dateLabel: "Fecha",
  buyerLabel: "Cliente",
  buyerRtnShort: "RTN",
  taxableLabel: "Importe gravado 15%",
  exemptLabel: "Importe exento",
  isvLabel: "ISV 15%",
  totalLabel: "Total",
  statusLabel: "Estado",
  voidReasonShort: "Motivo de anulación",
  noInvoices: "No hay facturas en este periodo.",
  downloadCsv: "Descargar CSV",

  // Document kinds (the list, the CSV, Configuración › Facturación)
  kindLabel: "Tipo",
  documentKindLabel: "Tipo de documento",
  kindFactura: "Factura",
  kindCreditNote: "Nota de crédito",
  kindAll: "Todos",
  creditedLabel: "Factura que modifica",
  netLabel: "Neto (facturas − notas de crédito)",
  activeRangesLabel: "Rangos activos",
  noActiveRange: "Ninguno",

  // PDF
  pdfTitle: "FACTURA",
  pdfCreditNoteTitle: "NOTA DE CRÉDITO",
  pdfCredited: (number: string, cai: string, date: string) =>
    `Factura que modifica: ${number} · CAI ${cai} · ${date}`,
  pdfReturn: (number: string, reason: string) => `Devolución ${number} · Motivo: ${reason}`,
  pdfCreditLinesHeader: ["Descripción", "Cant.", "", "Importe"] as [string, string, string, string],
  pdfNumber: "No.",
  pdfDate: "Fecha de emisión",
  pdfDeadline: "Fecha límite de emisión",
  pdfRange: (from: string, to: string) => `Rango autorizado: del ${from} al ${to}`,
  pdfBuyer: "Cliente",
  pdfBuyerRtn: "RTN del cliente",
  pdfFinalConsumer: "Consumidor final",
  pdfLinesHeader: ["Descripción", "Cant.", "Precio", "Importe"] as [string, string, string, string],
  pdfSubtotal: "Subtotal",
  pdfDiscounts: "Descuentos y rebajas",
  pdfShipping: "Envío y cargos",
  pdfPricesInclude: "Precios con ISV incluido.",
  pdfCopies: "Original: Cliente / Copia: Emisor",
  pdfVoided: (reason: string) => `ANULADA — ${reason}`,
};
