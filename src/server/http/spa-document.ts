import { readFile } from "node:fs/promises";
import path from "node:path";
import { EMBEDDED_ANSWERS_ID, type EmbeddedAnswer } from "../../contracts/catalog/embedded-answers";

/** Text for an HTML element's content or a quoted attribute value. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * JSON text that can sit inside a `<script>` element: every "<" is written as its JSON escape
 * \u003c, so no value (a product named "</script><script>…") can close the element or open a
 * comment. JSON.parse reads it back unchanged.
 */
export const jsonForScript = (json: string) => json.replace(/</g, "\\u003c");

/**
 * The `<script type="application/json">` element of API answers the web app opens with
 * (contracts/catalog/embedded-answers.ts, docs/decisions/0148). Each answer's JSON text is the API's own,
 * put in as is (no second serialization), escaped as a whole.
 */
export function embeddedAnswersScript(
  answers: Array<{ operation: EmbeddedAnswer["operation"]; input: EmbeddedAnswer["input"]; json: string }>,
): string {
  const items = answers.map(
    ({ operation, input, json }) =>
      `{"operation":${JSON.stringify(operation)},"input":${JSON.stringify(input)},"data":${json}}`,
  );
  return `<script type="application/json" id="${EMBEDDED_ANSWERS_ID}">${jsonForScript(`[${items.join(",")}]`)}</script>`;
}

/** A picture's preload, with the `sizes` its `<img>` declares so the browser picks the same width. */
export const imagePreload = (image: { src: string; srcSet: string }, sizes: string) =>
  `<link rel="preload" as="image" href="${escapeHtml(image.src)}" imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high">`;

/**
 * `tags` put at the end of the document's head. A function replacer: "$'" or "$&" in a
 * product's text must not be read as a replacement pattern.
 */
export const withHeadTags = (html: string, tags: string[]) =>
  html.replace("</head>", () => `  ${tags.join("\n    ")}\n  </head>`);

/**
 * The built single-page app's index.html, or null when the web app is not built. Read from disk
 * per request, so a rebuilt dist/web is served without a restart (as the static files are, app.ts).
 */
export const readIndexHtml = (webDir: string): Promise<string | null> =>
  readFile(path.join(webDir, "index.html"), "utf8").catch(() => null);
