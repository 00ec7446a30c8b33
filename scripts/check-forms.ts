// Enforces the one form pattern (docs/decisions/0037) on src/web:
//   - no hand-written validation: `safeParse(` appears only in lib/use-contract-form.ts, whose
//     resolver is the one place a contract schema checks what a person typed;
//   - every file that submits a <form> (`onSubmit=`, or renders a FormDialog) holds it with useContractForm and submits
//     through its `handleSubmit`, unless it is listed in NOT_OPERATION_FORMS with the reason.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const webDir = path.join(root, "src/web");

/** Forms that send no operation body a contract declares, so there is no schema to resolve by. */
export const NOT_OPERATION_FORMS: Record<string, string> = {
  "catalog/catalog-filters.tsx": "filters write the catalogue's URL search params, not a request body",
  "checkout/sandbox-page.tsx": "stands in for the card gateway's own hosted page, not one of ours",
  "support/ticket-parts.tsx": "the ticket composer sends multipart form data (text and/or a photo)",
  "ui/form-dialog.tsx":
    "the frame of a form dialog: each file that renders one holds its form and passes handleSubmit",
};

/**
 * Debt, not exceptions: forms still on hand-held state. Empty since Registrar Venta moved to
 * useContractForm; a line is removed when its form migrates, never added.
 */
export const NOT_YET_MIGRATED: ReadonlySet<string> = new Set<string>([]);

export interface FormFile {
  /** Path under src/web, with forward slashes. */
  file: string;
  source: string;
}

/** The refusals for one file's source; empty when it follows the pattern. */
export function formViolations({ file, source }: FormFile): string[] {
  if (/\.test\.tsx?$/.test(file) || file === "lib/use-contract-form.ts") return [];
  const found: string[] = [];
  if (source.includes("safeParse(")) {
    found.push(`${file}: validates by hand with safeParse; use useContractForm (docs/decisions/0037)`);
  }
  // A FormDialog is a <form> too: the file that renders one holds the form it submits.
  const submits = /onSubmit=|<FormDialog\b/.test(source);
  const usesPattern = source.includes("useContractForm(") && source.includes("handleSubmit(");
  if (submits && !usesPattern && !(file in NOT_OPERATION_FORMS) && !NOT_YET_MIGRATED.has(file)) {
    found.push(`${file}: submits a form without useContractForm + handleSubmit (docs/decisions/0037)`);
  }
  return found;
}

function webFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return webFiles(full);
    return /\.(ts|tsx)$/.test(e.name) ? [full] : [];
  });
}

export function checkWebForms(dir = webDir): string[] {
  const found = webFiles(dir).flatMap((full) =>
    formViolations({
      file: path.relative(dir, full).split(path.sep).join("/"),
      source: readFileSync(full, "utf8"),
    }),
  );
  // The debt list only shrinks: a migrated (or deleted) form must leave it.
  for (const file of NOT_YET_MIGRATED) {
    const full = path.join(dir, file);
    const stillBypasses =
      existsSync(full) && formViolations({ file: "_.tsx", source: readFileSync(full, "utf8") }).length > 0;
    if (!stillBypasses) found.push(`${file}: follows the pattern now; remove it from NOT_YET_MIGRATED`);
  }
  return found;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const problems = checkWebForms();
  for (const p of problems) console.error(p);
  if (problems.length) process.exit(1);
  console.log("Forms: every form uses useContractForm.");
}
