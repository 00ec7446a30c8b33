import type { EstimateStatus } from "./states";

/**
 * Texts the customer reads about a watch in service (the estimate's signed link, Mis Compras'
 * «Mis relojes en servicio») and those of Reportes › Servicio. The customer is spoken to as usted.
 */
export const servicePublicTexts = {
  // The estimate, wherever the customer reads it.
  pageTitle: "Presupuesto de su reloj",
  orderLabel: "Orden de servicio",
  watchLabel: "Reloj",
  estimateNumber: (n: number) => `Presupuesto ${n}`,
  sentOn: (when: string) => `Enviado el ${when}`,
  answeredOn: (when: string) => `Respondido el ${when}`,
  labourTitle: "Mano de obra",
  partsTitle: "Piezas",
  partLine: (quantity: number, name: string) => `${quantity} × ${name}`,
  labourTotal: "Total de mano de obra",
  partsTotal: "Total de piezas",
  total: "Total del presupuesto",
  warrantyCovered: "Cubierto por la garantía de la tienda",
  warrantyNote: "La tienda cubre esta reparación: usted no paga nada por ella.",
  youPay: "Usted paga",
  alreadyPaid: "Ya pagado",
  balanceOnPickup: "Saldo a pagar al retirar",

  // The answer.
  approve: "Aprobar",
  reject: "Rechazar",
  back: "Volver",
  answering: "Enviando…",
  confirmApproveTitle: "¿Aprobar el presupuesto?",
  confirmApproveBody: (amount: string) =>
    `Autoriza a la tienda a reparar su reloj por ${amount}. Una vez aprobado, la respuesta no se puede cambiar desde aquí.`,
  confirmApprove: "Sí, aprobar",
  confirmRejectTitle: "¿Rechazar el presupuesto?",
  confirmRejectBody:
    "La tienda no hará esta reparación y se comunicará con usted para acordar el retiro de su reloj.",
  confirmReject: "Sí, rechazar",
  answeredApproved: "Presupuesto aprobado. ¡Gracias!",
  answeredRejected: "Presupuesto rechazado.",
  statusTitles: {
    enviado: "Esperando su respuesta",
    aprobado: "Presupuesto aprobado",
    rechazado: "Presupuesto rechazado",
    reemplazado: "Presupuesto reemplazado",
  } satisfies Record<EstimateStatus, string>,
  statusTexts: {
    enviado: "Revise el detalle y apruebe o rechace la reparación.",
    aprobado: "Gracias. La tienda ya puede reparar su reloj y le avisará cuando esté listo.",
    rechazado: "La tienda no hará esta reparación y se comunicará con usted para el retiro de su reloj.",
    reemplazado:
      "La tienda le envió un presupuesto más reciente: ábralo desde el último mensaje que recibió.",
  } satisfies Record<EstimateStatus, string>,
  errorTitle: "No se puede abrir el presupuesto",
  linkIncomplete: "El enlace está incompleto. Ábralo de nuevo desde el mensaje que recibió de la tienda.",
  contactStore: "Si tiene alguna duda, comuníquese con la tienda.",
  backToStore: "Ir a la tienda",

  // Mis Compras.
  myServiceTitle: "Mis relojes en servicio",
  myServiceIntro: "Los relojes que dejó en la tienda para servicio técnico.",
  claimCodeLabel: "Código de retiro",
  claimCodeHint: "Preséntelo al retirar su reloj.",
  receivedOn: (when: string) => `Recibido el ${when}`,
  estimatedDateLabel: "Fecha estimada",
  toBeConfirmed: "Por confirmar",
  balanceLabel: "Saldo",
  totalLabel: "Total",
  pendingEstimateTitle: "Presupuesto por responder",

  // Reportes › Servicio.
  reportTab: "Servicio",
  reportTitle: "Servicio técnico",
  reportReceived: "Órdenes recibidas",
  reportDelivered: "Entregadas",
  reportTurnaround: "Tiempo promedio de entrega",
  reportDays: (days: number) => `${days.toLocaleString("en-US")} ${days === 1 ? "día" : "días"}`,
  reportNoTurnaround: "Sin entregas aún",
  reportOpenByState: "Abiertas por estado",
  reportOpenByAge: "Abiertas por antigüedad",
  reportState: "Estado",
  reportAge: "Antigüedad",
  reportOrders: "Órdenes",
  reportRevenue: "Ingresos de las órdenes entregadas",
  reportLabour: "Mano de obra",
  reportParts: "Piezas",
  reportRevenueTotal: "Total",
  reportConcept: "Concepto",
  reportAmount: "Monto",
  reportWarranty: "Reparaciones por garantía",
  reportWarrantyCost: (cost: string) => `Costo para la tienda: ${cost}`,
  reportCsv: "Descargar CSV",
  reportEmpty: "No se recibieron órdenes de servicio en este periodo.",
  reportPeriodNote: "Cuenta las órdenes recibidas en el periodo elegido.",
} as const;
