/**
 * Texts of the back office's orders, payments and team, and the refusals the server words for
 * every area (sales, stock, customers). Spread into `msg` (messages.ts); never in the storefront's
 * first load.
 */
export const backOfficeMessages = {
  // Stock (docs/product/validation.md)
  stockIncreaseMustBePositive: "La cantidad a agregar debe ser un número positivo.",

  // Payments (docs/product/validation.md, texts.md)
  paymentAmountPositive: "El monto del pago debe ser mayor que cero.",
  paymentDateRequired: "Por favor, selecciona una fecha.",
  paymentExceedsTotal: (amount: string) =>
    `Error: El pago total no puede exceder el total de la orden de ${amount}.`,
  paymentEditAmountInvalid: "El monto debe ser un número válido y mayor que cero.",
  paymentEditExceedsLimit: (amount: string) =>
    `El monto no puede exceder el límite a pagar. Máximo: ${amount}`,
  paymentRegistered: "Pago registrado con éxito.",
  paymentUpdated: "Pago actualizado con éxito.",
  paymentDeleted: "Pago eliminado con éxito.",
  changesSaved: "Cambios guardados con éxito.",
  extraDiscountUpdated: "Descuento extra actualizado con éxito.",
  paymentUpdateFailure: (message: string) => `Error al actualizar pago: ${message}`,
  paymentRegisterFailure: (message: string) => `Error al registrar pago: ${message}`,
  saveFailure: (message: string) => `Error al guardar: ${message}`,
  paymentDeleteFailure: (message: string) => `Error al eliminar pago: ${message}`,
  paymentSaveFailure: (message: string) => `Error al guardar pago: ${message}`,
  discountUpdateFailure: (message: string) => `Error al actualizar descuento: ${message}`,
  paymentTypePartial: "Abono al Crédito",
  paymentTypeFull: "Pago Completo",
  paymentMethodInvalid: "El método de pago debe ser Efectivo, Transferencia o Tarjeta.",
  fullPaymentAdjustmentReason: "Ajuste por pago completo",
  deletePaymentConfirm:
    "¿Estás seguro de que quieres eliminar este registro de pago? Esto ajustará el monto pagado y el saldo de la venta.",

  // Order dialog (docs/product/states.md, validation.md, texts.md)
  orderNotFound: "Error: La orden no fue encontrada. Puede que haya sido eliminada o la conversión falló.",
  orderSubscriptionFailure: "Error de red o permisos al cargar la orden.",
  completadoRefused: (amount: string) =>
    `No se puede marcar como "Completado". El saldo pendiente es de ${amount}. Registre el pago restante o ajuste con un descuento extra.`,
  refundTooLarge: (refund: string, paid: string) =>
    `El monto a devolver (${refund}) no puede ser mayor que el monto pagado (${paid}).`,
  extraDiscountUnchanged: "No hay cambios que guardar en el descuento.",
  markDelivered: "Marcar como Entregado",
  cancelReasonLost: "Pedido Extraviado",
  cancelReasonLate: "No llegó a Tiempo",
  cancelReasonReturned: "Pedido Devuelto",
  cancelReasonDamaged: "Pedido con Desperfectos",

  // Team (docs/product/operations.md server functions, docs/decisions/0001)
  teamMemberCreated: (name: string) => `Miembro del equipo ${name} creado con éxito.`,
  onlySuperadminCreatesAdmins: "Solo un superadmin puede crear administradores o superadmins.",
  passwordReset: "Contraseña restablecida con éxito.",
  superAdminGranted: (email: string) => `Se otorgó el rol de superadmin a ${email}.`,
  userNotFound: "No existe un usuario con esos datos.",

  // Domain refusals the spec leaves unworded (texts in the spec's style)
  saleNeedsItems: "La venta debe tener al menos un producto.",
  productUnavailable: (name: string) => `El producto "${name}" ya no existe.`,
  insufficientStock: (name: string, n: number) => `Stock insuficiente para "${name}". Disponibles: ${n}.`,
  paymentNotFound: "El pago indicado no existe.",
  paymentOnCancelledSale: "No se pueden modificar los pagos de una venta cancelada.",
  amountPaidInvalid: "El monto pagado debe ser un número mayor o igual a cero.",
  extraCostIncomplete: "Ingrese la descripción y el monto del costo extra.",
  extraCostNotFound: "El costo extra indicado no existe.",
  extraDiscountInvalid: "El descuento debe ser un número mayor o igual a cero.",
  refundInvalid: "El monto a devolver debe ser un número mayor o igual a cero.",
  stockAdjustmentInvalid: "El stock debe ser un número entero mayor o igual a cero.",
  registerPasswordTooShort: "La contraseña debe tener al menos 6 caracteres.",
  trackingUrlInvalid: "Ingrese una URL de seguimiento válida.",
  customerTypeWebRegistered: "Cliente Web",
  customerTypeWholesaler: "Mayorista",
  customerTypeManual: "Cliente Manual",
  customerTypeWebUnregistered: "Compra Web sin Registro",
  extraDiscountTooLarge: (max: string) =>
    `El descuento no puede exceder el saldo de la orden. Máximo: ${max}`,
} as const;
