import { counterMessages } from "./messages-counter";
import { inventoryMessages } from "./messages-inventory";
import { peopleMessages } from "./messages-people";
import { productMessages } from "./messages-products";
import { salesMessages } from "./messages-sales";
import { securityMessages } from "./messages-security";
import { settingsMessages } from "./messages-settings";
import { storefrontMessages } from "./messages-storefront";
import { supportMessages } from "./messages-support";

/**
 * The catalogue of every user-facing Spanish text (docs/product/screens.md, validation.md, texts.md).
 * Texts are copied from the specification letter for letter; templates take their
 * values already formatted (money through formatMoney) so the catalogue never formats.
 */
export const msg = {
  // Toasts of docs/product/texts.md: session
  loginSuccess: "¡Bienvenido de nuevo!",
  loginFailure: "Email o contraseña incorrectos.",
  registerSuccess: "¡Registro exitoso. Bienvenido!",
  registerFailure: (code: string) => `Error al registrar: ${code}`,
  logout: "Has cerrado sesión.",
  logoutFailure: "Error al cerrar sesión.",
  notAuthenticated: "No estás autenticado.",
  passwordChanged: "Contraseña actualizada con éxito.",
  passwordChangeFailure: (message: string) => `Error: ${message}`,
  chooseCity: "Por favor, seleccione una ciudad.",
  passwordsMismatch: "Las nuevas contraseñas no coinciden.",
  passwordTooShort: "La nueva contraseña debe tener al menos 6 caracteres.",
  currentPasswordWrong: "La contraseña actual es incorrecta.",
  allFieldsRequired: "Por favor, complete todos los campos.",
  emailTaken: "Ya existe una cuenta con este email.",
  tooManyAttempts: "Demasiados intentos. Espere un momento e intente de nuevo.",

  // Cart (docs/product/validation.md, texts.md)
  outOfStock: "Este producto está agotado.",
  // Singular for one unit (docs/storefront.md); other numbers keep the product's text.
  cartAddBeyondStock: (n: number) =>
    n === 1
      ? "No puedes agregar más. Solo queda 1 en stock."
      : `No puedes agregar más. Solo quedan ${n} en stock.`,
  cartQuantityBeyondStock: (n: number) =>
    n === 1 ? "Solo queda 1 unidad en stock." : `Solo quedan ${n} unidades en stock.`,

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
  noCustomerPhone: "El cliente no tiene un número de teléfono registrado.",
  markDelivered: "Marcar como Entregado",
  cancelReasonLost: "Pedido Extraviado",
  cancelReasonLate: "No llegó a Tiempo",
  cancelReasonReturned: "Pedido Devuelto",
  cancelReasonDamaged: "Pedido con Desperfectos",

  // Pricing badges (docs/product/overview.md, constants.md)
  offerBadge: "¡Oferta!",
  wholesaleBadge: "¡P. Especial!",

  // Pages (docs/product/screens.md)
  unauthorizedTitle: "Acceso Denegado",
  unauthorizedText: "No tienes permiso para ver esta página.",
  back: "Volver",
  notFoundText: "Página no encontrada.",
  backHome: "Volver al Inicio",
  underConstruction: "Esta sección está en construcción.",

  // Server errors (ARCHITECTURE.md)
  unauthenticated: "Debe iniciar sesión para continuar.",
  forbidden: "No tienes permiso para realizar esta acción.",
  notFound: "El recurso solicitado no existe.",
  invalidInput: "Los datos enviados no son válidos.",
  internalError: "Ocurrió un error inesperado. Intente de nuevo.",
  serviceUnavailable: "El servicio no está disponible en este momento. Intente de nuevo en unos minutos.",
  staleWrite: "La orden fue modificada por otra persona. Revise los cambios e intente de nuevo.",
  jsonOnly: "Las solicitudes deben enviarse como JSON.",
  crossOrigin: "Solicitud rechazada: origen no permitido.",
  amountTooLarge: "El monto es demasiado grande.",
  dateInvalid: "La fecha no es válida.",
  noInputExpected: "Esta operación no recibe datos.",
  dateOutOfBounds: "La fecha debe estar entre el 1 ene 2000 y el 31 dic 2100.",
  textInvalid: "El texto contiene caracteres no permitidos.",

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

  // ——— Interface texts of the web app (labels, titles, navigation) ———
  // Session and header
  signInButton: "Acceder",
  loginTitle: "Iniciar Sesión",
  registerTitle: "Crear Cuenta",
  noAccountYet: "¿No tienes cuenta?",
  haveAccount: "¿Ya tienes cuenta?",
  logoutShort: "Salir",
  logoutLong: "Cerrar Sesión",
  myProfile: "Mi Perfil",
  dashboardButton: "Dashboard",
  cart: "Carrito",
  cartCount: (n: number) => `${n} ${n === 1 ? "artículo" : "artículos"} en el carrito`,
  themeToggle: "Cambiar tema",
  openMenu: "Abrir menú",
  closeMenu: "Cerrar menú",
  close: "Cerrar",
  cancel: "Cancelar",
  save: "Guardar",
  hello: "Hola",
  loading: "Cargando…",
  retry: "Reintentar",
  loadFailed: "No se pudo cargar la información.",
  mainNav: "Navegación principal",

  // Form labels
  fullNameLabel: "Nombre completo",
  emailLabel: "Email",
  passwordLabel: "Contraseña",
  phoneLabel: "Teléfono",
  cityLabel: "Ciudad",
  cityPlaceholder: "Seleccione una ciudad",
  currentPasswordLabel: "Contraseña actual",
  newPasswordLabel: "Nueva contraseña",
  confirmPasswordLabel: "Confirmar contraseña",
  changePassword: "Cambiar Contraseña",
  changePasswordHint: "Por seguridad, se cerrarán sus otras sesiones abiertas.",

  // Notifications
  notifications: "Notificaciones",
  seeAll: "Ver todas",
  markAllRead: "Marcar todas como leídas",
  noNotifications: "No tienes notificaciones.",
  unreadCount: (n: number | string) => `${n} sin leer`,

  // Client area
  store: "Tienda",
  myPurchases: "Mis Compras",
  supportCenter: "Centro de Soporte",
  myInformation: "Mi Información",
  clientArea: "Mi cuenta",

  // Storefront
  seeCatalog: "Ver catálogo",
  heroKicker: "Relojería en línea",
  trustShipping: "Envío a toda Honduras",
  trustPayment: "Pago con tarjeta o transferencia",
  trustSupport: "Atención personalizada",
  footerAbout: "Sobre nosotros",
  footerPrivacy: "Política de privacidad",
  footerTerms: "Términos y condiciones",
  footerShipping: "Envíos",
  footerRights: (year: number, store: string) => `© ${year} ${store}. Todos los derechos reservados.`,
  catalogTitle: "Catálogo",
  productTitle: "Detalle del producto",
  cartTitle: "Carrito de compras",
  checkoutTitle: "Finalizar compra",
  paymentSuccessTitle: "Resultado del pago",
  paymentCancelledTitle: "Pago cancelado",

  // Back office (docs/product/screens.md sidebar labels)
  boDashboard: "Dashboard",
  boMyDashboard: "Mi Dashboard",
  boMessages: "Mensajería",
  boReports: "Reportes",
  boInventory: "Inventario",
  boSales: "Registrar Venta",
  boOrders: "Órdenes",
  boMyOrders: "Mis Órdenes",
  boCardPayments: "Pagos con Tarjeta",
  boUnregistered: "Compras Web",
  boCustomers: "Registrar Cliente",
  boWebClients: "Clientes Web",
  boWholesalers: "Mayoristas",
  boTeam: "Equipo",
  boSupportTickets: "Tickets de Soporte",
  boSettings: "Configuración",
  backOfficeNav: "Menú del panel",

  // Errors of the app itself
  somethingWentWrong: "Algo salió mal al mostrar esta página.",
  reloadPage: "Recargar la página",

  // Back-office sales screens: their own file, one catalogue.
  ...salesMessages,

  // Storefront, cart, checkout and payment pages.
  ...storefrontMessages,

  // Abuse defences and Spanish refusals of better-auth and Fastify.
  ...securityMessages,

  // Inventario: table, stock operations, ledger, stock-take, low-stock alert.
  ...inventoryMessages,

  // Product editor, pictures and deletion.
  ...productMessages,

  // Registrar Cliente, Clientes Web, Mayoristas, Equipo, Mi Información.
  ...peopleMessages,

  // Configuración: store data, banks, shipping, codes, carriers, figures, pages.
  ...settingsMessages,

  // Centro de Soporte and Tickets de Soporte.
  ...supportMessages,

  // At the counter: reference, barcode, scanning.
  ...counterMessages,
} as const;
