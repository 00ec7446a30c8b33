/**
 * Texts of the counter: a product's maker reference and barcode, the store's own EAN-13,
 * and what a scanner's read says. Kept in their own file of the catalogue.
 */
export const counterMessages = {
  productReference: "Referencia del fabricante",
  productReferenceHint: "Por ejemplo SRPD55K1; única entre los productos.",
  productBarcode: "Código de barras",
  productBarcodeHint: "EAN-13, UPC-A o Code 128. Vacío si el producto no trae uno.",
  productStoreBarcode: "Generar código de la tienda",
  productStoreBarcodeDone: (code: string) => `Código de la tienda asignado: ${code}`,
  barcodeCheckDigitInvalid: "El dígito de control del código de barras no es válido.",
  barcodeCharactersInvalid:
    "El código de barras solo admite letras, números y signos del teclado (sin acentos).",
  barcodeTooLong: "El código de barras es demasiado largo (máximo 48 caracteres).",
  referenceTooLong: "La referencia es demasiado larga (máximo 40 caracteres).",
  referenceTaken: "Otro producto ya tiene esa referencia.",
  barcodeTaken: "Otro producto ya tiene ese código de barras.",
  storeBarcodeAlreadySet: "El producto ya tiene un código de barras.",
  scanCodeNotFound: (code: string) => `Código no encontrado: ${code}`,
  scanAdded: (name: string) => `Escaneado: ${name}`,
  scanCounted: (name: string, counted: number) => `${name}: ${counted} contados`,
  scanNotInStockTake: (name: string) => `${name} no está en este conteo.`,
} as const;
