import { CARD_ALERT, canPlayAlertSound } from "../../domain/kernel/constants";

/**
 * The card-payment alert of docs/product/constants.md: three tones (Web Audio), vibration, a browser
 * notification that closes itself. The sound preference lives in localStorage (default on).
 */
const SOUND_KEY = "cardPaymentSound";
let lastPlayedAt: number | null = null;
let context: AudioContext | null = null;

declare global {
  /** Older Safari names the Web Audio constructor with its vendor prefix (undefined elsewhere). */
  var webkitAudioContext: typeof AudioContext | undefined;
}

export function soundEnabled(): boolean {
  const stored = globalThis.localStorage?.getItem(SOUND_KEY);
  return stored === null || stored === undefined ? CARD_ALERT.soundPreferenceDefault : stored === "on";
}
export function setSoundEnabled(on: boolean): void {
  globalThis.localStorage?.setItem(SOUND_KEY, on ? "on" : "off");
}

/** Plays the three tones unless one played less than 2 s ago; answers whether it played. */
export function playAlertSound(now = Date.now()): boolean {
  if (!soundEnabled() || !canPlayAlertSound(lastPlayedAt, now)) return false;
  const Ctor = globalThis.AudioContext ?? globalThis.webkitAudioContext;
  if (!Ctor) return false;
  lastPlayedAt = now;
  context ??= new Ctor();
  const ctx = context;
  void ctx.resume?.();
  CARD_ALERT.toneFrequenciesHz.forEach((frequency, i) => {
    const start = ctx.currentTime + (i * CARD_ALERT.toneSpacingMs) / 1000;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = "sine";
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.25, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.18);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start);
    osc.stop(start + 0.2);
  });
  return true;
}

export function vibrate(): void {
  globalThis.navigator?.vibrate?.([...CARD_ALERT.vibrationPatternMs]);
}

export function showBrowserNotification(title: string, body: string): void {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  const n = new Notification(title, { body, tag: "card-payment" });
  setTimeout(() => n.close(), CARD_ALERT.browserNotificationCloseMs);
}

/** Asked only when the person clicks (browsers block, and people dislike, an unprompted request). */
export async function askNotificationPermission(): Promise<void> {
  if (typeof Notification !== "undefined" && Notification.permission === "default")
    await Notification.requestPermission();
}
