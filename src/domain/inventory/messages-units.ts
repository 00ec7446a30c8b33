import type { UnitEvent } from "./units";
/**
 * Texts of the watches kept by their serial number: receiving, selling and looking a unit up,
 * and its warranty. Spanish, copied into the one catalogue (messages.ts).
 */
export const unitsMessages = {
  unitNotSerialized: "Este producto no se lleva por número de serie.",
  unitAlreadySerialized: "Este producto ya se lleva por número de serie.",
  unitSerializeReserved: (reserved: number) =>
    `Hay ${reserved === 1 ? "1 unidad apartada" : `${reserved} unidades apartadas`} en ventas abiertas o pedidos: complételas o cancélelas antes de llevar el producto por número de serie.`,
  unitSerializedNote: "Registrado por número de serie",
  unitSerialized: (product: string) => `${product} ahora se lleva por número de serie.`,
  unitAdjustEmpty: "Indique los relojes que entran o los que se dan de baja.",
  unitSerialRequired: "Escriba o escanee el número de serie.",
  unitSerialInvalid: (serial: string) =>
    `El número de serie "${serial}" no es válido: use de 3 a 40 letras, números, guiones, puntos o barras.`,
  unitSerialRepeated: (serial: string) => `El número de serie ${serial} está repetido en la lista.`,
  unitSerialExists: (serial: string) => `El número de serie ${serial} ya existe en la tienda.`,
  unitSerialCount: (expected: number, given: number) =>
    `Se necesita un número de serie por unidad: ${expected} ${expected === 1 ? "unidad" : "unidades"}, ${given} ${given === 1 ? "número" : "números"}.`,
  returnSerialNotOnSale: (serial: string) => `El reloj ${serial} no es de esta venta o ya fue devuelto.`,
  returnStockNotHeld: "Una venta cancelada ya devolvió sus unidades al stock.",
  returnStockMissing: (name: string) => `No quedan unidades de ${name} en esta venta para devolver.`,
  unitNotFound: (serial: string) => `No hay ningún reloj con el número de serie ${serial}.`,
  unitNotInStock: (serial: string) => `El reloj ${serial} no está disponible en el inventario.`,
  unitOtherProduct: (serial: string, product: string) => `El número de serie ${serial} no es de ${product}.`,
  unitTooMany: (product: string) => `Ya se asignaron todos los números de serie de ${product}.`,
  unitSerialsMissing: (product: string, missing: number) =>
    `Falta asignar ${missing === 1 ? "el número de serie" : `${missing} números de serie`} de ${product}.`,
  unitSerialsNeeded: (product: string) =>
    `${product} se vende por número de serie: escanee o escriba el de cada reloj.`,
  unitNotOfSale: (serial: string) => `El reloj ${serial} no es de ninguno de los productos de esta venta.`,
  unitSaleCancelled: "La venta está cancelada: sus relojes ya volvieron al inventario.",
  unitNotInSale: (serial: string) => `El reloj ${serial} no está asignado a esta venta.`,
  unitPredatesSerials: (product: string) =>
    `Esta venta tiene unidades de ${product} de antes de llevarlo por número de serie: no pueden volver al inventario sin su número de serie.`,
  unitUnassignedNote: "Número de serie quitado de la venta",
  unitWriteOffUnknown: (serial: string) => `El reloj ${serial} no está en el inventario de este producto.`,
  unitSerializeHeld: (held: number) =>
    `Para llevar este producto por número de serie, escriba o escanee el de cada una de sus ${held} unidades.`,
  unitWarrantyMonthsInvalid: "Los meses de garantía deben ser un número entero de 0 a 120.",
  unitWarrantyNone: "Sin garantía",
  unitWarrantyExpired: "Garantía vencida",
  unitWarrantyLeft: (days: number) =>
    days === 1 ? "Queda 1 día de garantía" : `Quedan ${days} días de garantía`,
  warrantyMonthsLabel: "Garantía de los relojes (meses)",
  warrantyMonthsHint: "La que se aplica cuando el producto no indica la suya; corre desde la entrega.",
  /** A watch's line under its product on a receipt or a factura. */
  unitPaperLine: (serial: string, warrantyEnd: string | null) =>
    warrantyEnd ? `Serie ${serial} · Garantía hasta ${warrantyEnd}` : `Serie ${serial}`,
  unitWarrantyUntil: (date: string) => `Garantía hasta ${date}`,

  // The serial list input: each scan or typed serial + Enter adds one.
  serialInputPlaceholder: "Escanee o escriba",
  serialInputAdd: "Agregar",
  serialInputRemove: (serial: string) => `Quitar ${serial}`,
  serialInputEmpty: "Aún no hay ninguno: escanee o escriba cada número de serie y pulse Enter.",
  serialInputCount: (n: number) => (n === 1 ? "1 reloj" : `${n} relojes`),
  serialInputCountOf: (n: number, expected: number) => `${n} de ${expected} relojes`,
  serialInputPick: "En stock (toque uno para agregarlo):",
  serialInputPickOne: (serial: string) => `Agregar ${serial}`,

  // Product editor.
  unitSerializedLabel: "Con número de serie",
  unitSerializedHint: "Cada reloj se recibe y se vende por su número de serie.",
  unitInitialSerials: "Números de serie del stock inicial",
  unitInitialCount: (n: number) => `Stock inicial: ${n} (uno por número de serie)`,
  unitSerializedKept: "Se lleva por número de serie: cada reloj se recibe y se vende por el suyo.",
  unitSerializeFromInventory:
    "Para llevarlo por número de serie, use «Llevar por número de serie» en el inventario.",
  productWarrantyMonths: "Garantía (meses)",
  productWarrantyHint: "Vacío: se usa la de la configuración (Ventas e inventario).",

  // Inventario: stock of a serialized product, becoming serialized, its watches.
  unitAddSerials: "Números de serie que entran",
  unitAddAmount: (n: number) => `Cantidad a agregar: ${n}`,
  unitSerialsEmpty: "Escanee o escriba al menos un número de serie.",
  unitAdjustIn: "Relojes que entran",
  unitAdjustOut: "Relojes dados de baja",
  unitWriteOffConfirm: (serials: readonly string[]) =>
    serials.length === 1
      ? `Se dará de baja el reloj ${serials[0]}: saldrá del inventario y quedará en su historial.`
      : `Se darán de baja ${serials.length} relojes ${serials.join(", ")}: saldrán del inventario y quedarán en su historial.`,
  unitSerializeAction: "Llevar por número de serie",
  unitSerializeSerials: "Números de serie",
  unitSerializeNoStock:
    "No tiene unidades disponibles: desde ahora cada reloj que entre se registrará por su número de serie.",
  unitSerializeForever:
    "Una vez registrados sus relojes, el producto ya no podrá dejar de llevarse por número de serie.",
  unitsAction: "Relojes",
  unitsOf: (name: string) => `Relojes de ${name}`,
  unitsEmpty: "Este producto aún no tiene relojes registrados.",
  unitsEmptyStatus: "No hay relojes con ese estado.",
  unitsAllStatuses: "Todos los estados",
  unitColSerial: "Número de serie",
  unitColStatus: "Estado",
  unitColOrder: "Orden",
  unitColReceived: "Recibido",
  unitStatusLabels: {
    "en stock": "En stock",
    reservada: "Reservada",
    vendida: "Vendida",
    "dada de baja": "Dada de baja",
  } as Record<string, string>,
  unitEventLabels: {
    recibida: "Recibida",
    reservada: "Reservada",
    vendida: "Vendida",
    "devuelta a stock": "Devuelta a stock",
    "dada de baja": "Dada de baja",
    "en servicio": "En servicio",
    "servicio entregado": "Servicio entregado",
  } satisfies Record<UnitEvent, string> as Record<string, string>,

  // Inventario › Buscar por serie.
  inventoryTabSerials: "Buscar por serie",
  serialLookupLabel: "Número de serie",
  serialLookupButton: "Buscar",
  serialLookupIntro:
    "Escanee o escriba el número de serie de un reloj para ver dónde está, su venta, su garantía y su historial.",
  serialLookupSearching: (serial: string) => `Buscando ${serial}…`,
  serialLookupFailed: "No se pudo buscar el reloj.",
  unitReference: "Referencia",
  unitReceivedOn: (date: string) => `Recibido el ${date}`,
  unitSaleTitle: "Venta",
  unitNotSold: "Aún no vendido",
  unitSaleOrder: "Orden",
  unitSaleStatus: "Estado de la orden",
  unitSaleBuyer: "Comprador",
  unitSaleDate: "Fecha de venta",
  unitSaleDelivered: "Entrega",
  unitSaleNotDelivered: "Sin entregar",
  unitSaleInvoice: "Factura",
  unitSaleNoInvoice: "Sin factura",
  unitWarrantyTitle: "Garantía",
  unitWarrantyMonthsCount: (n: number) => (n === 1 ? "1 mes" : `${n} meses`),
  unitWarrantyStart: "Desde",
  unitWarrantyEnd: "Hasta",
  unitHistoryTitle: "Historial",
  unitHistoryEmpty: "Sin movimientos registrados.",
  unitColEvent: "Evento",
  unitColWhen: "Fecha y hora",
  unitColWho: "Quién",
  unitColNotes: "Notas",
} as const;
