import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct, addSettings, saleViaApi } from "../../../tests/support/factory";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { msg } from "../../domain/kernel/messages";

/**
 * Smaller leaks and loose ends: the logo upload passes the picture content check and replaces
 * the old file; a seller's Clientes Web list shows only their own sales' balance; an operation
 * that takes no input refuses a body. (Ticket photos' no-store: support.test.ts.)
 */
describe.each(DB_KINDS)("uploads, lists and bodies on %s", (kind) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.account("admin");
    await addSettings(t.ctx.database.db, { defaultCommissionBasisPoints: 500 });
  });
  afterAll(() => t.close());

  const setLogo = (dataUrl: string | null) =>
    t.request("PUT", "/api/settings/logo", { as: admin, body: { dataUrl } });
  const asDataUrl = (data: Buffer, type = "png") => `data:image/${type};base64,${data.toString("base64")}`;
  const stored = async (logoUrl: string) => {
    const stream = await t.ctx.storage.get(logoUrl.replace(/^\/media\//, ""));
    stream?.destroy();
    return stream !== null;
  };

  it("the logo refuses an SVG and a GIF/HTML polyglot labelled as PNG, and changes nothing", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><rect width="64" height="64"/></svg>',
    );
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    const polyglot = Buffer.concat([
      gif,
      Buffer.from("<html><script>alert(document.cookie)</script></html>"),
    ]);
    for (const data of [svg, gif, polyglot]) {
      const res = await setLogo(asDataUrl(data));
      expect([res.status, res.json?.error?.message]).toEqual([400, msg.logoInvalid]);
    }
    expect((await t.request("GET", "/api/settings", { as: admin })).json.logoUrl ?? null).toBeNull();
  });

  it("a new logo deletes the one it replaces, and removing the logo deletes it", async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#b08d57" } })
      .png()
      .toBuffer();
    const first = (await setLogo(asDataUrl(png))).json.logoUrl as string;
    expect(await stored(first)).toBe(true);
    const second = (await setLogo(asDataUrl(png))).json.logoUrl as string;
    expect(second).not.toBe(first);
    expect(await stored(first)).toBe(false);
    expect(await stored(second)).toBe(true);
    expect((await setLogo(null)).status).toBe(200);
    expect(await stored(second)).toBe(false);
  });

  it("a seller's Clientes Web list shows the balance of the seller's own sales only", async () => {
    const client = await t.account("client", { name: "Zoila Saldos" });
    const [mine, theirs] = [await t.account("seller"), await t.account("seller")];
    const product = await addProduct(t.ctx.database.db, { quantity: 10, salePrice: 100_000 });
    for (const [seller, quantity] of [
      [mine, 1],
      [theirs, 2],
    ] as const) {
      const sale = await saleViaApi(t, seller, [{ productId: product, quantity }], {
        customer: { kind: "user", userId: client.id },
      });
      expect(sale.status).toBe(200);
    }
    const balanceAs = async (who: TestUser) => {
      const res = await t.request("GET", "/api/web-clients?q=Zoila", { as: who });
      expect(res.status).toBe(200);
      return res.json.items.find((row: { id: string }) => row.id === client.id).balance as number;
    };
    expect(await balanceAs(mine)).toBe(100_000);
    expect(await balanceAs(theirs)).toBe(200_000);
    expect(await balanceAs(admin)).toBe(300_000);
  });

  it("an operation with no input refuses a body with anything in it, after its guard", async () => {
    const client = await t.account("client");
    for (const body of [{ a: 1 }, [1, 2], "hola"]) {
      const res = await t.request("POST", "/api/notifications/read-all", { as: client, body });
      expect([res.status, res.json?.error?.message]).toEqual([400, msg.noInputExpected]);
    }
    expect((await t.request("POST", "/api/notifications/read-all", { as: client, body: {} })).status).toBe(
      200,
    );
    expect((await t.request("POST", "/api/notifications/read-all", { as: client })).status).toBe(200);
    expect((await t.request("POST", "/api/notifications/read-all", { body: { a: 1 } })).status).toBe(401);
  });
});
