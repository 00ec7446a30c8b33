import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct, addSettings } from "../../../tests/support/factory";
import { DB_KINDS, ORIGIN, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { printMsg } from "../../domain/receipts/messages-printing";
import { products } from "../composition/schema";

/**
 * Price labels: the PDF is drawn at 300 dpi and read back by a barcode reader (zbarimg), so a
 * label's code is proved to scan and to find its product; poppler's boxes show no text line
 * running into another.
 */
async function readLabels(pdf: Buffer): Promise<{ codes: string[]; boxes: string; pages: number }> {
  const dir = await mkdtemp(path.join(tmpdir(), "etiquetas-"));
  try {
    const file = path.join(dir, "etiquetas.pdf");
    await writeFile(file, pdf);
    execFileSync("pdftoppm", ["-png", "-r", "300", file, path.join(dir, "page")]);
    const pngs = (await readdir(dir)).filter((f) => f.endsWith(".png"));
    const codes: string[] = [];
    for (const png of pngs) {
      const out = execFileSync("zbarimg", ["--quiet", "--raw", "-Sean13.enable", "-Scode128.enable", png], {
        cwd: dir,
      }).toString("utf8");
      codes.push(...out.split("\n").filter(Boolean));
    }
    const boxes = execFileSync("pdftotext", ["-bbox-layout", file, "-"]).toString("utf8");
    return { codes, boxes, pages: pngs.length };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Text lines of one page whose boxes overlap by more than half a point both ways. */
function overlaps(bbox: string): string[] {
  const found: string[] = [];
  bbox.split(/<page /).forEach((page, p) => {
    const lines = [
      ...page.matchAll(/<line xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">/g),
    ].map((m) => m.slice(1, 5).map(Number) as [number, number, number, number]);
    for (let i = 0; i < lines.length; i++)
      for (let j = i + 1; j < lines.length; j++) {
        const [a, b] = [lines[i]!, lines[j]!];
        const x = Math.min(a[2], b[2]) - Math.max(a[0], b[0]);
        const y = Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
        if (x > 0.5 && y > 0.5) found.push(`p${p}: ${a} × ${b}`);
      }
  });
  return found;
}

describe.each(DB_KINDS)("price labels on %s", (kind) => {
  let t: TestApp;
  let seller: TestUser;
  let client: TestUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await addSettings(t.ctx.database.db, {});
    [seller, client] = await Promise.all([t.account("seller"), t.account("client")]);
  });
  afterAll(() => t.close());

  const labels = (as: TestUser, body: unknown) =>
    t.app.inject({
      method: "POST",
      url: "/api/inventory/labels",
      headers: {
        cookie: as.cookie,
        origin: ORIGIN,
        host: "localhost:3000",
        "content-type": "application/json",
      },
      payload: JSON.stringify(body),
    });

  it("a sheet of labels scans back to its products: EAN-13, Code 128 and a store EAN-13 given on the way", async () => {
    const db = t.ctx.database.db;
    const ean = await addProduct(db, {
      name: "Seiko Presage Cóctel automático con esfera azul y correa de cuero marrón",
      reference: "SRPB41J1",
      barcode: "4954628213594",
      salePrice: 1_250_000,
      promoPrice: 999_900,
    });
    const code128 = await addProduct(db, {
      name: "Casio G-Shock",
      reference: "GA-2100",
      barcode: "CASIO-GA2100",
    });
    const none = await addProduct(db, { name: "Orient Bambino", barcode: null });
    const res = await labels(seller, {
      layout: "carta",
      items: [
        { productId: ean, copies: 2 },
        { productId: code128, copies: 1 },
        { productId: none, copies: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const [given] = await db
      .select({ barcode: products.barcode })
      .from(products)
      .where(eq(products.id, none));
    expect(given?.barcode).toMatch(/^2\d{12}$/);
    const read = await readLabels(res.rawPayload);
    expect(read.pages).toBe(1);
    // zbar names each distinct symbol of a page once: the two copies read as one code.
    expect([...new Set(read.codes)].sort()).toEqual(["4954628213594", "CASIO-GA2100", given!.barcode].sort());
    // Every decoded code finds its product through the scanner's own lookup.
    for (const [code, id] of [
      ["4954628213594", ean],
      ["CASIO-GA2100", code128],
      [given!.barcode!, none],
    ] as const) {
      const found = await t.request(
        "GET",
        `/api/sales/pos-products/by-code?code=${encodeURIComponent(code)}`,
        {
          as: seller,
        },
      );
      expect(found.status, code).toBe(200);
      expect(JSON.stringify(found.json), code).toContain(id);
    }
    expect(read.boxes).toContain("L.");
    expect(overlaps(read.boxes)).toEqual([]);
  });

  it("the roll prints one 50 × 25 mm label a page; 31 labels on Letter take two sheets", async () => {
    const db = t.ctx.database.db;
    const p = await addProduct(db, { name: "Citizen Eco-Drive", barcode: "0012345678905" });
    const roll = await readLabels(
      (await labels(seller, { layout: "rollo", items: [{ productId: p, copies: 3 }] })).rawPayload,
    );
    expect(roll.pages).toBe(3);
    // One label a page: each page's image reads its code.
    expect(roll.codes).toEqual(["0012345678905", "0012345678905", "0012345678905"]);
    expect(overlaps(roll.boxes)).toEqual([]);
    expect(roll.boxes).toMatch(/<page width="141\.7\d*" height="70\.8\d*"/);
    const sheets = await labels(seller, { layout: "carta", items: [{ productId: p, copies: 31 }] });
    expect((sheets.rawPayload.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length).toBe(2);
  });

  it("a sheet started at label 29 fills its last two labels, then a new sheet from its first; the roll ignores it", async () => {
    const db = t.ctx.database.db;
    const p = await addProduct(db, { name: "Seiko 5", barcode: "5901234123457" });
    const res = await labels(seller, { layout: "carta", startAt: 29, items: [{ productId: p, copies: 3 }] });
    expect(res.statusCode).toBe(200);
    const read = await readLabels(res.rawPayload);
    expect(read.pages).toBe(2);
    // Where each price ("L. …") is printed, page by page: labels 29 and 30 (the last row's middle
    // and right columns) on the first sheet, label 1 (top left) on the second.
    const prices = read.boxes
      .split(/<page /)
      .slice(1)
      .map((page) =>
        [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>L\.<\/word>/g)].map((m) => [
          Number(m[1]),
          Number(m[2]),
        ]),
      );
    expect(prices.map((page) => page.length)).toEqual([2, 1]);
    const [[first, second], [third]] = prices as [[number[], number[]], [number[]]];
    const row = (y: number) => Math.floor((y - 36) / 72);
    const column = (x: number) => Math.floor((x - 13.5) / (189 + 9));
    expect([column(first![0]!), row(first![1]!)]).toEqual([1, 9]);
    expect([column(second![0]!), row(second![1]!)]).toEqual([2, 9]);
    expect([column(third![0]!), row(third![1]!)]).toEqual([0, 0]);
    expect(new Set(read.codes)).toEqual(new Set(["5901234123457"]));
    const roll = await readLabels(
      (await labels(seller, { layout: "rollo", startAt: 29, items: [{ productId: p, copies: 2 }] }))
        .rawPayload,
    );
    expect(roll.pages).toBe(2);
    const refused = await labels(seller, {
      layout: "carta",
      startAt: 31,
      items: [{ productId: p, copies: 1 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(printMsg.labelsStartAtRange(30));
  });

  it("refuses in Spanish: too many labels, none, a repeated or unknown product; customers may not ask", async () => {
    const db = t.ctx.database.db;
    const p = await addProduct(db, {});
    const q = await addProduct(db, {});
    const refusals: Array<[unknown, string]> = [
      [
        {
          layout: "carta",
          items: [
            { productId: p, copies: 200 },
            { productId: q, copies: 101 },
          ],
        },
        printMsg.labelsTooMany(300),
      ],
      [{ layout: "carta", items: [] }, printMsg.labelsNone],
      [{ layout: "carta", items: [{ productId: p, copies: 0 }] }, printMsg.labelsCopiesRange(300)],
      [
        {
          layout: "carta",
          items: [
            { productId: p, copies: 1 },
            { productId: p, copies: 2 },
          ],
        },
        printMsg.labelsRepeated,
      ],
      [{ layout: "carta", items: [{ productId: "no-existe", copies: 1 }] }, printMsg.labelsProductMissing],
      [{ layout: "A4", items: [{ productId: p, copies: 1 }] }, printMsg.labelsLayoutInvalid],
    ];
    for (const [body, message] of refusals) {
      const res = await labels(seller, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await labels(client, { layout: "carta", items: [{ productId: p, copies: 1 }] })).statusCode).toBe(
      403,
    );
  });
});
