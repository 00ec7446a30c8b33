/**
 * Texts of the service desk (Órdenes › Servicio): intake, states, the estimate and its answer,
 * pickup, the customer's messages and the numbers. The feature's own catalogue.
 */
export const serviceMessages = {
  // Refusals.
  serviceNotFound: "No se encontró la orden de servicio.",
  serviceBrandRequired: "Indique la marca del reloj.",
  serviceProblemRequired: "Describa el problema que reporta el cliente.",
  serviceDepositWithoutPrice: "Para recibir un anticipo indique primero el precio estimado.",
  serviceDepositAbovePrice: "El anticipo no puede ser mayor que el precio estimado.",
  serviceEstimatedDatePast: "La fecha estimada de entrega no puede ser anterior a hoy.",
  serviceMoveRefused: (from: string, to: string) => `Una orden en estado ${from} no puede pasar a ${to}.`,
  serviceClosed: (state: string) => `La orden ya está ${state.toLowerCase()}: no admite cambios.`,
  serviceCancelReasonRequired: "Indique el motivo de la cancelación.",
  serviceNeedsApproval:
    "El cliente aún no aprueba el presupuesto: envíelo o registre su aprobación antes de reparar.",
  serviceEstimateEmpty: "El presupuesto necesita al menos una línea.",
  serviceEstimateTooLong: "El presupuesto admite hasta 30 líneas.",
  serviceEstimateLineInvalid: "Cada línea necesita una descripción y un monto de cero o más.",
  serviceEstimateTooLarge: "El presupuesto no puede pasar de L. 10,000,000.00.",
  serviceEstimateZero: "El presupuesto no puede ser de L. 0.00 salvo en una reparación por garantía.",
  serviceEstimateBelowPaid: (paid: string) =>
    `El presupuesto no puede ser menor que lo ya pagado (${paid}): registre antes el reembolso de la diferencia.`,
  serviceEstimateNotOpen: "Este presupuesto ya fue respondido o reemplazado por uno nuevo.",
  serviceEstimateLinkInvalid: "El enlace del presupuesto no es válido.",
  serviceEstimateLinkExpired: "El enlace del presupuesto venció: pida a la tienda que se lo envíe de nuevo.",
  serviceApproverRequired: "Indique quién aprobó el presupuesto.",
  serviceApprovedAtFuture: "La fecha de la aprobación no puede ser futura.",
  servicePartSerialized: (product: string) =>
    `${product} se lleva por número de serie: no se usa como pieza de taller.`,
  servicePartUnavailable: (product: string) => `${product} ya no está disponible en el inventario.`,
  serviceWarrantyNotInForce: "Este reloj no tiene una garantía vigente de la tienda.",
  serviceBalanceOwed: (owed: string) => `Falta cobrar ${owed} para entregar el reloj.`,
  servicePaymentAdminsOnly: "Solo un administrador registra pagos después del anticipo.",
  serviceTechnicianInvalid: "El técnico debe ser un miembro del equipo.",
  serviceNoEmail: "El cliente no tiene correo: comparta el presupuesto por WhatsApp.",
  serviceNotYours: "Esta orden de servicio no es suya.",
  serviceClaimCodeUnknown: "No hay ninguna orden con ese código de retiro.",
  serviceNotReady: "La orden aún no está lista para entregar.",
  serviceSaleLocked:
    "Esta venta es una orden de servicio: sus líneas y su estado se cambian desde Órdenes de Servicio.",

  serviceUncollectedDaysInvalid: "Los días para recordar un reloj sin retirar deben ser de 1 a 365.",
  serviceUncollectedDaysLabel: "Días para recordar un reloj sin retirar",
  serviceUncollectedDaysHint:
    "Un reloj listo que espera más de estos días aparece en «Sin retirar» para enviarle un recordatorio al cliente.",

  /** Under a sale's number in Órdenes and Mis Compras when the sale is a repair's. */
  serviceOrderRowLabel: (number: string) => `Servicio ${number}`,

  // History lines.
  serviceReceived: (kind: string) => `Reloj recibido para ${kind.toLowerCase()}.`,
  serviceMoved: (from: string, to: string) => `${from} → ${to}`,
  serviceCancelled: (reason: string) => `Cancelada: ${reason}`,
  serviceEstimateSent: (n: number, total: string) => `Presupuesto ${n} enviado por ${total}.`,
  serviceEstimateApproved: (n: number, by: string) => `Presupuesto ${n} aprobado por ${by}.`,
  serviceEstimateRejected: (n: number, by: string) => `Presupuesto ${n} rechazado por ${by}.`,
  serviceVerbalBy: (who: string, staff: string) => `${who} (de palabra, registrado por ${staff})`,
  serviceApprovedAtIntake: (who: string) => `${who} (al recibir el reloj)`,
  serviceByLink: (who: string) => `${who} (por el enlace)`,
  serviceByClientArea: (who: string) => `${who} (desde Mis Compras)`,
  serviceTechnicianSet: (name: string) => `Asignada a ${name}.`,
  serviceTechnicianCleared: "Sin técnico asignado.",
  servicePhotoAdded: "Foto del reloj agregada.",
  serviceDelivered: "Reloj entregado al cliente.",
  serviceReminderSent: "Recordatorio de retiro enviado.",
  serviceIntakeLine: (kind: string) => `Servicio: ${kind} (estimado)`,
  serviceSaleNote: (number: string) => `Orden de servicio ${number}`,
  servicePartsNote: (number: string) => `Taller ${number}`,

  // The intake receipt.
  intakeTitle: "Comprobante de recepción",
  intakeOrderLabel: (number: string) => `Orden de servicio ${number}`,
  intakeDate: (day: string) => `Recibido: ${day}`,
  intakeState: (state: string) => `Estado: ${state}`,
  intakeHeader: ["Detalle", "", "", ""] as [string, string, string, string],
  intakeWatch: "Reloj",
  intakeKind: "Servicio",
  intakeProblem: "Problema reportado",
  intakeCondition: "Estado del reloj",
  intakeAccessories: "Accesorios",
  intakeWarranty: "Garantía de la tienda",
  intakeWarrantyYes: "Sí, cubierta",
  intakeEstimatedDate: "Entrega estimada",
  intakeEstimatedPrice: "Precio estimado",
  intakeToBeQuoted: "Por presupuestar",
  intakePaid: "Anticipo",
  intakeClaimTitle: "Código de retiro",
  intakeClaimNote: "Preséntelo para retirar su reloj.",
  intakeBalance: "Saldo estimado",
  intakeFooter: "Conserve este comprobante: el reloj se entrega a quien presente el código de retiro.",

  // The customer's messages.
  serviceEstimateEmailSubject: (store: string, number: string) =>
    `${store}: presupuesto de su orden ${number}`,
  serviceEstimateIntro: (name: string, watch: string, total: string) =>
    `Hola ${name}, este es el presupuesto para su reloj ${watch}: ${total}. Puede aprobarlo o rechazarlo en este enlace.`,
  serviceEstimateButton: "Ver presupuesto",
  serviceEstimateShare: (store: string, number: string, total: string, url: string) =>
    `${store}: el presupuesto de su orden de servicio ${number} es de ${total}. Apruébelo o recházelo aquí: ${url}`,
  serviceReadySubject: (store: string, number: string) => `${store}: su reloj está listo (${number})`,
  serviceReadyIntro: (name: string, watch: string, code: string) =>
    `Hola ${name}, su reloj ${watch} está listo para entregar. Preséntese con su código de retiro ${code}.`,
  serviceReadyOwed: (owed: string) => `Saldo a pagar al retirar: ${owed}.`,
  serviceReadyShare: (store: string, number: string, code: string) =>
    `${store}: su reloj de la orden ${number} está listo para entregar. Su código de retiro es ${code}.`,
  serviceReminderSubject: (store: string, number: string) =>
    `${store}: su reloj lo espera en la tienda (${number})`,
  serviceReminderIntro: (name: string, watch: string, days: number, code: string) =>
    `Hola ${name}, su reloj ${watch} está listo desde hace ${days} días. Le esperamos con su código de retiro ${code}.`,
  serviceReadyTitle: "Su reloj está listo",
  serviceReadyBody: (number: string, code: string) =>
    `La orden ${number} está lista para entregar. Código de retiro: ${code}.`,
  serviceEstimateTitle: "Presupuesto de su reloj",
  serviceEstimateBody: (number: string, total: string) =>
    `El presupuesto de la orden ${number} es de ${total}. Apruébelo o recházelo en Mis Compras.`,
  serviceAnsweredTitle: (number: string, answer: string) => `Orden ${number}: presupuesto ${answer}`,
  serviceAnsweredBody: (customer: string) => `${customer} respondió el presupuesto.`,
} as const;
