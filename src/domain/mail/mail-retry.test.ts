import { describe, expect, it } from "vitest";
import {
  isPermanentMailRefusal,
  mailRetryDelayMs,
  singleLineHeader,
  statusAfterMailFailure,
} from "./mail-retry";

describe("mail retry", () => {
  it("doubles the wait from the base up to the maximum", () => {
    expect(mailRetryDelayMs(0, 1000, 60_000)).toBe(1000);
    expect(mailRetryDelayMs(1, 1000, 60_000)).toBe(1000);
    expect(mailRetryDelayMs(2, 1000, 60_000)).toBe(2000);
    expect(mailRetryDelayMs(4, 1000, 60_000)).toBe(8000);
    expect(mailRetryDelayMs(7, 1000, 60_000)).toBe(60_000);
    expect(mailRetryDelayMs(5000, 1000, 86_400_000)).toBe(86_400_000);
  });

  it("gives up only on a 5xx reply or after the last attempt", () => {
    expect(isPermanentMailRefusal(undefined)).toBe(false);
    expect(isPermanentMailRefusal(421)).toBe(false);
    expect(isPermanentMailRefusal(550)).toBe(true);
    expect(isPermanentMailRefusal(600)).toBe(false);
    expect(statusAfterMailFailure(undefined, 1, 10)).toBe("queued");
    expect(statusAfterMailFailure(451, 9, 10)).toBe("queued");
    expect(statusAfterMailFailure(451, 10, 10)).toBe("failed");
    expect(statusAfterMailFailure(553, 1, 10)).toBe("failed");
  });

  it("keeps a header value on one line", () => {
    expect(singleLineHeader("x\r\nBcc: victim@example.com")).toBe("x Bcc: victim@example.com");
    expect(singleLineHeader(" Ana\u2028Pérez\u0007\u007f\u2029 ")).toBe("Ana Pérez");
  });
});
