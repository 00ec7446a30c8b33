/** Texts of printing: the paper of receipts and invoices, thermal tickets and price labels. */
export const printMsg = {
  // Configuración › Ventas e inventario
  receiptPaperLabel: "Papel de recibos y facturas",
  receiptPaperHint: "Es el formato que se ofrece primero al imprimir; siempre se puede elegir otro.",
  receiptThanksLabel: "Texto de agradecimiento del recibo",
  receiptThanksHint: "Se imprime al pie de cada recibo y ticket.",
  paperInvalid: "Elija Carta, Rollo de 80 mm o Rollo de 58 mm.",
  paperCarta: "Carta",
  paper80: "Rollo de 80 mm",
  paper58: "Rollo de 58 mm",

  // The order dialog and Registrar Venta
  printTitle: "Imprimir",
  printPaper: "Papel",
  printReceiptPdf: "Recibo PDF",
  printTicket: "Imprimir ticket",
  printTicketOpen: "Ver ticket",
  printInvoice80: "Factura en rollo de 80 mm",

  // Inventario › Imprimir etiquetas
  labelsButton: "Imprimir etiquetas",
  labelsTitle: "Imprimir etiquetas de precio",
  labelsIntro: (products: number) =>
    products === 1 ? "1 producto elegido." : `${products} productos elegidos.`,
  labelsCopiesOf: (name: string) => `Etiquetas de ${name}`,
  labelsLayout: "Formato",
  labelsLayoutSheet: "Hoja carta de 30 etiquetas (2.625 × 1 pulg.)",
  labelsLayoutRoll: "Rollo de etiquetas de 50 × 25 mm",
  labelsTotal: (count: number) => `Total: ${count} etiquetas`,
  labelsGenerate: "Generar PDF",
  labelsGenerating: "Generando…",
  labelsSelectHint: "Marque productos en la tabla para imprimir sus etiquetas.",
  labelsCancel: "Cancelar",
  labelsNone: "Elija al menos un producto.",
  labelsTooMany: (max: number) => `Se pueden imprimir como máximo ${max} etiquetas por vez.`,
  labelsCopiesRange: (max: number) => `Cada producto lleva entre 1 y ${max} etiquetas.`,
  labelsRepeated: "Un producto aparece dos veces en la lista.",
  labelsLayoutInvalid: "Elija la hoja carta o el rollo de 50 × 25 mm.",
  labelsProductMissing: "Uno de los productos elegidos ya no existe.",
  labelsStartAt: "Empezar en la etiqueta n.º",
  labelsStartAtHint:
    "En una hoja ya usada, el número de la primera etiqueta libre: se cuentan de izquierda a derecha y de arriba abajo, de 1 a 30.",
  labelsStartAtRange: (max: number) => `La primera etiqueta va de 1 a ${max}.`,
  labelsSelectRow: (name: string) => `Elegir ${name}`,
  labelsSelectAll: "Elegir todos los productos de la página",
} as const;
