import { useEffect, useRef } from "react";
import { emptyScan, type ScanState, scanStep } from "../../domain/products/scan-timing";

/**
 * Takes the characters a scan typed back out of the field they landed in, through the native
 * value setter plus an `input` event so a React-controlled field's state follows.
 */
function takeBack(target: EventTarget | null, code: string): void {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
  const value = target.value;
  const end = target.selectionStart ?? value.length;
  const at = value.lastIndexOf(code, end);
  if (at < 0) return;
  const proto =
    target instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(
    target,
    value.slice(0, at) + value.slice(at + code.length),
  );
  target.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * Calls `onScan` with the code a USB/Bluetooth scanner typed (docs/decisions/0239), whatever has
 * focus: the keys are watched on the document before any field sees them; a scan's Enter is
 * stopped so no form submits, and its characters are taken back out of the focused field.
 */
export function useBarcodeScanner(onScan: (code: string) => void, enabled = true): void {
  const latest = useRef(onScan);
  latest.current = onScan;
  useEffect(() => {
    if (!enabled) return;
    let state: ScanState = emptyScan;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.altKey || event.metaKey) {
        state = emptyScan;
        return;
      }
      const step = scanStep(state, event.key, event.timeStamp);
      state = step.state;
      if (step.kind !== "scan") return;
      event.preventDefault();
      event.stopPropagation();
      takeBack(event.target, step.code);
      latest.current(step.code);
    };
    document.addEventListener("keydown", onKeyDown, true);
    return () => document.removeEventListener("keydown", onKeyDown, true);
  }, [enabled]);
}
