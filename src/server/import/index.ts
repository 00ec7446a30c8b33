/** Data import from the old document database and the invariant checker (docs/import.md). */
export { type CheckResult, checkData, formatVerdict } from "./check";
export { type ImageImportResult, importExternalImages } from "./images";
export type { AuthUser, ImportOptions } from "./import-run";
export { formatReport, type ImportReport } from "./report";
export { runImport } from "./run-import";
