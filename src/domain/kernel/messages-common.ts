/**
 * The texts every area shows: session, the pages and errors of the app itself, the header, form
 * labels, notifications and the navigation of the client area and back office (the route table and
 * the role guard, in the first load, name them). Spread into `msg` (messages.ts); the storefront
 * reads them through `shopMsg` (messages-shop.ts), shared web modules import them directly.
 */
export const commonMessages = {
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

  // Pages (docs/product/screens.md)
  unauthorizedTitle: "Acceso Denegado",
  unauthorizedText: "No tienes permiso para ver esta página.",
  back: "Volver",
  notFoundText: "Página no encontrada.",
  backHome: "Volver al Inicio",
  underConstruction: "Esta sección está en construcción.",

  // Server errors (ARCHITECTURE.md)
  unauthenticated: "Debe iniciar sesión para continuar.",
  forbidden: "No tiene permiso para realizar esta acción.",
  notFound: "El recurso solicitado no existe.",
  methodNotAllowed: "Esta dirección no acepta ese método.",
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

  // Session and header
  signInButton: "Acceder",
  loginTitle: "Iniciar Sesión",
  registerTitle: "Crear Cuenta",
  noAccountYet: "¿No tiene cuenta?",
  haveAccount: "¿Ya tiene cuenta?",
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
  noNotifications: "No tiene notificaciones.",
  unreadCount: (n: number | string) => `${n} sin leer`,

  // Client area
  store: "Tienda",
  myPurchases: "Mis Compras",
  supportCenter: "Centro de Soporte",
  myInformation: "Mi Información",
  clientArea: "Mi cuenta",

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

  // The lines of a money summary: cart, checkout, purchases and sales (ui/sale-totals-lines.tsx)
  sumSubtotal: "Subtotal",
  promoDiscountLabel: "Descuento de promoción",
  sumShipping: "Envío",
  extraCostsLabel: "Costos extra",
  sumTotal: "Total",
  paidLabel: "Pagado",
  balanceLabel: "Saldo",
  extraDiscountSection: "Descuento extra",
  refundedLabel: "Reembolsado",

  // How each line reaches the subtotal, on every screen and paper (sales/price-story.ts)
  /** The one wording of the one crossed-out price. */
  regularPriceLabel: "Precio regular",
  unitPriceEach: (price: string) => `${price} c/u`,
  quantityTimesPrice: (quantity: number, price: string) => `${quantity} × ${price}`,
  lineAmountLabel: "Importe",
  /** A paper's line under an item: the price charged per unit that the promotion leaves. */
  promoLineOnPaper: (unitPrice: string) => `Descuento de promoción (${unitPrice} c/u)`,
  /** A reference beside the price, never crossed out and never part of a line. */
  publicOriginalPriceLabel: (price: string) => `Precio público original: ${price}`,

  // The WhatsApp link of the storefront and the order dialog (whatsapp.ts)
  noCustomerPhone: "El cliente no tiene un número de teléfono registrado.",
} as const;
