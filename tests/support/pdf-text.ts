import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/** A PDF's text as a person reads it, with poppler's pdftotext (layout kept). */
export async function pdfText(body: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "pdf-text-"));
  try {
    const file = path.join(dir, "document.pdf");
    await writeFile(file, body);
    return execFileSync("pdftotext", ["-layout", file, "-"]).toString("utf8");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
