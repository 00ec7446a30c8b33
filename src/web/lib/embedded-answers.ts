import type { CatalogQuery } from "../../contracts/catalog/catalog";
import { EMBEDDED_ANSWERS_ID, type EmbeddedAnswer } from "../../contracts/catalog/embedded-answers";
import { operationUrl } from "./api";

/**
 * The API answers the server put in the page's HTML (docs/decisions/0148), read once from their
 * `<script type="application/json">` element, which is then removed.
 */
let answers: EmbeddedAnswer[] | undefined;
/** URLs already taken: a later visit (after the query cache dropped the data) must ask the API. */
const taken = new Set<string>();
/**
 * Older than this after the navigation started, the page asks the API instead: the live stream
 * that would tell it about a change opens only after the page has loaded (the same bound as a
 * route's early request, catalog/use-catalog.ts).
 */
const MAX_AGE_MS = 10_000;

function read(): EmbeddedAnswer[] {
  if (answers) return answers;
  const element = document.getElementById(EMBEDDED_ANSWERS_ID);
  element?.remove();
  try {
    answers = element?.textContent ? (JSON.parse(element.textContent) as EmbeddedAnswer[]) : [];
  } catch {
    answers = [];
  }
  return answers;
}

/** An answer without its data: which operation, with which input. */
type AnswerKey = EmbeddedAnswer extends infer A
  ? A extends EmbeddedAnswer
    ? Omit<A, "data">
    : never
  : never;

const urlOf = (key: AnswerKey) =>
  key.operation === "listCatalog"
    ? operationUrl("listCatalog", key.input)
    : operationUrl("getCatalogProduct", key.input);

function peek(key: AnswerKey): EmbeddedAnswer | undefined {
  const url = urlOf(key);
  if (taken.has(url) || performance.now() > MAX_AGE_MS) return undefined;
  return read().find((answer) => urlOf(answer) === url);
}

function take(key: AnswerKey): EmbeddedAnswer | undefined {
  const answer = peek(key);
  if (answer) taken.add(urlOf(key));
  return answer;
}

const catalogKey = (query: CatalogQuery): AnswerKey => ({ operation: "listCatalog", input: { query } });
const productKey = (id: string): AnswerKey => ({ operation: "getCatalogProduct", input: { params: { id } } });
const pageOf = (answer: EmbeddedAnswer | undefined) =>
  answer?.operation === "listCatalog" ? answer.data : undefined;
const productOf = (answer: EmbeddedAnswer | undefined) =>
  answer?.operation === "getCatalogProduct" ? answer.data : undefined;

/** Whether the HTML holds this catalogue page, still fresh and untaken (its route need not ask). */
export const peekCatalogPage = (query: CatalogQuery) => pageOf(peek(catalogKey(query)));
/** The embedded catalogue page for `query`, once: a later load asks the API. */
export const takeCatalogPage = (query: CatalogQuery) => pageOf(take(catalogKey(query)));
export const peekProduct = (id: string) => productOf(peek(productKey(id)));
export const takeProduct = (id: string) => productOf(take(productKey(id)));
