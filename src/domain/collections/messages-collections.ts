/** Spanish texts of Reportes › Cobranza and its WhatsApp reminder (docs/decisions/0126). */
export const collectionsMsg = {
  tabCollections: "Cobranza",
  title: "Clientes con saldo vencido",
  termNote: (days: number) =>
    days === 1
      ? "Se considera vencido el saldo de una venta con más de 1 día."
      : `Se considera vencido el saldo de una venta con más de ${days} días.`,
  empty: "Ningún cliente tiene saldo vencido. ¡Todo al día!",
  customer: "Cliente",
  phone: "Teléfono",
  balance: "Saldo total",
  overdueBalance: "Saldo vencido",
  oldestSale: "Venta más antigua",
  daysOverdue: "Días de atraso",
  lastPayment: "Último pago",
  lastReminded: "Último recordatorio",
  remindedByColumn: "Recordado por",
  sales: "Ventas con saldo",
  never: "Nunca",
  noPhone: "Sin teléfono",
  remind: "Enviar recordatorio",
  reminding: "Preparando…",
  openWhatsapp: "Abrir WhatsApp",
  retry: "Reintentar",
  remindedBy: (date: string, name: string) => `${date} por ${name}`,
  exportCsv: "Descargar CSV",
  totals: (customers: number) => (customers === 1 ? "1 cliente" : `${customers} clientes`),
  noOverdueBalance: "Este cliente no tiene saldo vencido.",
  overdueDaysLabel: "Días para considerar vencido un saldo",
  overdueDaysHint: "Cobranza muestra a los clientes con saldo en ventas más antiguas que estos días.",
  overdueDaysRange: (min: number, max: number) => `Indique un número de días entre ${min} y ${max}.`,
  reminderNoName: "cliente",
  reminderGreeting: (name: string, store: string) =>
    `Estimado(a) ${name}, reciba un cordial saludo de ${store}.`,
  reminderBalance: (amount: string) =>
    `Le recordamos amablemente que su cuenta tiene un saldo pendiente de ${amount}.`,
  reminderSaleLine: (number: string, day: string, amount: string) =>
    `• Pedido ${number} del ${day}: ${amount}`,
  reminderPayHere: (link: string) => `  Puede pagarlo con tarjeta aquí: ${link}`,
  reminderClosing:
    "Si ya realizó su pago, por favor ignore este mensaje. Quedamos a sus órdenes para cualquier consulta. ¡Muchas gracias por su preferencia!",
} as const;
