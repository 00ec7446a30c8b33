/**
 * The Spanish texts of the cash drawer (caja): registers, sessions, pay-ins and pay-outs, the
 * blind close and its X and Z reports. Amounts arrive already formatted (formatMoney), so the
 * catalogue never formats. "Caja registradora" is the register; "caja" alone is a session on it.
 */
export const cashDrawerMessages = {
  // Registers
  registerNameRequired: "Escriba el nombre de la caja registradora.",
  registerNameTooLong: (max: number) =>
    `El nombre de la caja registradora puede tener hasta ${max} caracteres.`,
  registerNameTaken: (name: string) => `Ya existe una caja registradora llamada «${name}».`,
  registerNotFound: "No se encontró la caja registradora.",
  registerDeleted: (name: string) => `Se eliminó la caja registradora «${name}».`,
  registerInactive:
    "Esta caja registradora está fuera de uso: actívela en Configuración antes de abrir una caja.",
  registerBusy: "Cierre la caja de esta caja registradora antes de ponerla fuera de uso.",
  registerHasHistory:
    "Esta caja registradora ya tiene cajas en su historial: póngala fuera de uso en lugar de eliminarla.",
  sessionNotFound: "No se encontró la caja.",
  // Denominations and counts
  denominationsEmpty: "Indique al menos una denominación de billete o moneda.",
  denominationsTooMany: (max: number) => `La lista admite hasta ${max} denominaciones.`,
  denominationInvalid: (max: string) =>
    `Cada denominación debe ser un monto mayor que cero, en centavos exactos, de hasta ${max}.`,
  denominationRepeated: (amount: string) => `La denominación ${amount} está repetida.`,
  countUnknown: (amount: string) => `${amount} no es una denominación de la lista de esta tienda.`,
  countRepeated: (amount: string) => `La denominación ${amount} se contó dos veces.`,
  countQuantityInvalid: (amount: string, max: string) =>
    `La cantidad de ${amount} debe ser un número entero de 0 a ${max}.`,
  // Opening a session
  openStaffOnly: "Solo el personal de la tienda puede abrir una caja.",
  alreadyOpen: "Ya hay una caja abierta en esta caja registradora.",
  floatInvalid: (max: string) => `El fondo inicial debe ser un monto de cero hasta ${max}.`,
  // Who may act on a session
  sessionClosed: "Esta caja ya está cerrada.",
  moveNotOnSession: "Solo quien trabaja en esta caja puede registrar entradas o salidas de efectivo.",
  closeNotAllowed: "Solo quien abrió la caja o un administrador puede cerrarla.",
  zReportNotYet: "Esta caja sigue abierta: su reporte Z se imprime al contarla.",
  xReportClosed: "Esta caja ya se contó: imprima su reporte Z.",
  xReportAdminsOnly:
    "Solo un administrador puede ver el reporte X: quien cuenta la caja no ve antes el efectivo esperado.",
  // Pay-ins and pay-outs
  reasonRequired: {
    pay_in: "Escriba el motivo de la entrada de efectivo.",
    pay_out: "Escriba el motivo de la salida de efectivo.",
  },
  reasonTooLong: (max: number) => `El motivo puede tener hasta ${max} caracteres.`,
  reasonPlaceholder: "Ej.: compra de baterías, cambio",
  amountInvalid: (max: string) => `El monto debe ser mayor que cero y de hasta ${max}.`,
  // Closing and its approval
  approvalNeeded: (threshold: string) =>
    `La diferencia supera ${threshold}: un administrador distinto de quien cierra debe aprobarla con una nota.`,
  approverNotAdmin: "Solo un administrador puede aprobar la diferencia de una caja.",
  approverIsCloser: "Quien cierra la caja no puede aprobar su propia diferencia.",
  approvalNoteRequired: "Escriba una nota que explique la diferencia.",
  approvalNoteTooLong: (max: number) => `La nota puede tener hasta ${max} caracteres.`,
  notAwaitingApproval: "Esta caja no tiene una diferencia por aprobar.",
  thresholdInvalid: (max: string) =>
    `La diferencia permitida debe ser un monto de cero hasta ${max}, en centavos exactos.`,
  // Control de caja
  cashNeedsSession:
    "El control de caja está activo: abra una caja en esta caja registradora antes de cobrar o devolver en efectivo.",
  controlOffWithOpen: (count: number) =>
    count === 1
      ? "Cierre la caja abierta antes de desactivar el control de caja."
      : `Cierre las ${count} cajas abiertas antes de desactivar el control de caja.`,
  // The journal's words for the drawer's own entries
  entryLabels: {
    pay_in: "Entrada de efectivo",
    pay_out: "Salida de efectivo",
    over: "Sobrante de caja",
    short: "Faltante de caja",
  },
  differenceEntry: (label: string, register: string) => `${label} (${register})`,
  /** The operation that wrote a drawer entry, in the history's words. */
  journalOperations: {
    pay_in: "Entrada de Efectivo",
    pay_out: "Salida de Efectivo",
    close: "Cierre de Caja",
  },
  // Each movement as a report lists it
  movementWords: { payment: "Cobro", abono: "Abono", refund: "Reembolso", reversal: "(corrección)" },
  movementOrder: (number: string) => `Pedido ${number}`,
  reportMovements: "Movimientos",
  reportMovementsEmpty: "Sin movimientos",
  reportMovementsHeader: ["Hora", "Concepto", "Método", "Monto"],
  reportCashTitle: "Efectivo",
  reportCountTitle: "Conteo",
  reportOutcomeTitle: "Resultado del conteo",
  reportOtherTitle: "Tarjeta y transferencia",
  reportPrinted: (at: string) => `Impreso: ${at}`,
  // The history
  statusLabels: { open: "Abierta", awaiting_approval: "Por aprobar", closed: "Cerrada" },
  csvHeader: [
    "Caja registradora",
    "Estado",
    "Abrió",
    "Apertura",
    "Cerró",
    "Cierre",
    "Fondo inicial",
    "Efectivo esperado",
    "Efectivo contado",
    "Diferencia",
    "Aprobó",
  ],
  // The X and Z reports
  reportTitles: { X: "Reporte X (corte parcial)", Z: "Reporte Z (cierre de caja)" },
  reportRegister: "Caja registradora",
  reportOpenedBy: "Abrió",
  reportOpenedAt: "Apertura",
  reportClosedBy: "Cerró",
  reportClosedAt: "Cierre",
  reportStillOpen: "Abierta",
  reportFloat: "Fondo inicial",
  reportCashSales: "Ventas en efectivo",
  reportCashAbonos: "Abonos en efectivo",
  reportCashRefunds: "Reembolsos en efectivo",
  reportPayIns: "Entradas de efectivo",
  reportPayOuts: "Salidas de efectivo",
  reportExpected: "Efectivo esperado",
  reportCountLine: (denomination: string, quantity: string) => `${denomination} × ${quantity}`,
  reportCounted: "Efectivo contado",
  reportDifference: "Diferencia",
  reportDifferenceValue: (amount: string, word: string) => `${amount} (${word})`,
  differenceWords: { over: "sobrante", short: "faltante", even: "cuadrada" },
  reportApprovedBy: "Aprobó",
  reportApprovalNotNeeded: "No requerida",
  reportApprovalPending: "Pendiente de aprobación",
  reportApprovalNote: "Nota",
  reportCardReceived: "Cobros con tarjeta",
  reportCardRefunded: "Reembolsos con tarjeta",
  reportTransferReceived: "Cobros por transferencia",
  reportTransferRefunded: "Reembolsos por transferencia",
} as const;
