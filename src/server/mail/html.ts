/**
 * Email templates are escaped template literals (docs/decisions/0176): `html\`…${value}\`` escapes
 * every interpolated value unless it is already Html (a nested fragment), so a customer's name
 * can never become markup.
 */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

type Value = string | number | Html | readonly Html[] | null | undefined | false;

function piece(value: Value): string {
  if (value === null || value === undefined || value === false) return "";
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map((v: Html) => v.value).join("");
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let out = strings[0]!;
  values.forEach((v, i) => {
    out += piece(v) + strings[i + 1]!;
  });
  return new Html(out);
}

/** What a template produces; the outbox row gets these plus recipient and key. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The store as every email shows it (name, logo, address to write back to). */
export interface MailBrand {
  storeName: string;
  /** Absolute URL of the logo (built from BASE_URL), or null. */
  logoUrl: string | null;
  baseUrl: string;
}

/** The shared frame: the store's name and logo above, the message, a footer with the shop's link. */
export function layout(brand: MailBrand, title: string, body: Html): string {
  return html`<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${title}</title></head>
<body style="margin:0;background:#f5f3ef;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 24px 8px;border-bottom:1px solid #eee">
${brand.logoUrl ? html`<img src="${brand.logoUrl}" alt="${brand.storeName}" height="40" style="display:block;height:40px">` : html`<strong style="font-size:20px">${brand.storeName}</strong>`}
</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">${body}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #eee;font-size:12px;color:#777">
<a href="${brand.baseUrl}" style="color:#777">${brand.storeName}</a></td></tr>
</table></td></tr></table></body></html>`.value;
}

/**
 * One email in the shared frame, so every template has the same shape: the subject is also the
 * page's title; `greet` opens both versions with "Hola {name}:"; the text version closes with the
 * store's name as the html one does with its footer. `html` and `text` are the message itself.
 */
export function composeEmail(
  brand: MailBrand,
  parts: { subject: string; greet?: string; html: Html; text: string },
): RenderedEmail {
  const { subject, greet } = parts;
  return {
    subject,
    html: layout(
      brand,
      subject,
      greet === undefined ? parts.html : html`<p>Hola ${greet}:</p>\n${parts.html}`,
    ),
    text: `${greet === undefined ? "" : `Hola ${greet}:\n\n`}${parts.text}\n\n${brand.storeName}`,
  };
}

/** A button-like link; `href` must be built from BASE_URL by the caller. */
export function button(href: string, label: string): Html {
  return html`<p style="margin:24px 0"><a href="${href}" style="background:#1f1f1f;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${label}</a></p>`;
}
