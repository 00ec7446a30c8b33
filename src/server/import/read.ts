import { parseTimestamp, toCentavos } from "../../domain/import/legacy-import";

/**
 * Reading fields of one exported document. A field of the wrong type throws `Bad`, which skips the
 * document with that reason; a money amount with more than 2 decimals is rounded and noted for the
 * report. A `lenient` reader (a sale: docs/decisions/0151) instead reads an odd field that has a
 * fallback (a text, a yes/no, a date) as its fallback, lists it in `odd` and leaves the field out of
 * `used`, so its original goes to import_extras; amounts and statuses are never read leniently.
 */
export class Bad extends Error {}

export type Doc = Record<string, unknown>;

export class Reader {
  readonly rounded: string[] = [];
  readonly used = new Set<string>();
  lenient = false;
  readonly odd: string[] = [];
  /** For a nested reader: the top-level reader and field whose original is kept when a part is odd. */
  private root: { reader: Reader; field: string } | null = null;
  constructor(
    readonly doc: Doc,
    readonly where: string,
  ) {}

  /** Lenient only: the odd value gives way to its fallback, and the original is kept. */
  private oddOr<T>(field: string, fallback: T | undefined, error: string): T {
    if (!this.lenient || fallback === undefined) throw new Bad(`${field}: ${error}`);
    const top = this.root ?? { reader: this, field };
    top.reader.used.delete(top.field);
    this.odd.push(this.root ? `${this.where.slice(this.root.reader.where.length + 1)}.${field}` : field);
    return fallback;
  }

  private take(field: string): unknown {
    this.used.add(field);
    return this.doc[field];
  }
  str(field: string, fallback?: string): string {
    const v = this.take(field);
    if (typeof v === "string") return v;
    if ((v === undefined || v === null) && fallback !== undefined) return fallback;
    return this.oddOr(field, fallback, "se esperaba texto");
  }
  optStr(field: string): string | null {
    const v = this.take(field);
    if (v === undefined || v === null || v === "") return null;
    if (typeof v === "string") return v;
    if (typeof v === "number") return String(v);
    return this.oddOr<string | null>(field, null, "se esperaba texto");
  }
  bool(field: string, fallback: boolean): boolean {
    const v = this.take(field);
    if (v === undefined || v === null) return fallback;
    if (typeof v === "boolean") return v;
    return this.oddOr(field, fallback, "se esperaba sí/no");
  }
  int(field: string, fallback?: number): number {
    const v = this.take(field);
    if ((v === undefined || v === null) && fallback !== undefined) return fallback;
    if (typeof v === "number" && Number.isInteger(v)) return v;
    throw new Bad(`${field}: se esperaba un número entero`);
  }
  /** A plain number (a percentage may have decimals). */
  num(field: string, fallback?: number): number {
    const v = this.take(field);
    if ((v === undefined || v === null) && fallback !== undefined) return fallback;
    if (typeof v === "number" && Number.isFinite(v)) return v;
    throw new Bad(`${field}: se esperaba un número`);
  }
  optInt(field: string): number | null {
    const v = this.take(field);
    return v === undefined || v === null ? null : this.int(field);
  }
  money(field: string, fallback?: number): number {
    return moneyOf(this.take(field), field, this.rounded, fallback);
  }
  optMoney(field: string): number | null {
    const v = this.take(field);
    return v === undefined || v === null || v === "" ? null : moneyOf(v, field, this.rounded);
  }
  time(field: string, fallback?: string): string {
    const v = this.take(field);
    if ((v === undefined || v === null) && fallback !== undefined) return fallback;
    const t = parseTimestamp(v);
    if (!t) return this.oddOr(field, fallback, "fecha no válida");
    return t;
  }
  optTime(field: string): string | null {
    const v = this.take(field);
    if (v === undefined || v === null || v === "") return null;
    const t = parseTimestamp(v);
    return t ?? this.oddOr<string | null>(field, null, "fecha no válida");
  }
  array(field: string): Doc[] {
    const v = this.take(field);
    if (v === undefined || v === null) return [];
    if (!Array.isArray(v) || v.some((x) => !x || typeof x !== "object"))
      throw new Bad(`${field}: se esperaba una lista`);
    return v as Doc[];
  }
  strings(field: string): string[] {
    const v = this.take(field);
    if (v === undefined || v === null) return [];
    if (!Array.isArray(v) || v.some((x) => typeof x !== "string"))
      throw new Bad(`${field}: se esperaba una lista de textos`);
    return v as string[];
  }
  obj(field: string): Doc | null {
    const v = this.take(field);
    if (v === undefined || v === null) return null;
    if (typeof v !== "object" || Array.isArray(v)) throw new Bad(`${field}: se esperaba un objeto`);
    return v as Doc;
  }
  /** A nested object read with the same rules (its rounded amounts count for this document). */
  sub(field: string | Doc | null, label?: string): Reader {
    const doc = typeof field === "string" ? this.obj(field) : field;
    const r = new Reader(doc ?? {}, `${this.where}.${label ?? field}`);
    (r as { rounded: string[] }).rounded = this.rounded;
    (r as { odd: string[] }).odd = this.odd;
    r.lenient = this.lenient;
    // The top-level field this part belongs to (`items` for items[2]), whose original is kept whole.
    const topField = typeof field === "string" ? field : (label ?? "").replace(/\[.*$/, "");
    r.root = this.root ?? { reader: this, field: topField };
    return r;
  }
  /** Fields the mapping did not read (kept as extras), without `subCollection`. */
  extras(): Doc {
    const out: Doc = {};
    for (const [k, v] of Object.entries(this.doc)) if (!this.used.has(k) && k !== "subCollection") out[k] = v;
    return out;
  }
}

function moneyOf(v: unknown, field: string, rounded: string[], fallback?: number): number {
  if ((v === undefined || v === null) && fallback !== undefined) return fallback;
  const m = toCentavos(v);
  if (!m.ok) throw new Bad(`${field}: importe no válido`);
  if (m.rounded) rounded.push(`${field}=${String(v)}`);
  return m.centavos;
}
