/**
 * Texts of the people screens: Registrar Cliente, Clientes Web, Mayoristas, Equipo and
 * Mi Información. Spread into `msg`.
 */
export const peopleMessages = {
  // Customers (manual records) and the merged list
  customersSearch: "Buscar por nombre, teléfono o email",
  customersEmpty: "No hay clientes que coincidan.",
  addCustomer: "Agregar cliente",
  editCustomer: "Editar cliente",
  customerRtnLabel: "RTN (opcional)",
  customerNotesLabel: "Notas",
  invalidEmailText: "Ingrese un email válido.",
  customerCreated: (name: string) => `Cliente ${name} registrado con éxito.`,
  customerUpdated: "Cliente actualizado con éxito.",
  customerDeleted: "Cliente eliminado con éxito.",
  customerNotFound: "El cliente no existe o fue eliminado.",
  customerHasSales: (n: number) =>
    n === 1
      ? "No se puede eliminar: el cliente tiene 1 venta registrada."
      : `No se puede eliminar: el cliente tiene ${n} ventas registradas.`,
  deleteCustomerConfirm: (name: string) =>
    `¿Eliminar al cliente ${name}? Esta acción no se puede deshacer. Solo se permite si no tiene ventas.`,
  customerKindAccount: "Cuenta",
  customerKindRecord: "Cliente manual",
  roleLabels: {
    client: "Cliente",
    wholesaler: "Mayorista",
    seller: "Vendedor",
    admin: "Administrador",
    superadmin: "Superadmin",
    customer: "Cliente manual",
  } as Record<string, string>,
  userIdLabel: "ID",
  roleColumn: "Rol",
  viewCustomer: "Ver cliente",
  backToList: "Volver a la lista",
  customerOrders: "Órdenes del cliente",
  customerNoOrders: "Este cliente aún no tiene órdenes.",
  totalBoughtLabel: "Total comprado",
  totalPaidLabel: "Total pagado",
  balanceOwedLabel: "Saldo pendiente",
  lastPaymentLabel: "Último pago",
  noPaymentsYet: "Sin pagos",
  registerSaleFor: "Registrar venta",
  sellerOwnSalesOnly: "Solo se muestran sus propias ventas a este cliente.",
  pageCount: (count: number) => (count === 1 ? "1 registro" : `${count} registros`),

  // Accounts (Clientes Web, Mayoristas, Equipo)
  webClientsSearch: "Buscar cliente web por nombre, teléfono o email",
  webClientsEmpty: "No hay clientes web que coincidan.",
  wholesalersEmpty: "No hay mayoristas que coincidan.",
  teamEmpty: "No hay miembros del equipo que coincidan.",
  accountDisabledBadge: "Deshabilitada",
  editAccount: "Editar cuenta",
  accountUpdated: "Cuenta actualizada con éxito.",
  disableAccount: "Deshabilitar",
  enableAccount: "Habilitar",
  deleteAccount: "Eliminar cuenta",
  disableAccountConfirm: (name: string) =>
    `¿Deshabilitar la cuenta de ${name}? Se cerrarán todas sus sesiones abiertas y no podrá iniciar sesión hasta que se habilite de nuevo. Sus ventas se conservan.`,
  deleteAccountConfirm: (name: string) =>
    `¿Eliminar la cuenta de ${name}? No podrá volver a iniciar sesión y se borrarán sus notificaciones. Sus ventas se conservan con su nombre. Esta acción no se puede deshacer.`,
  accountDisabled: "Cuenta deshabilitada. Sus sesiones se cerraron.",
  accountEnabled: "Cuenta habilitada.",
  accountDeleted: "Cuenta eliminada. Sus ventas se conservan.",
  accountIsDisabled: "Esta cuenta está deshabilitada. Contacte a la tienda.",
  higherRoleRefused: "Solo un superadmin puede modificar la cuenta de un administrador o superadmin.",
  ownAccountRefused: "No puede deshabilitar, eliminar ni cambiar el rol de su propia cuenta aquí.",
  notAClientAccount: "Solo las cuentas de clientes y mayoristas se administran aquí.",
  makeWholesaler: "Convertir en mayorista",
  makeClient: "Volver a cliente",
  madeWholesaler: (name: string) => `${name} ahora es mayorista.`,
  madeClient: (name: string) => `${name} ahora es cliente.`,
  wholesalerNotificationTitle: "Su cuenta ahora es mayorista",
  wholesalerNotificationBody: "Ya puede ver los precios especiales (¡P. Especial!) en la tienda.",
  clientNotificationTitle: "Su cuenta cambió a cliente",
  clientNotificationBody: "Su cuenta ya no tiene precios de mayorista.",
  makeWholesalerConfirm: (name: string) =>
    `¿Convertir a ${name} en mayorista? Verá los precios especiales desde su próxima carga de página y recibirá una notificación.`,
  makeClientConfirm: (name: string) =>
    `¿Volver a ${name} a cliente? Dejará de ver los precios especiales y recibirá una notificación.`,
  createWholesaler: "Crear mayorista",
  lastSignInLabel: "Último acceso",
  neverSignedIn: "Nunca",
  /** An account imported without its password: staff send a reset. */
  needsPasswordResetBadge: "Sin contraseña: enviar restablecimiento",
  createTeamMemberTitle: "Nuevo miembro del equipo",
  resetPasswordTitle: "Restablecer contraseña",
  resetPasswordFor: (name: string) => `Restablecer la contraseña de ${name}. Se cerrarán todas sus sesiones.`,
  grantSuperAdminTitle: "Otorgar rol de superadmin",
  grantSuperAdminHint: "Solo un superadmin puede otorgar este rol. La persona debe tener una cuenta.",
  roleSelectLabel: "Rol",
  userRoleChangedTitle: "Su rol cambió",

  // Mi Información
  editProfile: "Editar mis datos",
  profileSaved: "Datos actualizados con éxito.",
  changeEmail: "Cambiar email",
  newEmailLabel: "Nuevo email",
  changeEmailHint: "Por seguridad, confirme su contraseña actual para cambiar el email.",
  emailChanged: "Email actualizado con éxito.",
  emailUnchanged: "El nuevo email es igual al actual.",
  cityNotOffered: "Seleccione una ciudad de la lista de envíos.",
} as const;
