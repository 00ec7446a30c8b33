import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The storefront and the client area speak to the customer as usted ("Deposite…", "Revise…"),
 * in every text of their own. The specification's own texts stay exactly as written, even where
 * they say tú: they are the allowlist below, and nothing else may.
 */
const SPEC_TEXTS = [
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the template as its source reads, which the scan compares
  "No puedes agregar más. Solo quedan ${n} en stock.",
  // The same warning for a single unit (the specification's wording, in the singular).
  "No puedes agregar más. Solo queda 1 en stock.",
  "Has cerrado sesión.",
  "No estás autenticado.",
  "No tienes permiso para ver esta página.",
  "Por favor, selecciona una fecha.",
  "¿Estás seguro de que quieres eliminar este registro de pago? Esto ajustará el monto pagado y el saldo de la venta.",
];

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** The catalogues whose texts the storefront, the checkout, the client area and their emails show. */
const CATALOGUES = [
  "src/domain/storefront/messages-storefront.ts",
  "src/domain/kernel/messages-common.ts",
  "src/domain/kernel/messages-limits.ts",
  "src/domain/checkout/messages-checkout.ts",
  "src/domain/support/messages-support.ts",
  "src/domain/transfers/messages-transfers.ts",
  "src/domain/messages/messages-messaging.ts",
  "src/domain/sales/messages-sales.ts",
  "src/domain/payment-links/messages-payment-links.ts",
  "src/domain/auth/messages-security.ts",
  "src/domain/mail/messages-mail.ts",
  "src/domain/statements/messages-statements.ts",
  "src/domain/customers/messages-people.ts",
  // The estimate's public page and Mis Compras' watches in service.
  "src/domain/service-orders/messages-service-public.ts",
  // The demo store's notifications, which a demo customer reads in the client area.
  "src/server/notifications/demo-seed.ts",
];
/** The web folders of the storefront and the client area, for any text written in a component. */
const WEB_FOLDERS = [
  "storefront",
  "catalog",
  "cart",
  "checkout",
  "client",
  "auth",
  "notifications",
  "payment-links",
  "support",
  "app",
].map((f) => `src/web/${f}`);

/**
 * Words that are tú and nothing else, and tú imperatives where a sentence starts (the same word
 * mid-sentence is usually the third person: "un administrador revisa").
 */
const TU_WORDS =
  /(?<![\p{L}])(tu|tus|ti|te|contigo|tienes|puedes|quieres|estás|eres|debes|necesitas|podrás|recibirás|verás|tendrás|has|hiciste|transferiste|compraste|pagaste|olvidaste|escríbenos|indícanos|contáctanos|llámanos|avísanos|revísala|revísalo)(?![\p{L}])/iu;
const TU_IMPERATIVES =
  /(?:^|[.!?¡¿:]\s*)(Revisa|Ingresa|Agrega|Escribe|Elige|Selecciona|Intenta|Vuelve|Inicia|Crea|Usa|Completa|Verifica|Mira|Indica|Adjunta|Envía|Abre|Pide|Cambia|Guarda|Deposita|Paga|Busca|Toca|Pulsa|Haz|Sube|Confirma|Espera|Llena)(?![\p{L}])/u;

/** The string literals of a source file (quoted and template), and a component's JSX text. */
function texts(source: string, jsx: boolean): string[] {
  const code = source.replace(/^\s*(\/\/|\*|\/\*).*$/gm, "");
  const found = [...code.matchAll(/"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map(
    (m) => m[1] ?? m[2] ?? "",
  );
  if (jsx) found.push(...[...code.matchAll(/>([^<>{}]*[\p{L}][^<>{}]*)</gu)].map((m) => m[1] ?? ""));
  return found;
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
  });
}

const tuForms = (file: string, jsx: boolean) =>
  texts(readFileSync(file, "utf8"), jsx)
    .filter((text) => !SPEC_TEXTS.includes(text))
    .filter((text) => TU_WORDS.test(text) || TU_IMPERATIVES.test(text))
    .map((text) => `${path.relative(ROOT, file)}: ${text}`);

describe("one form of address in the storefront and the client area: usted", () => {
  it("no catalogue text says tú, apart from the specification's own", () => {
    expect(CATALOGUES.flatMap((file) => tuForms(path.join(ROOT, file), false))).toEqual([]);
  });

  it("no component of the storefront or the client area writes a tú text of its own", () => {
    const sources = WEB_FOLDERS.flatMap((folder) => files(path.join(ROOT, folder)));
    expect(sources.length).toBeGreaterThan(20);
    expect(sources.flatMap((file) => tuForms(file, true))).toEqual([]);
  });

  it("the check itself: it finds tú and lets usted and the specification's texts pass", () => {
    const check = (text: string) =>
      !SPEC_TEXTS.includes(text) && (TU_WORDS.test(text) || TU_IMPERATIVES.test(text));
    for (const tu of [
      "Tu carrito está vacío.",
      "Revisa el número.",
      "¿No tienes cuenta?",
      "Escríbenos.",
      "Te respondemos",
    ])
      expect(check(tu), tu).toBe(true);
    for (const usted of [
      "Su carrito está vacío.",
      "Revise el número.",
      "Un administrador revisa la solicitud.",
      "Deposite L. 5.00 en una de estas cuentas.",
      "Tienda",
      ...SPEC_TEXTS,
    ])
      expect(check(usted), usted).toBe(false);
  });
});
