/**
 * When a phone camera's reading of a barcode counts as a scan (docs/decisions/0199). The camera
 * sees the same code in frame after frame while it is held in front of it; it must count once,
 * and again only after it has been taken out of view and shown again (several units counted
 * without closing the dialog). A code different from the last one counts at once.
 *
 * Pure: the browser passes each frame's code (or null when it saw none) and its time stamp in.
 */

/** How long the last code must have been out of view before showing it again counts again. */
export const CAMERA_AWAY_MS = 700;

export interface CameraReadState {
  /** The last code that counted; null before any. */
  last: string | null;
  /** Since when no code has been seen (after `last`); null while it is in view. */
  awaySince: number | null;
}

export const emptyCameraRead: CameraReadState = { last: null, awaySince: null };

export interface CameraReadStep {
  state: CameraReadState;
  /** The code that counts as a scan on this frame, or null. */
  code: string | null;
}

export function cameraReadStep(state: CameraReadState, seen: string | null, at: number): CameraReadStep {
  if (seen === null) {
    return { state: { last: state.last, awaySince: state.awaySince ?? at }, code: null };
  }
  const again = state.awaySince !== null && at - state.awaySince >= CAMERA_AWAY_MS;
  if (seen !== state.last || again) return { state: { last: seen, awaySince: null }, code: seen };
  return { state: { last: seen, awaySince: null }, code: null };
}
