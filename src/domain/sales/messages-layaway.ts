/**
 * The Spanish texts of the apartado (layaway): a deposit holds a watch until it is paid off
 * (docs/decisions/0250). Their own file so parallel work on the catalogue does not collide.
 */
export const layawayMsg = {
  // Registrar Venta
  layawayCheckbox: "Apartado",
  layawayCheckboxNote:
    "El primer pago es el depósito (al menos el mínimo de Configuración) y el reloj queda apartado hasta la fecha límite.",
  layawayCheckboxHint: (percent: number, days: number) =>
    `El cliente deja un depósito de al menos ${percent} % y la tienda le guarda el reloj ${days} días mientras termina de pagar.`,
  depositRequired: "Un apartado necesita un depósito: registre el primer pago.",
  depositAboveTotal: (deposit: string, total: string) =>
    `El depósito de ${deposit} supera el total de la venta, ${total}.`,
  depositBelowMinimum: (deposit: string, minimum: string, percent: number, total: string) =>
    `El depósito de ${deposit} no alcanza el mínimo del apartado: ${minimum} (${percent} % de ${total}).`,
  // What the customer is told when the apartado opens (the receipt, the confirmation)
  layawayLine: (day: string) => `Apartado · vence ${day}`,
  layawayLabel: "Apartado",
  layawayDeadline: (day: string) => `Fecha límite para terminar de pagar: ${day}`,
  layawayLeft: (amount: string) => `Falta por pagar: ${amount}`,
  policySaldo: (day: string) =>
    `Si el apartado no se termina de pagar a más tardar el ${day}, se cancela, el reloj vuelve a la venta y todo lo pagado queda como saldo a favor del cliente, que puede pedir su reembolso o aplicarlo a otra compra.`,
  policyCargo: (day: string, percent: number) =>
    `Si el apartado no se termina de pagar a más tardar el ${day}, se cancela, el reloj vuelve a la venta y la tienda retiene un cargo del ${percent} % de lo pagado; el resto queda como saldo a favor del cliente, que puede pedir su reembolso o aplicarlo a otra compra.`,
  // Configuración › Ventas and web checkout (docs/decisions/0253)
  atCheckoutLabel: "Apartados en la tienda en línea",
  atCheckoutHint:
    "Los clientes con cuenta pueden apartar un pedido al comprar: pagan el depósito mínimo con tarjeta o transferencia y el resto antes de la fecha límite, desde Mis Compras.",
  checkoutChoice: (percent: number, days: number) =>
    `Apartar este pedido: pague hoy un depósito de ${percent} % y el resto en ${days} días`,
  checkoutDeposit: "Depósito hoy",
  checkoutRest: "Resto, a pagar desde Mis Compras",
  checkoutOff: "La tienda no ofrece apartados en línea.",
  checkoutSignIn: "Inicie sesión para apartar un pedido: lo seguirá y pagará desde Mis Compras.",
  checkoutNoCredit:
    "Un apartado en línea no se combina con el saldo a favor: aplíquelo luego a su apartado desde la tienda.",
  historyWebDeposit: (deposit: string) => `Apartado en línea: depósito de ${deposit} pagado con tarjeta.`,
  // The order dialog
  deliveryRefusedWhileOwed: (amount: string) =>
    `Un apartado no se entrega ni se envía hasta que esté pagado: faltan ${amount}.`,
  // Expiry
  expiredReason: "Apartado vencido",
  notOpen: "El apartado ya no está abierto: no se puede dar por vencido.",
  notExpired: (day: string) => `El apartado vence el ${day}; todavía no se puede dar por vencido.`,
  historySaldo: (day: string, paid: string) =>
    `Apartado vencido el ${day}. Lo pagado, ${paid}, queda a favor del cliente: un administrador puede reembolsarlo o aplicarlo a otra orden.`,
  historyCargo: (day: string, paid: string, percent: number, fee: string, rest: string) =>
    `Apartado vencido el ${day}. De lo pagado, ${paid}, la tienda retiene el cargo por vencimiento del ${percent} %: ${fee}; ${rest} queda a favor del cliente: un administrador puede reembolsarlo o aplicarlo a otra orden.`,
  historyNothingPaid: (day: string) => `Apartado vencido el ${day}. No había pagos.`,
  // Reminders and notices
  reminderSubject: (store: string, order: string) => `${store}: su apartado #${order} vence pronto`,
  reminderIntro: (name: string, order: string, day: string, left: string) =>
    `Hola ${name}, le recordamos que su apartado #${order} vence el ${day}. Falta por pagar: ${left}. Puede abonar en la tienda o desde Mis Compras.`,
  reminderTitle: "Su apartado vence pronto",
  reminderBody: (order: string, day: string, left: string) =>
    `Su apartado #${order} vence el ${day}. Falta por pagar: ${left}.`,
  expiredTitle: "Apartado vencido",
  expiredCustomerBody: (order: string) =>
    `Su apartado #${order} venció sin terminar de pagarse y fue cancelado. Contáctenos para el reembolso o para aplicar lo pagado a otra compra.`,
  expiredAdminBody: (order: string, customer: string, outcome: string) =>
    `El apartado #${order} de ${customer} venció y fue cancelado. ${outcome}`,
  // Settings
  settingsTitle: "Apartados",
  depositPercentLabel: "Depósito mínimo del apartado (%)",
  depositPercentHint: "Porcentaje del total que el cliente deja como primer pago para apartar un reloj.",
  depositPercentInvalid: "El depósito mínimo debe ser un número entero de 1 a 100 %.",
  termDaysLabel: "Plazo del apartado (días)",
  termDaysHint: "Días que la tienda guarda el reloj desde el día de la venta.",
  termDaysInvalid: "El plazo del apartado debe ser un número entero de 1 a 365 días.",
  reminderDaysLabel: "Recordatorio del apartado (días antes)",
  reminderDaysHint: "Días antes de la fecha límite en que se le recuerda al cliente. 0: sin recordatorio.",
  reminderDaysInvalid: "El recordatorio debe ser un número entero de 0 a 30 días.",
  policyLabel: "Al vencer un apartado",
  policyHint:
    "Al abrir el apartado, la tienda debe informar al cliente el plazo y lo que ocurre si vence (la ley de protección al consumidor de Honduras lo exige de estas condiciones); el recibo lo imprime.",
  policyInvalid: "Elija qué ocurre al vencer un apartado.",
  policyNames: {
    saldo: "Todo a saldo a favor del cliente",
    cargo: "Cargo, y el resto a saldo a favor",
  } as Record<string, string>,
  feePercentLabel: "Cargo por vencimiento (%)",
  feePercentHint: "Porcentaje de lo pagado que la tienda retiene cuando el apartado vence (solo con cargo).",
  feePercentInvalid: "El cargo por vencimiento debe ser un número entero de 0 a 50 %.",
  ordersFilterLabel: "Apartados",
  ordersFilterAll: "Con o sin apartado",
  ordersFilterOpen: "Apartados",
  ordersFilterExpired: "Apartados vencidos",
} as const;
