/**
 * The texts of the cash drawer's screens (Registrar Venta › Caja, Configuración › Cajas, Reportes ›
 * Caja and the Dashboard's tile), formal "usted" like the rest of the back office. What the server
 * says, the reports print and the history's columns are the domain's (messages-cash-drawer.ts);
 * only what a screen alone says is here. Amounts arrive already formatted.
 */
export const drawerScreens = {
  // Registrar Venta's tabs
  sectionLabel: "Registrar Venta y caja",
  tabSale: "Registrar Venta",
  tabDrawer: "Caja",

  // This device's register
  deviceTitle: "Caja registradora de este dispositivo",
  deviceHint:
    "Este navegador recuerda la caja registradora elegida: el efectivo que se cobra desde aquí queda en su caja.",
  registerLabel: "Caja registradora",
  registerPlaceholder: "Elija una caja registradora",
  registerBusy: (name: string) => `abierta por ${name}`,
  registerWaiting: "por aprobar",
  registerOutOfUse: "fuera de uso",
  useRegister: "Usar en este dispositivo",
  changeRegister: "Cambiar caja registradora",
  registerChosen: (name: string) => `Este dispositivo usa la caja registradora «${name}».`,
  registerGone: "La caja registradora que usaba este dispositivo ya no existe. Elija otra.",
  noRegistersAdmin: "Todavía no hay cajas registradoras. Créelas en Configuración › Cajas.",
  noRegistersStaff:
    "Todavía no hay cajas registradoras. Pida a un administrador que las cree en Configuración › Cajas.",
  goToRegisters: "Ir a Configuración › Cajas",
  cashControlOn:
    "El control de caja está activo: cada cobro o reembolso en efectivo necesita una caja abierta en la caja registradora de este dispositivo.",
  counterNoRegister:
    "El control de caja está activo y este dispositivo no tiene caja registradora: elíjala en la pestaña Caja antes de cobrar en efectivo.",
  counterNoSession: (register: string) =>
    `El control de caja está activo y «${register}» no tiene una caja abierta: ábrala en la pestaña Caja antes de cobrar en efectivo.`,
  counterAwaiting: (register: string) =>
    `El control de caja está activo y la caja de «${register}» espera la aprobación de un administrador: cuando la apruebe, abra una nueva en la pestaña Caja antes de cobrar en efectivo.`,
  goToDrawer: "Ir a Caja",

  // Opening
  openTitle: "Abrir caja",
  openHint: "Cuente el fondo inicial que deja en la caja antes de empezar.",
  floatModeLabel: "¿Cómo indica el fondo inicial?",
  floatTyped: "Escribir el monto",
  floatCounted: "Contar por denominación",
  floatLabel: "Fondo inicial (L.)",
  openSubmit: "Abrir caja",
  opened: (amount: string) => `Caja abierta con un fondo inicial de ${amount}.`,

  // The open session
  sessionTitle: "Caja abierta",
  openedBy: "Abrió",
  openedAt: "Apertura",
  float: "Fondo inicial",
  workers: "Trabajaron en ella",
  blindNote: "El efectivo esperado no se muestra: la caja se cuenta a ciegas al cerrarla.",
  notWorker:
    "Usted todavía no trabaja en esta caja: registran entradas y salidas quien la abrió y quien cobró en ella.",

  // Pay-ins and pay-outs
  movementTitle: "Entrada o salida de efectivo",
  movementKind: "Movimiento",
  amountLabel: "Monto (L.)",
  reasonLabel: "Motivo",
  review: "Revisar",
  confirmTitle: {
    pay_in: "¿Registrar la entrada de efectivo?",
    pay_out: "¿Registrar la salida de efectivo?",
  },
  confirmBody: {
    pay_in: (amount: string, reason: string, register: string) =>
      `Se registrará que entraron ${amount} a la caja de «${register}» por «${reason}». El efectivo que la caja debe tener al cerrarla sube en ${amount}.`,
    pay_out: (amount: string, reason: string, register: string) =>
      `Se registrará que salieron ${amount} de la caja de «${register}» por «${reason}». El efectivo que la caja debe tener al cerrarla baja en ${amount}.`,
  },
  confirmRecord: "Registrar",
  recorded: { pay_in: "Entrada de efectivo registrada.", pay_out: "Salida de efectivo registrada." },

  // The blind close
  closeTitle: "Cerrar caja",
  closeHint:
    "Cuente el efectivo de la caja por denominación. El efectivo esperado se muestra solo después de enviar el conteo.",
  bills: "Billetes",
  coins: "Monedas",
  coinName: (centavos: string) => `${centavos} centavos`,
  quantityOf: (denomination: string) => `Cantidad de ${denomination}`,
  countedTotal: "Total contado",
  closeSubmit: "Enviar conteo y cerrar",
  closeConfirmTitle: "¿Enviar el conteo y cerrar la caja?",
  closeConfirmBody: (total: string) =>
    `Se cerrará la caja con ${total} contados. Una vez enviado, el conteo no se puede cambiar.`,
  closeConfirm: "Enviar conteo",
  closeOnlyOpener: (name: string) => `Cierra esta caja ${name}, quien la abrió, o un administrador.`,

  // The result of a close
  resultTitle: (register: string) => `Cierre de «${register}»`,
  closedBy: "Cerró",
  closedAt: "Cierre",
  closed: "Caja cerrada.",
  awaitingTitle: "Esperando la aprobación de un administrador",
  awaitingBody:
    "La diferencia supera lo permitido: un administrador distinto de quien cerró debe aprobarla con una nota.",
  approveTitle: "Aprobar la diferencia",
  noteLabel: "Nota que explica la diferencia",
  approve: "Aprobar",
  approved: "Diferencia aprobada: la caja quedó cerrada.",
  approvedNote: "Nota de la aprobación",
  dismiss: "Listo",
  otherMethods: "Tarjeta y transferencia",

  // Paper
  xReport: "Reporte X",
  xReportHint: "Corte parcial: nada se cierra. Solo para administradores.",
  zReport: "Reporte Z",
  pdfOn: (report: string) => `${report} en PDF`,

  // Configuración › Cajas
  settingsTab: "Cajas",
  registersTitle: "Cajas registradoras",
  registersIntro:
    "Las cajas registradoras de la tienda. Cada dispositivo elige la suya en Registrar Venta › Caja.",
  addRegister: "Agregar caja registradora",
  newRegisterTitle: "Nueva caja registradora",
  renameTitle: "Renombrar caja registradora",
  nameLabel: "Nombre",
  rename: "Renombrar",
  putOutOfUse: "Poner fuera de uso",
  putInUse: "Poner en uso",
  remove: "Eliminar",
  inUse: "En uso",
  outOfUse: "Fuera de uso",
  sessionNow: (status: string, name: string) => `${status} · ${name}`,
  registersEmpty:
    "Todavía no hay cajas registradoras. Agregue una para abrir cajas en Registrar Venta › Caja.",
  deleteTitle: "¿Eliminar la caja registradora?",
  deleteBody: (name: string) =>
    `Se eliminará «${name}». Una caja registradora con historial no se elimina: póngala fuera de uso.`,
  registerSaved: (name: string) => `Caja registradora «${name}» guardada.`,
  registerOutOfUseDone: (name: string) => `«${name}» quedó fuera de uso.`,
  registerInUseDone: (name: string) => `«${name}» volvió a estar en uso.`,
  drawerSettingsTitle: "Control de caja",
  cashControlLabel: "Control de caja",
  cashControlHint:
    "Activo, cada cobro o reembolso en efectivo necesita una caja abierta en la caja registradora del dispositivo. No se desactiva mientras haya cajas sin cerrar.",
  cashControlSaved: { on: "Control de caja activado.", off: "Control de caja desactivado." },
  denominationsLabel: "Denominaciones",
  denominationsHint: "Los billetes y monedas que lista el conteo, de mayor a menor.",
  denominationLabel: "Nueva denominación (L.)",
  addDenomination: "Agregar",
  removeDenomination: (amount: string) => `Quitar ${amount}`,
  defaultDenominations: "Restablecer las del lempira",
  thresholdLabel: "Diferencia permitida (L.)",
  thresholdHint:
    "Una diferencia mayor, de más o de menos, espera la aprobación de un administrador que no cerró la caja.",
  saveDrawerSettings: "Guardar",
  drawerSettingsSaved: "Configuración de caja guardada.",

  // Reportes › Caja
  reportTab: "Caja",
  allRegisters: "Todas",
  person: "Persona",
  everyone: "Todas",
  status: "Estado",
  allStatuses: "Todos",
  reportEmpty: "No hay cajas abiertas en este periodo con estos filtros.",
  reportTotals: (count: string, short: string, over: string) =>
    `${count} ${count === "1" ? "caja" : "cajas"} · faltantes ${short} · sobrantes ${over}`,
  expected: "Esperado",
  counted: "Contado",
  openSession: "Ver caja",
  sessionDialogTitle: (register: string) => `Caja de «${register}»`,
  stillOpen: "Esta caja sigue abierta: sus cifras se ven al contarla, o en el Reporte X.",

  // The Dashboard's tile
  tileTitle: "Cajas",
  openNow: "Cajas sin cerrar",
  openedToday: "Abiertas hoy",
  noneOpen: "No hay cajas abiertas.",
  lastDifferences: "Últimas diferencias",
  noDifferences: "Sin diferencias recientes.",
  since: (time: string) => `desde ${time}`,
} as const;
