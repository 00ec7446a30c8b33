/** Business constants of docs/product/constants.md that the web and server share. */
export const TOAST_DURATION_MS = 5000;
export const MIN_PASSWORD_LENGTH = 6;
/** The longest password better-auth takes (maxPasswordLength): what every password field says. */
export const MAX_PASSWORD_LENGTH = 128;
export const CLIENT_BELL_ITEMS = 7;
export const CARD_BELL_ITEMS = 8;
export const RECENT_CARD_PAYMENTS = 10;

/** docs/product/constants.md card-payment alert. */
export const CARD_ALERT = {
  toneFrequenciesHz: [523.25, 659.25, 783.99],
  toneSpacingMs: 200,
  minMsBetweenSounds: 2000,
  soundPreferenceDefault: true,
  vibrationPatternMs: [200, 100, 200],
  browserNotificationCloseMs: 10_000,
  bounceMs: 3000,
  dropdownWidthPx: 420,
} as const;

/** The card-payment bell badge is capped at '9+'; nothing shows without unseen items. */
export function bellBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? "9+" : String(count);
}

/** docs/product/constants.md: at least 2 s between alert sounds. Times are milliseconds, passed in. */
export function canPlayAlertSound(lastPlayedAtMs: number | null, nowMs: number): boolean {
  return lastPlayedAtMs === null || nowMs - lastPlayedAtMs >= CARD_ALERT.minMsBetweenSounds;
}
