import { describe, expect, it } from "vitest";
import { bulkLinkRecipients, linkStillValid } from "./password-links";

const HOUR = 3_600_000;

describe("staff password links", () => {
  it("a link is valid for its lifetime only", () => {
    expect(linkStillValid(null, 10 * HOUR, HOUR)).toBe(false);
    expect(linkStillValid(9.5 * HOUR, 10 * HOUR, HOUR)).toBe(true);
    expect(linkStillValid(9 * HOUR, 10 * HOUR, HOUR)).toBe(false);
  });

  it("the bulk send skips the actor, accounts the actor may not reset and those with a valid link", () => {
    const now = 100 * HOUR;
    const candidates = [
      { id: "yo", role: "admin" as const, lastLinkAtMs: null },
      { id: "cliente", role: "client" as const, lastLinkAtMs: null },
      { id: "mayorista", role: "wholesaler" as const, lastLinkAtMs: now - 2 * HOUR },
      { id: "vendedor", role: "seller" as const, lastLinkAtMs: now - HOUR / 2 },
      { id: "otro-admin", role: "admin" as const, lastLinkAtMs: null },
      { id: "super", role: "superadmin" as const, lastLinkAtMs: null },
    ];
    const ids = (role: "admin" | "superadmin") =>
      bulkLinkRecipients({ id: "yo", role }, candidates, now, HOUR).map((c) => c.id);
    expect(ids("admin")).toEqual(["cliente", "mayorista"]);
    expect(ids("superadmin")).toEqual(["cliente", "mayorista", "otro-admin", "super"]);
    expect(bulkLinkRecipients({ id: "v", role: "seller" }, candidates, now, HOUR)).toEqual([]);
  });
});
