import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  creditReferenceKeys,
  type DeclaredTransfer,
  lineIdentities,
  MATCH_WINDOW_DAYS,
  proposeMatches,
  type StatementCredit,
} from "./bank-statements";

/** Properties of matching statement credits with declared transfers (docs/decisions/0252). */
const day = fc.integer({ min: 0, max: 12 }).map((n) => addDays("2026-03-01", n));
const account = fc.constantFrom("A", "B");
const amount = fc.constantFrom(10_000, 10_001, 25_000);
const reference = fc.constantFrom("", "REF0001", "REF0002", "0003333", "XYZ999");

const credits = fc.uniqueArray(
  fc.record({
    id: fc.string({ minLength: 1, maxLength: 4 }),
    accountKey: account,
    date: day,
    amount,
    reference,
    description: fc.constantFrom("", "TRANSF REF0002", "DEPOSITO"),
  }),
  { selector: (c) => c.id, maxLength: 12 },
);
const declarations = fc.uniqueArray(
  fc.record({
    id: fc.string({ minLength: 1, maxLength: 4 }),
    accountKey: account,
    paidOn: day,
    amount,
    referenceKey: fc.constantFrom("REF0001", "REF0002", "3333", "OTHER77"),
  }),
  { selector: (d) => d.id, maxLength: 12 },
);

const byId = <T extends { id: string }>(list: readonly T[]) => new Map(list.map((x) => [x.id, x]));

describe("proposeMatches properties", () => {
  it("is one to one: a credit backs at most one declaration and a declaration at most one credit", () => {
    fc.assert(
      fc.property(credits, declarations, (cs, ds) => {
        const found = proposeMatches(cs, ds);
        expect(new Set(found.map((x) => x.creditId)).size).toBe(found.length);
        expect(new Set(found.map((x) => x.declarationId)).size).toBe(found.length);
      }),
    );
  });

  it("never matches across accounts, and amounts are always exactly equal", () => {
    fc.assert(
      fc.property(credits, declarations, (cs, ds) => {
        const c = byId(cs);
        const d = byId(ds);
        for (const x of proposeMatches(cs, ds)) {
          expect(c.get(x.creditId)!.accountKey).toBe(d.get(x.declarationId)!.accountKey);
          expect(c.get(x.creditId)!.amount).toBe(d.get(x.declarationId)!.amount);
        }
      }),
    );
  });

  it("an amount match lies within the window; a reference match carries the reference", () => {
    fc.assert(
      fc.property(credits, declarations, (cs, ds) => {
        const c = byId(cs);
        const d = byId(ds);
        for (const x of proposeMatches(cs, ds)) {
          const credit = c.get(x.creditId)!;
          const decl = d.get(x.declarationId)!;
          if (x.by === "reference") expect(creditReferenceKeys(credit).has(decl.referenceKey)).toBe(true);
          else {
            expect(credit.date >= decl.paidOn).toBe(true);
            expect(credit.date <= addDays(decl.paidOn, MATCH_WINDOW_DAYS)).toBe(true);
          }
        }
      }),
    );
  });

  it("a reference match beats an amount match: a declaration whose reference a free credit carries is matched by reference", () => {
    fc.assert(
      fc.property(credits, declarations, (cs, ds) => {
        const found = proposeMatches(cs, ds);
        const matchedCredits = new Set(found.filter((x) => x.by === "reference").map((x) => x.creditId));
        const byDeclaration = new Map(found.map((x) => [x.declarationId, x]));
        for (const decl of ds) {
          const carrier = cs.find(
            (c) =>
              !matchedCredits.has(c.id) &&
              c.accountKey === decl.accountKey &&
              c.amount === decl.amount &&
              creditReferenceKeys(c).has(decl.referenceKey),
          );
          // Every credit carrying this declaration's reference is taken by a reference match, or the
          // declaration itself is matched by reference.
          if (carrier) expect(byDeclaration.get(decl.id)?.by).toBe("reference");
        }
      }),
    );
  });

  it("a credit carrying a declaration's reference wins it over a credit matching by amount alone", () => {
    const decl: DeclaredTransfer = {
      id: "d",
      accountKey: "A",
      paidOn: "2026-03-01",
      amount: 10_000,
      referenceKey: "REF0001",
    };
    const early: StatementCredit = {
      id: "a",
      accountKey: "A",
      date: "2026-03-01",
      amount: 10_000,
      reference: "",
      description: "",
    };
    const late: StatementCredit = { ...early, id: "z", date: "2026-03-09", reference: "REF-0001" };
    expect(proposeMatches([early, late], [decl])).toEqual([
      { creditId: "z", declarationId: "d", by: "reference" },
    ]);
  });

  it("is deterministic: the inputs' order does not change the proposals", () => {
    fc.assert(
      fc.property(credits, declarations, fc.integer(), (cs, ds, seed) => {
        const shuffle = <T>(list: readonly T[]) =>
          [...list].sort(
            (a, b) => ((JSON.stringify(a).length * seed) % 7) - ((JSON.stringify(b).length * seed) % 7),
          );
        const sorted = (x: ReturnType<typeof proposeMatches>) =>
          [...x].sort((a, b) => (a.creditId < b.creditId ? -1 : 1));
        expect(sorted(proposeMatches(shuffle(cs), shuffle(ds)))).toEqual(sorted(proposeMatches(cs, ds)));
        expect([...cs].reverse().length).toBe(cs.length);
        expect(sorted(proposeMatches([...cs].reverse(), [...ds].reverse()))).toEqual(
          sorted(proposeMatches(cs, ds)),
        );
      }),
    );
  });
});

describe("line identities", () => {
  it("are unique within a file and the same for the same file", () => {
    const line = fc.record({
      row: fc.nat(),
      date: day,
      description: fc.constantFrom("A", "a ", "B"),
      reference: fc.constantFrom("", "1", "01"),
      credit: fc.constantFrom(0, 5),
      debit: fc.constantFrom(0, 5),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const ids = lineIdentities("ACC", lines);
        expect(new Set(ids).size).toBe(ids.length);
        expect(lineIdentities("ACC", lines)).toEqual(ids);
        // A later file holding the same lines and more adds only the more.
        const again = lineIdentities("ACC", [...lines, ...lines]);
        expect(again.slice(0, lines.length)).toEqual(ids);
      }),
    );
  });
});
