/**
 * When the mail worker tries an unsent email again (docs/decisions/0175): the wait doubles with
 * each failed attempt, from `baseMs` up to `maxMs`, so a mail server that is down for a day is
 * not hammered and one that blinks is retried within seconds.
 */
export function mailRetryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  const exponent = Math.max(0, attempts - 1);
  // 2^exponent overflows to Infinity long after it passes any sensible maximum.
  return Math.min(maxMs, baseMs * 2 ** exponent);
}

/**
 * Whether an SMTP answer refuses the message for good: a 5xx reply (unknown mailbox, rejected
 * content). Connection failures and 4xx replies are temporary and retried.
 */
export function isPermanentMailRefusal(responseCode: number | undefined): boolean {
  return responseCode !== undefined && responseCode >= 500 && responseCode < 600;
}

/** What an outbox row's status becomes after a failed attempt. */
export function statusAfterMailFailure(
  responseCode: number | undefined,
  attempts: number,
  maxAttempts: number,
): "queued" | "failed" {
  return isPermanentMailRefusal(responseCode) || attempts >= maxAttempts ? "failed" : "queued";
}

/**
 * Removes line breaks from a value that goes into a mail header (a name or a subject), so a
 * customer named "x\r\nBcc: …" cannot add a header.
 */
export function singleLineHeader(value: string): string {
  let out = "";
  let breakPending = false;
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    const lineBreak = ch === "\r" || ch === "\n" || code === 0x2028 || code === 0x2029;
    if (lineBreak) breakPending = true;
    // Other control characters are dropped: they have no place in a name or a subject.
    if (lineBreak || code < 0x20 || code === 0x7f) continue;
    if (breakPending) out += " ";
    breakPending = false;
    out += ch;
  }
  return out.trim();
}
