/** Data import from the old document database and the invariant checker (docs/import.md). */
export { type CheckResult, checkData, formatVerdict } from "./check";
export { type ImageImportResult, importExternalImages } from "./images";
export { formatReport } from "./report";
export { type AuthUser, type ImportOptions, type ImportReport, runImport } from "./run-import";
