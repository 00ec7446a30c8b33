/**
 * Texts of the back-office sales screens, merged into `msg` at the end of
 * messages.ts so there is still one catalogue. Kept in their own file so the two teams that
 * append texts in parallel do not edit the same lines.
 */
export const salesMessages = {
  // Server refusals the spec leaves unworded
  sellerNotAssignable: "El vendedor indicado no existe o no puede vender.",
  sellerSellsAsThemself: "Un vendedor solo puede registrar ventas a su nombre.",
  saleDateInFuture: "La fecha de la venta no puede estar en el futuro.",
  customerRequired: "Seleccione un cliente o ingrese los datos del nuevo cliente.",
  customerNameRequired: "Ingrese el nombre del cliente.",
  shippingCityRequired: "Seleccione la ciudad de envío.",
  shippingAddressRequired: "Ingrese la dirección de envío.",
  salePriceInvalid: "El precio debe ser un número mayor o igual a cero.",
  saleQuantityInvalid: "La cantidad debe ser un número entero mayor que cero.",
  webPurchaseNotFound: "La compra web no existe o ya fue convertida.",
  webPurchaseConverted: (number: string) => `Compra web convertida en la venta #${number}.`,
  purchaseRegisteredTitle: "Compra registrada",
  purchaseRegisteredBody: (number: string, total: string) =>
    `Registramos su compra #${number} por ${total}. Puede ver su detalle en Mis Compras.`,
  saleCreated: (number: string) => `Venta #${number} registrada con éxito.`,

  // Registrar Venta
  customerSection: "Cliente",
  searchCustomer: "Buscar cliente (nombre, teléfono o email)",
  newCustomer: "Nuevo cliente",
  existingCustomer: "Cliente existente",
  customerNameLabel: "Nombre del cliente",
  saleAddressLabel: "Dirección",
  saleNoteLabel: "Nota",
  productsSection: "Productos",
  searchProduct: "Buscar producto por nombre o marca",
  stockShort: (available: number, reserved: number) => `Stock: ${available} · Reservado: ${reserved}`,
  saleQuantityLabel: "Cantidad",
  unitPriceLabel: "Precio unitario",
  /** The regular price beside a line of Registrar Venta, in the wording every screen uses. */
  originalPriceLabel: (price: string) => `Precio regular: ${price}`,
  remove: "Quitar",
  add: "Agregar",
  noProducts: "Agregue al menos un producto.",
  deliverySection: "Entrega",
  pickup: "Retira en tienda",
  delivery: "Envío a domicilio",
  saleDiscountCodeLabel: "Código de descuento",
  extraDiscountLabel: "Descuento extra (L.)",
  reasonLabel: "Motivo",
  sellerLabel: "Vendedor",
  commissionLabel: "Comisión (%)",
  saleDateLabel: "Fecha de la venta",
  firstPaymentSection: "Primer pago (opcional)",
  amountLabel: "Monto (L.)",
  dateLabel: "Fecha",
  paymentTypeLabel: "Tipo de pago",
  paymentMethodLabel: "Método",
  registerSale: "Registrar Venta",
  saleDetailsSection: "Detalles de la venta",
  summary: "Resumen",
  sumCodeDiscount: "Descuento por código",
  pendingLabel: "Pendiente",

  // Órdenes
  searchOrders: "Buscar por N.º de orden, cliente o teléfono",
  allStatuses: "Todos los estados",
  allSellers: "Todos los vendedores",
  allCustomerTypes: "Todos los tipos de cliente",
  anyPayment: "Tarjeta o no",
  cardOnly: "Solo tarjeta",
  notCard: "Sin tarjeta",
  withBalance: "Con saldo pendiente",
  fromLabel: "Desde",
  toLabel: "Hasta",
  exportCsv: "Exportar CSV",
  orderLabel: "Orden",
  customerLabel: "Cliente",
  statusLabel: "Estado",
  noOrders: "No hay órdenes que coincidan con la búsqueda.",
  ordersPageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  previous: "Anterior",
  next: "Siguiente",
  ordersCount: (n: number) => `${n} ${n === 1 ? "orden" : "órdenes"}`,
  card: "Tarjeta",

  // Order dialog
  orderTitle: (number: string) => `Orden #${number}`,
  readOnlyNotice: "Solo lectura: únicamente un administrador puede modificar esta orden.",
  itemsSection: "Artículos",
  paymentsSection: "Pagos",
  registerPayment: "Registrar Pago",
  paymentHistory: "Historial de pagos",
  noPayments: "Sin pagos registrados.",
  paymentHistoryInvalidatedNotice:
    "El monto pagado fue ajustado manualmente; el historial de pagos no lo explica por completo.",
  edit: "Editar",
  delete: "Eliminar",
  extraCostsSection: "Costos extra",
  descriptionLabel: "Descripción",
  saveDiscount: "Guardar descuento",
  orderSection: "Estado y envío",
  refundLabel: "Monto a devolver (L.)",
  cancellationReasonLabel: "Motivo de cancelación",
  carrierLabel: "Transportista",
  trackingNumberLabel: "Número de guía",
  trackingUrlLabel: "URL de seguimiento",
  shippedAtLabel: "Fecha de envío",
  deliveredAtLabel: (date: string) => `Entregado el ${date}`,
  saveChanges: "Guardar cambios",
  changeHistory: "Historial de cambios",
  shareWhatsapp: "Compartir por WhatsApp",
  downloadReceipt: "Descargar recibo PDF",
  shareText: (number: string, total: string, balance: string) =>
    `Hola, le compartimos el detalle de su orden #${number}. Total: ${total}. Saldo pendiente: ${balance}. ¡Gracias por su compra!`,

  // Receipt PDF
  receiptTitle: "Recibo de venta",
  receiptDate: "Fecha",
  receiptItems: "Artículos",
  receiptQty: "Cant.",
  receiptPrice: "Precio",
  receiptAmount: "Importe",
  receiptPayments: "Pagos",
  receiptAmountPaid: "Monto pagado",
  receiptBankAccounts: "Cuentas bancarias para depósito",
  receiptThanks: "¡Gracias por su compra!",

  // Pagos con Tarjeta
  cardStatusNew: "Nuevo",
  cardStatusViewed: "Visto",
  cardStatusProcessed: "Procesado",
  cardStatusPending: "Esperando pago",
  markProcessed: "Marcar como procesado",
  viewSale: "Ver venta",
  today: "Hoy",
  last7Days: "Últimos 7 días",
  thisMonth: "Este mes",
  paymentsCount: (n: number) => `${n} ${n === 1 ? "pago" : "pagos"}`,
  allCardCharges: "Cobros con tarjeta (todos)",
  allCardChargesHint: "Compras con tarjeta en la tienda y enlaces de pago cobrados por la pasarela.",
  recentCardPayments: "Pagos con tarjeta recientes",
  cardNotifications: "Notificaciones de pago con tarjeta",
  noCardPayments: "Aún no hay pagos con tarjeta.",
  cardBellLabel: "Pagos con tarjeta",
  soundOn: "Sonido activado",
  soundOff: "Sonido desactivado",
  enableAlerts: "Activar notificaciones del navegador",
  newCardPaymentTitle: "Nuevo pago con tarjeta",
  newCardPaymentBody: (customer: string, amount: string) => `${customer} pagó ${amount}.`,
  seeAllCardPayments: "Ver todos los pagos",

  // Compras Web
  webPurchaseUnread: "Sin leer",
  markRead: "Marcar como leída",
  convertToSale: "Convertir en venta",
  noWebPurchases: "No hay compras web pendientes.",
  deleteWebPurchaseConfirm: "¿Eliminar esta compra web? Esta acción no se puede deshacer.",
  webPurchaseDeleted: "Compra web eliminada.",
  webPurchaseStatuses: ["Pendiente de Confirmación", "En revisión", "Pago no recibido"] as readonly string[],

  // Client purchases
  noPurchases: "Aún no tiene compras.",
  backToPurchases: "Volver a Mis Compras",

  // What a seller may do at sale time (docs/decisions/0046-seller-sale-terms.md)
  sellerNoExtraDiscount: "Solo un administrador puede aplicar un descuento extra.",
  sellerNoCommissionChange: (percentage: string) =>
    `Solo un administrador puede cambiar la comisión; la de la configuración es ${percentage} %.`,
  sellerPriceBelowFloor: (product: string, floor: string) =>
    `El precio de ${product} no puede ser menor que ${floor}.`,
  sellerFullPaymentMustCover: (total: string) =>
    `Un pago completo debe cubrir el total de ${total}; registre el monto recibido como abono.`,
  saleBalanceLabel: "Saldo después del primer pago",
  saleStatusAfterLabel: "Estado al guardar",
  // Anonymous orders (docs/decisions/0047-anonymous-orders-and-code-uses.md)
  anonymousOrderTooManyUnits: (max: number) =>
    `Un pedido sin cuenta admite hasta ${max} unidades. Inicie sesión o contáctenos para pedidos mayores.`,
  // Mis Compras: a bank transfer not yet confirmed
  webPurchasePendingLabel: "Transferencia por confirmar",

  // Watches sold by serial number (docs/decisions/0247): Registrar Venta, the order dialog, Mis Compras
  saleSerialLabel: "Número de serie",
  saleSerialsOfLine: (product: string) => `Números de serie de ${product}`,
  saleBySerialBadge: "Por número de serie",
  saleQuantityBySerials: "Una unidad por número de serie.",
  saleSerialRemove: (serial: string) => `Quitar el reloj ${serial}`,
  saleSerialTwice: (serial: string) => `El reloj ${serial} ya está en esta venta.`,
  saleSerialAdded: (product: string, serial: string) => `Agregado: ${product} · ${serial}`,
  saleChooseWatchTitle: (product: string) => `¿Qué reloj de ${product}?`,
  saleChooseWatchHint: "Elija uno de los relojes en stock, o escanee o escriba su número de serie.",
  saleWatchesInStock: "Relojes en stock",
  saleWatchReceived: (date: string) => `Recibido el ${date}`,
  saleNoWatchesInStock: "No queda ningún reloj de este producto en stock.",
  saleAllWatchesInSale: "Todos los relojes en stock de este producto ya están en la venta.",
  saleAddWatch: "Agregar reloj",
  saleWatchesSection: "Relojes",
  saleWatchesNone: "Aún no se ha asignado ningún reloj a esta venta.",
  saleWatchesOwed: (product: string, owed: number) =>
    owed === 1
      ? `Falta el número de serie de 1 reloj de ${product}.`
      : `Faltan los números de serie de ${owed} relojes de ${product}.`,
  saleSerialOf: (product: string) => `Número de serie de ${product}`,
  saleSerialAssign: "Asignar",
  saleSerialAssigned: (serial: string) => `Reloj ${serial} asignado a la venta.`,
  saleSerialAssignFailure: (message: string) => `Error al asignar el número de serie: ${message}`,
  saleSerialTakeBack: (serial: string) => `Quitar el reloj ${serial} de la venta`,
  saleSerialTakeBackConfirm: (serial: string, product: string) =>
    `¿Quitar el reloj ${serial} (${product}) de esta venta? El reloj volverá al inventario y la venta quedará a la espera de su número de serie.`,
  saleSerialRemoved: (serial: string) => `Reloj ${serial} quitado de la venta: volvió al inventario.`,
  saleSerialRemoveFailure: (message: string) => `Error al quitar el número de serie: ${message}`,
  saleWarrantyFromDelivery: "La garantía corre desde la entrega.",
  purchaseWatchesTitle: "Sus relojes",
  purchaseWatchesPending: (owed: number) =>
    owed === 1
      ? "Le asignaremos el número de serie de 1 reloj cuando preparemos su pedido."
      : `Le asignaremos el número de serie de ${owed} relojes cuando preparemos su pedido.`,
} as const;
