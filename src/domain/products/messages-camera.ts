/**
 * Texts of scanning with the phone's camera (docs/decisions/0199). Their own catalogue, not
 * spread into `msg`: only the back office's scan dialog reads them, so the storefront's first
 * load does not carry them.
 */
export const cameraMsg = {
  cameraScan: "Escanear",
  cameraScanTitle: "Escanear con la cámara",
  cameraScanHint: "Apunte la cámara al código de barras o al código QR.",
  cameraScanHintContinuous:
    "Apunte la cámara a cada código: cada lectura cuenta una unidad. Para contar otra unidad del mismo producto, retírelo de la vista y vuelva a mostrarlo.",
  cameraStarting: "Encendiendo la cámara…",
  cameraVideoLabel: "Vista de la cámara",
  cameraDenied:
    "No se dio permiso para usar la cámara. Permítalo en la configuración del navegador y vuelva a intentarlo.",
  cameraMissing: "No se encontró ninguna cámara en este dispositivo.",
  cameraBusy: "La cámara está siendo usada por otra aplicación. Ciérrela y vuelva a intentarlo.",
  cameraUnsupported: "Este navegador no puede usar la cámara aquí (se necesita una conexión segura, https).",
  cameraReaderFailed: "No se pudo cargar el lector de códigos. Recargue la página y vuelva a intentarlo.",
  cameraRetry: "Reintentar",
  cameraLastRead: (code: string) => `Leído: ${code}`,
} as const;
