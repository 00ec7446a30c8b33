import { ScanBarcode } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { msg } from "../../domain/kernel/messages";
import { cameraReadStep, emptyCameraRead } from "../../domain/products/camera-reads";
import { cameraMsg } from "../../domain/products/messages-camera";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";

type Status =
  | { kind: "starting" }
  | { kind: "scanning" }
  | { kind: "error"; text: string; action: "retry" | "reload" | null };

/** What the browser's refusal of the camera means for the person holding the phone. */
function cameraError(error: unknown): Status {
  const name = error instanceof DOMException || error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") {
    return { kind: "error", text: cameraMsg.cameraDenied, action: "retry" };
  }
  if (name === "NotReadableError" || name === "AbortError") {
    return { kind: "error", text: cameraMsg.cameraBusy, action: "retry" };
  }
  return { kind: "error", text: cameraMsg.cameraMissing, action: "retry" };
}

const stopTracks = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/** Time between two looks at the video: quick enough to feel instant, light on a phone. */
const FRAME_GAP_MS = 150;

/**
 * The camera dialog (docs/decisions/0199): a preview, and each code read is handed to `onCode`,
 * the same handler the keyboard scanner calls on that screen. One-shot closes after the first
 * read; continuous keeps reading (a code counts again once it was out of view). The camera is
 * turned off (every track stopped) whenever the dialog closes, however it closes.
 */
function CameraScanDialog({
  onCode,
  onClose,
  continuous,
}: {
  onCode: (code: string) => void;
  onClose: () => void;
  continuous: boolean;
}) {
  // A state, not a ref: the dialog's content mounts a moment after the dialog (portal).
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  const handlers = useRef({ onCode, onClose });
  handlers.current = { onCode, onClose };
  const [status, setStatus] = useState<Status>({ kind: "starting" });
  const [last, setLast] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the camera on Reintentar.
  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (!element) return;
    const start = async () => {
      setStatus({ kind: "starting" });
      if (!navigator.mediaDevices?.getUserMedia) {
        setStatus({ kind: "error", text: cameraMsg.cameraUnsupported, action: null });
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: "environment" } },
          audio: false,
        });
      } catch (error) {
        if (!stopped) setStatus(cameraError(error));
        return;
      }
      if (stopped) {
        stopTracks(stream);
        return;
      }
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      let reader: Awaited<ReturnType<typeof import("./camera-reader").createCameraReader>>;
      try {
        const { createCameraReader } = await import("./camera-reader");
        reader = await createCameraReader();
      } catch {
        stopTracks(stream);
        if (!stopped) setStatus({ kind: "error", text: cameraMsg.cameraReaderFailed, action: "reload" });
        return;
      }
      if (stopped) return;
      setStatus({ kind: "scanning" });
      let state = emptyCameraRead;
      const look = async () => {
        let codes: string[] = [];
        if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
          codes = await reader.read(element).catch(() => []);
        }
        if (stopped) return;
        const step = cameraReadStep(state, codes[0] ?? null, performance.now());
        state = step.state;
        if (step.code !== null) {
          setLast(step.code);
          handlers.current.onCode(step.code);
          if (!continuous) {
            handlers.current.onClose();
            return;
          }
        }
        timer = setTimeout(look, FRAME_GAP_MS);
      };
      void look();
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stopTracks(stream);
      element.srcObject = null;
    };
  }, [element, attempt, continuous]);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={cameraMsg.cameraScanTitle}
      description={continuous ? cameraMsg.cameraScanHintContinuous : cameraMsg.cameraScanHint}
    >
      <div className="grid gap-3">
        <div className="relative overflow-hidden rounded-xl bg-black">
          <video
            ref={setElement}
            className="aspect-[4/3] w-full object-cover"
            aria-label={cameraMsg.cameraVideoLabel}
            data-testid="camera-preview"
            autoPlay
            muted
            playsInline
          />
          {status.kind === "scanning" ? (
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-x-[12%] top-1/2 h-1/3 -translate-y-1/2 rounded-lg border-2 border-gold/90 shadow-[0_0_0_9999px_rgba(0,0,0,0.25)]"
            />
          ) : null}
        </div>
        <div aria-live="polite" className="min-h-6 text-sm">
          {status.kind === "starting" ? <p className="text-muted">{cameraMsg.cameraStarting}</p> : null}
          {status.kind === "scanning" && last ? (
            <p className="font-medium text-fg" data-testid="camera-last-read">
              {cameraMsg.cameraLastRead(last)}
            </p>
          ) : null}
        </div>
        {status.kind === "error" ? (
          <p
            role="alert"
            className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            {status.text}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          {status.kind === "error" && status.action === "retry" ? (
            <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {cameraMsg.cameraRetry}
            </Button>
          ) : null}
          {status.kind === "error" && status.action === "reload" ? (
            <Button variant="secondary" onClick={() => window.location.reload()}>
              {msg.reloadPage}
            </Button>
          ) : null}
          <Button variant="primary" onClick={onClose}>
            {msg.close}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/**
 * "Escanear": opens the camera dialog. `onCode` is the screen's one scan handler, shared with
 * the keyboard scanner; `continuous` keeps the dialog reading (Conteo físico).
 */
export function CameraScanButton({
  onCode,
  continuous = false,
  className,
}: {
  onCode: (code: string) => void;
  continuous?: boolean;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className={className} onClick={() => setOpen(true)}>
        <ScanBarcode className="h-4 w-4" aria-hidden="true" />
        {cameraMsg.cameraScan}
      </Button>
      {open ? (
        <CameraScanDialog onCode={onCode} onClose={() => setOpen(false)} continuous={continuous} />
      ) : null}
    </>
  );
}
