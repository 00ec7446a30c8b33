import { inkOn, keepNumbersWhole, type ReceiptPaper } from "../../domain/receipts/printing";
import type { ReceiptData } from "../gateways/pdf/receipt-pdf";
import { escapeHtml as e } from "../http/spa-document";

/** The printed page's size and the width the receipt takes on screen. */
const PAGE: Record<ReceiptPaper, { size: string; margin: string; width: string; font: string }> = {
  carta: { size: "letter", margin: "0.6in", width: "7.3in", font: "11pt" },
  "80mm": { size: "80mm auto", margin: "3mm", width: "74mm", font: "9pt" },
  "58mm": { size: "58mm auto", margin: "2mm", width: "54mm", font: "7.5pt" },
};

/** The house colours, all pure black on a thermal roll (gold and grey print faint there). */
const COLORS = { ink: "#141a26", gold: "#9a7424", muted: "#5b6273", rule: "#e2dccf" };

const pair = (label: string, value: string, strong = false) =>
  `<div class="pair${strong ? " strong" : ""}"><span>${e(label)}</span><span>${e(value)}</span></div>`;

/**
 * The receipt as a page to print from the browser: the same content as the PDF, one column, the
 * page sized to the paper by its print stylesheet. Everything printed is escaped.
 */
export function receiptPage(data: ReceiptData, paper: ReceiptPaper): string {
  const page = PAGE[paper];
  const c = {
    ink: inkOn(paper, COLORS.ink),
    gold: inkOn(paper, COLORS.gold),
    muted: inkOn(paper, COLORS.muted),
    rule: inkOn(paper, COLORS.rule),
  };
  const lines = (list: string[], cls = "") => list.map((l) => `<p class="${cls}">${e(l)}</p>`).join("");
  // A bank account's line wraps between its parts, never inside its number.
  const accountLines = (list: string[]) =>
    list.map((l) => `<p class="muted account">${e(keepNumbersWhole(l))}</p>`).join("");
  const [name, qty, price, amount] = data.itemHeader;
  const items = data.items
    // A row without a quantity is the promotion under its item: one line, label and amount.
    .map(([n, q, p, a]) =>
      q ? `<li><p class="item">${e(n)}</p>${pair(`${q} × ${p}`, a)}</li>` : `<li>${pair(n.trim(), a)}</li>`,
    )
    .join("");
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(`${data.title} ${data.orderLabel}`)}</title>
<style>
@page { size: ${page.size}; margin: ${page.margin}; }
:root { color-scheme: light dark; }
* { box-sizing: border-box; }
body { margin: 0; background: #e9e6df; font: ${page.font}/1.35 Helvetica, Arial, sans-serif; color: ${c.ink}; }
main { width: ${page.width}; max-width: calc(100% - 16px); margin: 16px auto; padding: 4mm; background: #fff; overflow-wrap: anywhere; }
p { margin: 0; }
header { text-align: center; margin-bottom: 1em; }
h1 { font-size: 1.6em; margin: 0; color: ${c.gold}; }
h2 { font-size: 1.25em; margin: 0.4em 0 0; }
.muted { color: ${c.muted}; }
.account { overflow-wrap: normal; }
.customer p:first-child, .title { font-weight: bold; }
ul { list-style: none; margin: 0.6em 0; padding: 0.4em 0; border-top: 1px solid ${c.gold}; border-bottom: 1px solid ${c.rule}; }
li + li { margin-top: 0.35em; }
.head { display: flex; justify-content: space-between; font-weight: bold; }
.pair { display: flex; justify-content: space-between; gap: 1em; }
.pair span:last-child { white-space: nowrap; text-align: right; }
.strong { font-weight: bold; font-size: 1.15em; margin-top: 0.4em; }
section { margin-top: 0.8em; }
footer { text-align: center; font-style: italic; color: ${c.gold}; margin-top: 1.2em; }
@media (prefers-color-scheme: dark) { body { background: #10141d; } }
@media print {
  body { background: none; }
  main { width: auto; max-width: none; margin: 0; padding: 0; }
}
</style>
</head>
<body>
<main>
<header>
<h1>${e(data.storeName)}</h1>
${lines(data.storeLines, "muted")}
<h2>${e(data.title)}</h2>
<p>${e(data.orderLabel)}</p>
${lines([data.dateLine, data.statusLine], "muted")}
</header>
<div class="customer">${lines(data.customerLines)}</div>
<ul aria-label="${e(name)}">
<li class="head"><span>${e(name)}</span><span>${e(`${qty} × ${price} · ${amount}`)}</span></li>
${items}
</ul>
${data.totals.map(([l, v]) => pair(l, v)).join("")}
<section>
<p class="title">${e(data.paymentsTitle)}</p>
${lines(data.payments)}
${pair(data.balance[0], data.balance[1], true)}
</section>
${data.bankAccounts.length ? `<section><p class="title">${e(data.bankTitle)}</p>${accountLines(data.bankAccounts)}</section>` : ""}
<footer>${e(data.footer)}</footer>
</main>
</body>
</html>
`;
}
