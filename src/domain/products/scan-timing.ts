/**
 * Telling a barcode scanner from a person typing (docs/decisions/0239). A USB or Bluetooth
 * scanner is a keyboard that types a whole code in a burst and presses Enter. A read is a scan
 * when every key of it came within SCAN_MAX_GAP_MS of the one before, it has at least
 * SCAN_MIN_LENGTH characters, and Enter ends it within the same gap. People type 100–300 ms
 * apart, so a burst that slow is typing and is left alone.
 *
 * Pure: the browser passes each key and its time stamp in; nothing here reads the clock.
 */

export const SCAN_MAX_GAP_MS = 50;
export const SCAN_MIN_LENGTH = 6;

export interface ScanState {
  /** The characters of the current fast burst. */
  chars: string;
  /** When the last key of the burst came; null before any. */
  lastAt: number | null;
}

export const emptyScan: ScanState = { chars: "", lastAt: null };

export type ScanStep =
  /** The key is part of typing (or the start of a burst): let it through. */
  | { kind: "key"; state: ScanState }
  /** Enter ended a scan: `code` was read, the Enter must not reach the page. */
  | { kind: "scan"; state: ScanState; code: string };

/** Keys a scanner may press between characters without breaking the burst. */
const MODIFIERS = new Set(["Shift", "CapsLock"]);

export function scanStep(state: ScanState, key: string, at: number): ScanStep {
  if (MODIFIERS.has(key)) return { kind: "key", state };
  const fast = state.lastAt !== null && at - state.lastAt <= SCAN_MAX_GAP_MS;
  if (key === "Enter") {
    if (fast && state.chars.length >= SCAN_MIN_LENGTH) {
      return { kind: "scan", state: emptyScan, code: state.chars };
    }
    return { kind: "key", state: emptyScan };
  }
  // A printable character is one code point; anything else (Tab, arrows, Backspace) ends the burst.
  if ([...key].length !== 1) return { kind: "key", state: emptyScan };
  return { kind: "key", state: { chars: fast ? state.chars + key : key, lastAt: at } };
}
