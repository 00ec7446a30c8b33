/**
 * The camera's barcode reader, loaded only when the scan dialog opens (a dynamic import of this
 * module), never with the storefront. The browser's own BarcodeDetector when it reads our formats
 * (Chrome on Android); otherwise the maintained WebAssembly reader (barcode-detector over
 * zxing-wasm), whose .wasm file Vite bundles as one of our assets: it is fetched from our own
 * origin, never from the CDN zxing-wasm points at by default (docs/decisions/0199).
 */
import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";

/** EAN-13, UPC-A, Code 128 and QR: what the store's labels and the makers' boxes carry. */
export const CAMERA_FORMATS = ["ean_13", "upc_a", "code_128", "qr_code"] as const;

export interface CameraReader {
  /** The codes seen in the video's current frame (empty when none). */
  read(source: HTMLVideoElement): Promise<string[]>;
}

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<readonly string[]>;
}

async function nativeDetector(): Promise<Detector | null> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!native) return null;
  try {
    const supported = await native.getSupportedFormats();
    if (!CAMERA_FORMATS.every((f) => supported.includes(f))) return null;
    return new native({ formats: [...CAMERA_FORMATS] });
  } catch {
    return null;
  }
}

async function wasmDetector(): Promise<Detector> {
  const { BarcodeDetector, prepareZXingModule } = await import("barcode-detector/ponyfill");
  // Compiles the module now (so a refusal shows when the dialog opens) from our own asset.
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: [...CAMERA_FORMATS] });
}

export async function createCameraReader(): Promise<CameraReader> {
  const detector = (await nativeDetector()) ?? (await wasmDetector());
  return {
    async read(source) {
      const found = await detector.detect(source);
      return found.map((b) => b.rawValue).filter((code) => code.length > 0);
    },
  };
}
