/**
 * Texts the admin order dialog gained after the store's review (docs/decisions/0252): deleting a sale and
 * its audit list. Kept in their own file of the catalogue; import `orderMessages`.
 */
export const orderMessages = {
  deleteSale: "Eliminar venta",
  deleteSaleTitle: (orderNumber: string) => `Eliminar la venta #${orderNumber}`,
  deleteSaleExplanation:
    "La venta, sus pagos, costos extra y su historial se eliminarán. Las unidades que la venta aún reserva o vendió vuelven al inventario (con su movimiento). Queda un registro de auditoría con quién, cuándo y por qué.",
  deleteSaleReasonLabel: "Motivo de la eliminación",
  deleteSaleReasonRequired: "Por favor, indica el motivo de la eliminación.",
  deleteSaleReasonTooLong: "El motivo no puede tener más de 500 caracteres.",
  // A seller's request to cancel their own mistaken sale
  requestCancellation: "Solicitar anulación",
  requestCancellationIntro:
    "Un administrador revisará la solicitud y cancelará la venta si corresponde. La venta no cambia hasta entonces.",
  requestCancellationReasonLabel: "Motivo de la solicitud",
  requestCancellationReasonRequired: "Por favor, indica por qué se debe anular la venta.",
  cancellationAlreadyCancelled: "Esta venta ya está cancelada.",
  cancellationRequested: (orderNumber: string) =>
    `Solicitud de anulación de la venta #${orderNumber} enviada a los administradores.`,
  cancellationRequestTitle: "Solicitud de anulación",
  tooManyCancellationRequests:
    "Ya enviaste varias solicitudes de anulación hoy. Habla con un administrador o inténtalo mañana.",
  cancellationRequestBody: (seller: string, orderNumber: string, reason: string) =>
    `${seller} solicita anular la venta #${orderNumber}: ${reason}`,
  saleDeleted: (orderNumber: string) => `Venta #${orderNumber} eliminada con éxito.`,
  saleDeleteFailure: (message: string) => `Error al eliminar venta: ${message}`,
  deletedSalesTitle: "Ventas eliminadas",
  deletedSalesEmpty: "No hay ventas eliminadas.",
  deletedSalesBack: "Volver a Órdenes",
  deletedByLabel: "Eliminada por",
  deletedAtLabel: "Fecha de eliminación",
  deletionReasonLabel: "Motivo",
  /** 'Error: El pago…' inside 'Error al registrar pago: {message}' reads the word twice. */
  failureDetail: (message: string) => message.replace(/^Error:\s*/, ""),
} as const;
