import {
  type StatementImport,
  type StatementPreview,
  statementImport,
  statementPreview,
} from "../../contracts/bank-statements/bank-statements";
import { bankStatementMsg as m } from "../../domain/bank-statements/messages-bank-statements";
import { postMultipart } from "../lib/api";

/** Sends a statement file (multipart `file`) to the preview or import URL; the server reads it. */
function formWith(file: File): FormData {
  const form = new FormData();
  form.append("file", file, file.name);
  return form;
}

export const previewStatement = (url: string, file: File): Promise<StatementPreview> =>
  postMultipart(url, formWith(file), m.fileUnreadable, (body) => statementPreview.parse(body));

export const importStatementFile = (url: string, file: File): Promise<StatementImport> =>
  postMultipart(url, formWith(file), m.fileUnreadable, (body) => statementImport.parse(body));
