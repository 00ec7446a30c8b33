import { describe, expect, it } from "vitest";
import { activityStampDue, STAFF_IDLE_MS, STAFF_SESSION_MAX_MS, sessionVerdict } from "./session-policy";

const t0 = new Date("2026-11-24T14:00:00Z");
const later = (ms: number) => new Date(t0.getTime() + ms);

describe("staff session lifetime (docs/decisions/0044)", () => {
  it("a staff session ends 12 hours after sign-in, however active", () => {
    const at = later(STAFF_SESSION_MAX_MS);
    expect(sessionVerdict({ role: "admin", createdAt: t0, lastActiveAt: at, now: at })).toBe("expired");
    const before = later(STAFF_SESSION_MAX_MS - 1);
    expect(sessionVerdict({ role: "seller", createdAt: t0, lastActiveAt: before, now: before })).toBe(
      "valid",
    );
  });

  it("a staff session ends after 60 minutes without activity", () => {
    expect(
      sessionVerdict({ role: "superadmin", createdAt: t0, lastActiveAt: t0, now: later(STAFF_IDLE_MS) }),
    ).toBe("idle");
    expect(
      sessionVerdict({ role: "seller", createdAt: t0, lastActiveAt: t0, now: later(STAFF_IDLE_MS - 1) }),
    ).toBe("valid");
  });

  it("clients and wholesalers keep their ordinary session", () => {
    const late = later(STAFF_SESSION_MAX_MS * 3);
    expect(sessionVerdict({ role: "client", createdAt: t0, lastActiveAt: t0, now: late })).toBe("valid");
    expect(sessionVerdict({ role: "wholesaler", createdAt: t0, lastActiveAt: t0, now: late })).toBe("valid");
  });

  it("activity is stamped at most once a minute", () => {
    expect(activityStampDue(t0, later(59_999))).toBe(false);
    expect(activityStampDue(t0, later(60_000))).toBe(true);
  });
});
