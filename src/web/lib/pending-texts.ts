/**
 * Spanish texts the web app needs that are not yet in the catalogue (src/domain/messages.ts).
 * Kept in this ONE file so the lead can move them into `msg` and replace `pending.` by `msg.`.
 * Keys do not collide with existing `msg` keys.
 */
export const pending = {
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
  helloName: (name: string) => `Hola, ${name}`,
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
  unreadCount: (n: number) => `${n} sin leer`,

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

  // Back office (SPEC §2 sidebar labels)
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
} as const;
