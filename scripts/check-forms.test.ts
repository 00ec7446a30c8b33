import { describe, expect, it } from "vitest";
import { checkWebForms, formViolations, NOT_OPERATION_FORMS, NOT_YET_MIGRATED } from "./check-forms";

const form = `<form onSubmit={submit}>`;

describe("one form pattern (docs/decisions/0037)", () => {
  it("refuses hand-written validation with safeParse anywhere in the web app", () => {
    expect(formViolations({ file: "shop/x.tsx", source: "schema.safeParse(values)" })).toHaveLength(1);
    expect(formViolations({ file: "lib/use-contract-form.ts", source: "schema.safeParse(values)" })).toEqual(
      [],
    );
    expect(formViolations({ file: "shop/x.test.tsx", source: "schema.safeParse(values)" })).toEqual([]);
  });

  it("refuses a submitted form that is not held by useContractForm", () => {
    expect(formViolations({ file: "shop/x.tsx", source: `useState("")\n${form}` })).toHaveLength(1);
    const held = `const f = useContractForm(s, {});\nconst submit = f.handleSubmit(save);\n${form}`;
    expect(formViolations({ file: "shop/x.tsx", source: held })).toEqual([]);
    // A FormDialog is a form: whoever renders one holds it the same way.
    const dialog = `<FormDialog title="x" pending={false} onClose={close}>`;
    expect(formViolations({ file: "shop/x.tsx", source: `useState("")\n${dialog}` })).toHaveLength(1);
  });

  it("lets through only the listed forms that send no operation body", () => {
    for (const file of Object.keys(NOT_OPERATION_FORMS)) {
      expect(formViolations({ file, source: form })).toEqual([]);
    }
  });

  it("passes on src/web as it is; the debt list names only forms that still bypass the pattern", () => {
    expect(checkWebForms()).toEqual([]);
    expect(NOT_YET_MIGRATED.size).toBe(0);
  });
});
