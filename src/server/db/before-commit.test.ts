import { describe, expect, it } from "vitest";
import { beforeCommit, collectingBeforeCommit } from "./before-commit";

describe("before-commit work", () => {
  it("runs queued actions after the transaction's work, in order, and only for a collecting transaction", async () => {
    const tx = {};
    const order: string[] = [];
    const result = await collectingBeforeCommit(tx, async () => {
      expect(beforeCommit(tx, async () => void order.push("first"))).toBe(true);
      expect(beforeCommit(tx, async () => void order.push("second"))).toBe(true);
      order.push("work");
      return 42;
    });
    expect(result).toBe(42);
    expect(order).toEqual(["work", "first", "second"]);
    // Once the transaction is over (or for the database itself, a savepoint) nothing is collected.
    expect(beforeCommit(tx, async () => {})).toBe(false);
    expect(beforeCommit({}, async () => {})).toBe(false);
  });

  it("runs nothing when the work throws (the transaction rolls back)", async () => {
    const tx = {};
    let ran = false;
    await expect(
      collectingBeforeCommit(tx, async () => {
        beforeCommit(tx, async () => {
          ran = true;
        });
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(ran).toBe(false);
    expect(beforeCommit(tx, async () => {})).toBe(false);
  });
});
