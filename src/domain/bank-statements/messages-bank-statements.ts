/** Texts of the bank statement: its upload, the column mapping, matching and the reconciliation view. */
export const bankStatementMsg = {
  tabPurchases: "Compras",
  tabReconciliation: "Conciliación bancaria",
  accountLabel: "Cuenta bancaria",
  noAccounts: "La tienda no tiene cuentas bancarias. Agréguelas en Configuración › Cuentas bancarias.",
  mappingTitle: "Columnas del estado de cuenta",
  mappingIntro:
    "Indique una vez en qué columna trae su banco cada dato. La vista previa muestra las primeras filas como se leerán.",
  mappingMissing: "Configure primero las columnas del estado de cuenta de esta cuenta",
  mappingSaved: "Columnas guardadas",
  editMapping: "Cambiar columnas",
  saveMapping: "Guardar columnas",
  headerRowLabel: "Fila de encabezados (0 si no tiene)",
  dateColumnLabel: "Fecha",
  descriptionColumnLabel: "Descripción",
  referenceColumnLabel: "Referencia",
  creditColumnLabel: "Crédito (depósitos)",
  debitColumnLabel: "Débito (retiros)",
  noColumn: "— Ninguna —",
  dateFormatLabel: "Formato de fecha",
  decimalSeparatorLabel: "Separador decimal",
  decimalDot: "Punto (1,234.56)",
  decimalComma: "Coma (1.234,56)",
  columnName: (n: number, header: string) => (header ? `${columnLetter(n)} — ${header}` : columnLetter(n)),
  fileLabel: "Archivo del banco (CSV o XLSX)",
  preview: "Vista previa",
  previewTitle: "Así se leerán las primeras filas",
  previewEmpty: "Elija un archivo para ver la vista previa",
  importButton: "Importar estado de cuenta",
  imported: (fresh: number, known: number) =>
    `${fresh} ${fresh === 1 ? "movimiento nuevo" : "movimientos nuevos"}, ${known} ya ${known === 1 ? "conocido" : "conocidos"}`,
  lastImport: (day: string) => `Movimientos importados hasta el ${day}`,
  neverImported: "Aún no se ha importado ningún estado de cuenta de esta cuenta",
  // Reading the file
  fileMissing: "Adjunte el archivo del estado de cuenta",
  fileTooLarge: (mb: number) => `El archivo pesa más de ${mb} MB`,
  fileUnreadable: "No se pudo leer el archivo: use el CSV o el Excel (XLSX) que exporta su banco",
  fileEmpty: "El archivo no trae movimientos con las columnas indicadas",
  tooManyRows: (max: number) => `El archivo tiene más de ${max} filas: exporte un periodo más corto`,
  mappingInvalid: "Las columnas indicadas no son válidas",
  columnsMustDiffer: "Fecha, descripción y referencia deben ser columnas distintas",
  rowErrors: (errors: string[], more: number) =>
    `No se importó nada. ${errors.join(" · ")}${more > 0 ? ` · y ${more} ${more === 1 ? "error más" : "errores más"}` : ""}`,
  badDate: (row: number, text: string, format: string) =>
    `Fila ${row}: la fecha «${text}» no se lee como ${format}`,
  badAmount: (row: number, text: string) => `Fila ${row}: el monto «${text}» no se lee como un monto`,
  missingColumn: (row: number, label: string) => `Fila ${row}: no tiene la columna ${label}`,
  // Matching and the view
  periodFrom: "Desde",
  periodTo: "Hasta",
  totalsTitle: "Totales del periodo",
  creditsTotal: "Créditos del estado de cuenta",
  matchedTotal: "Conciliado",
  unmatchedTotal: "Créditos sin conciliar",
  unbackedTotal: "Transferencias sin respaldo",
  matchedTitle: "Conciliados",
  unmatchedTitle: "Créditos sin conciliar",
  unbackedTitle: "Sin respaldo en el banco",
  unbackedIntro:
    "Transferencias declaradas que ningún crédito confirmado del estado de cuenta respalda todavía.",
  proposedNotConfirmed: "Propuesta sin confirmar",
  noMatched: "Ningún movimiento conciliado en este periodo",
  noUnmatched: "Todos los créditos del periodo están conciliados",
  noUnbacked: "Ninguna transferencia declarada sin respaldo en este periodo",
  dateHeader: "Fecha",
  descriptionHeader: "Descripción",
  referenceHeader: "Referencia",
  amountHeader: "Monto",
  creditHeader: "Crédito",
  debitHeader: "Débito",
  declarationHeader: "Transferencia declarada",
  orderHeader: "Orden",
  paidOnHeader: "Fecha declarada",
  proposalHeader: "Propuesta",
  byReference: "Por referencia",
  byAmount: "Por monto y fecha",
  noProposal: "Sin propuesta",
  chooseDeclaration: "Elegir transferencia",
  pickPlaceholder: "Elija la transferencia declarada",
  confirm: "Confirmar",
  webOrder: (n: string) => `Compra web #${n}`,
  abono: (n: string) => `Abono de la orden #${n}`,
  confirmedWebOrder: (n: string) => `Transferencia confirmada: la compra web #${n} ya es una venta`,
  confirmedAbono: (n: string) => `Transferencia confirmada: abono de la orden #${n} verificado`,
  matchedBy: (who: string) => `Conciliado por ${who}`,
  // Undoing a confirmation
  undo: "Deshacer",
  undoTitle: "¿Deshacer la confirmación del banco?",
  undoWebOrder: (amount: string, n: string) =>
    `El pago por transferencia de ${amount} que esta confirmación registró en la venta #${n} se revierte con un asiento en el diario de dinero: la venta sigue siendo venta y vuelve a deber ese monto. El movimiento del banco queda libre para conciliarlo de nuevo.`,
  undoAbono: (n: string) =>
    `El abono de la orden #${n} queda sin verificar con el banco; el pago registrado no cambia. El movimiento del banco queda libre para conciliarlo de nuevo.`,
  undoConfirm: "Deshacer confirmación",
  undoCancel: "Cancelar",
  undone: (n: string) => `Confirmación deshecha: la orden #${n} ya no tiene este movimiento del banco`,
  lineNotMatched: "Este movimiento del banco no está conciliado",
  undoLaterPayment:
    "La venta tiene pagos registrados después de esta transferencia: no se puede deshacer la confirmación",
  historyUndone: (reference: string, amount: string) =>
    `La transferencia con referencia ${reference} por ${amount} dejó de estar confirmada con el estado de cuenta del banco.`,
  // Refusals of a confirmation
  lineNotFound: "Ese movimiento del estado de cuenta no existe",
  lineNotCredit: "Ese movimiento no es un crédito",
  lineAlreadyMatched: "Este movimiento del banco ya fue conciliado",
  declarationUnavailable: "Esa transferencia declarada ya fue verificada o ya no existe",
  otherAccount: "La transferencia fue declarada a otra cuenta",
  amountDiffers: (line: string, declared: string) =>
    `El crédito del banco (${line}) no es el monto declarado (${declared})`,
  accountNotFound: "Esa cuenta bancaria no es de la tienda",
  // Compras Web filter and the cash flow
  stateVerified: "Verificada",
  stateVerifying: "En verificación",
  stateUnbacked: "Sin respaldo en el banco",
} as const;

/** "A", "B", … "Z", "AA": how a spreadsheet names its n-th column (1-based). */
export function columnLetter(n: number): string {
  let s = "";
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) s = String.fromCharCode(65 + ((k - 1) % 26)) + s;
  return s;
}
