import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct, addSettings, saleViaApi } from "../../../tests/support/factory";
import { multipartBody } from "../../../tests/support/multipart";
import { DB_KINDS, ORIGIN, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { sales } from "../sales/schema";

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#b8860b" } })
    .png()
    .toBuffer();
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>`;

describe.each(DB_KINDS)("support tickets on %s (decisions 0081–0084)", (kind) => {
  let t: TestApp;
  let ana: TestUser; // client
  let beto: TestUser; // another client
  let mayo: TestUser; // wholesaler
  let seller: TestUser;
  let admin: TestUser;
  let boss: TestUser; // superadmin
  let anasSale: string;
  let betosSale: string;

  const upload = async (as: TestUser, ticketId: string, parts: Parameters<typeof multipartBody>[0]) => {
    const { payload, contentType } = multipartBody(parts);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/support/tickets/${ticketId}/photos`,
      headers: { origin: ORIGIN, host: "localhost:3000", cookie: as.cookie, "content-type": contentType },
      payload,
    });
    return { status: res.statusCode, json: res.json() };
  };
  const open = (as: TestUser, extra: Record<string, unknown> = {}) =>
    t.request("POST", "/api/support/tickets", {
      as,
      body: {
        subject: "Reloj atrasa",
        category: "Garantía",
        message: "Se atrasa 5 minutos al día.",
        ...extra,
      },
    });

  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.ctx.database.db;
    await addSettings(db, { defaultCommissionBasisPoints: 500 });
    [ana, beto, mayo, seller, admin, boss] = await Promise.all([
      t.account("client", { name: "Ana López" }),
      t.account("client", { name: "Beto Díaz" }),
      t.account("wholesaler"),
      t.account("seller"),
      t.account("admin", { name: "Admin Uno" }),
      t.account("superadmin"),
    ]);
    const productId = await addProduct(db, {
      brand: "Casio",
      description: "",
      quantity: 50,
      salePrice: 100_000,
    });
    anasSale = (await saleViaApi(t, admin, [{ productId, quantity: 1 }])).json.id;
    betosSale = (await saleViaApi(t, admin, [{ productId, quantity: 1 }])).json.id;
    await db.update(sales).set({ customerUserId: ana.id }).where(eq(sales.id, anasSale));
    await db.update(sales).set({ customerUserId: beto.id }).where(eq(sales.id, betosSale));
  });
  afterAll(() => t.close());

  it("a client opens a ticket on their own purchase; every admin is notified with the ticket's link", async () => {
    const res = await open(ana, { relatedPurchaseId: anasSale });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: "Abierto",
      category: "Garantía",
      unread: false,
      needsAnswer: true,
    });
    const id = res.json.id as string;
    for (const who of [admin, boss]) {
      const n = await t.request("GET", "/api/notifications", { as: who });
      expect(n.json.items[0]).toMatchObject({
        title: "Nuevo ticket de soporte",
        body: "Ana López: Reloj atrasa",
        link: `/admin/support-tickets/${id}`,
      });
    }
    expect((await t.request("GET", "/api/notifications", { as: seller })).json.items).toEqual([]);
    const list = await t.request("GET", "/api/support/tickets", { as: admin });
    expect(list.json.map((x: { id: string }) => x.id)).toContain(id);
    const detail = await t.request("GET", `/api/support/tickets/${id}`, { as: admin });
    expect(detail.json.customer).toMatchObject({ id: ana.id, name: "Ana López", role: "client" });
    expect(detail.json.relatedPurchase).toMatchObject({ id: anasSale, kind: "sale" });
    expect(detail.json.unread).toBe(true);
  });

  it("a client cannot read, reply to, mark or attach a photo to another client's ticket, nor attach another's order", async () => {
    const id = (await open(ana)).json.id as string;
    expect((await t.request("GET", `/api/support/tickets/${id}`, { as: beto })).status).toBe(404);
    expect(
      (await t.request("POST", `/api/support/tickets/${id}/messages`, { as: beto, body: { text: "hola" } }))
        .status,
    ).toBe(404);
    expect((await t.request("POST", `/api/support/tickets/${id}/read`, { as: beto })).status).toBe(404);
    expect(
      (await upload(beto, id, [{ name: "photo", filename: "a.png", type: "image/png", data: await png() }]))
        .status,
    ).toBe(404);
    expect((await t.request("GET", "/api/support/tickets", { as: beto })).json).toEqual([]);
    const stolen = await open(beto, { relatedPurchaseId: anasSale });
    expect(stolen.status).toBe(400);
    expect(stolen.json.error).toMatchObject({
      field: "relatedPurchaseId",
      message: "La compra elegida no existe o no es suya.",
    });
    expect((await open(beto, { relatedPurchaseId: "no-existe" })).status).toBe(400);
    expect((await open(beto, { relatedPurchaseId: betosSale })).status).toBe(200);
    // Nor may they set its status.
    expect(
      (await t.request("PATCH", `/api/support/tickets/${id}`, { as: ana, body: { status: "Cerrado" } }))
        .status,
    ).toBe(403);
  });

  it("a seller reads no ticket: not the list, not one ticket, not the desk", async () => {
    const id = (await open(mayo)).json.id as string;
    expect((await t.request("GET", "/api/support/tickets", { as: seller })).status).toBe(403);
    expect((await t.request("GET", `/api/support/tickets/${id}`, { as: seller })).status).toBe(403);
    expect(
      (await t.request("POST", `/api/support/tickets/${id}/messages`, { as: seller, body: { text: "x" } }))
        .status,
    ).toBe(403);
    expect((await t.request("GET", "/api/support/desk", { as: seller })).status).toBe(403);
  });

  it("a staff reply and a status change notify the client; the client's reply reopens the ticket", async () => {
    const id = (await open(mayo)).json.id as string;
    expect(
      (
        await t.request("POST", `/api/support/tickets/${id}/messages`, {
          as: admin,
          body: { text: "Lo revisamos." },
        })
      ).status,
    ).toBe(200);
    let mine = await t.request("GET", `/api/support/tickets/${id}`, { as: mayo });
    expect(mine.json).toMatchObject({ status: "Abierto", unread: true, needsAnswer: false, customer: null });
    expect(mine.json.messages.map((m: { side: string; text: string }) => [m.side, m.text])).toEqual([
      ["client", "Se atrasa 5 minutos al día."],
      ["staff", "Lo revisamos."],
    ]);
    let bell = await t.request("GET", "/api/notifications", { as: mayo });
    expect(bell.json.items[0]).toMatchObject({
      title: "Nueva respuesta de Soporte",
      link: `/client/support/${id}`,
    });

    await t.request("POST", `/api/support/tickets/${id}/read`, { as: mayo });
    mine = await t.request("GET", `/api/support/tickets/${id}`, { as: mayo });
    expect(mine.json.unread).toBe(false);

    expect(
      (await t.request("PATCH", `/api/support/tickets/${id}`, { as: admin, body: { status: "Resuelto" } }))
        .status,
    ).toBe(200);
    bell = await t.request("GET", "/api/notifications", { as: mayo });
    expect(bell.json.items[0]).toMatchObject({
      title: "Su ticket cambió de estado",
      body: `Ticket #${id.slice(0, 6).toUpperCase()}: ahora está 'Resuelto'.`,
      link: `/client/support/${id}`,
    });
    // Setting the same status again tells nobody anything.
    await t.request("PATCH", `/api/support/tickets/${id}`, { as: admin, body: { status: "Resuelto" } });
    expect((await t.request("GET", "/api/notifications", { as: mayo })).json.items.length).toBe(
      bell.json.items.length,
    );

    await t.request("POST", `/api/support/tickets/${id}/messages`, {
      as: mayo,
      body: { text: "Sigue igual." },
    });
    mine = await t.request("GET", `/api/support/tickets/${id}`, { as: mayo });
    expect(mine.json.status).toBe("Abierto");
    const needing = await t.request("GET", "/api/support/tickets?needsAnswer=true", { as: boss });
    expect(needing.json.map((x: { id: string }) => x.id)).toContain(id);
    const closed = await t.request("GET", "/api/support/tickets?status=Cerrado&category=Pago", { as: boss });
    expect(closed.json).toEqual([]);
  });

  it("staff assign a ticket to an admin, never to a seller or a client", async () => {
    const id = (await open(ana)).json.id as string;
    const desk = await t.request("GET", "/api/support/desk", { as: admin });
    expect(desk.json.agents.map((a: { id: string }) => a.id).sort()).toEqual([admin.id, boss.id].sort());
    expect(desk.json.cannedReplies.length).toBeGreaterThan(0);
    expect(
      (await t.request("PATCH", `/api/support/tickets/${id}`, { as: boss, body: { assignedToId: admin.id } }))
        .status,
    ).toBe(200);
    expect((await t.request("GET", `/api/support/tickets/${id}`, { as: boss })).json).toMatchObject({
      assignedToId: admin.id,
      assignedToName: "Admin Uno",
    });
    const bad = await t.request("PATCH", `/api/support/tickets/${id}`, {
      as: boss,
      body: { assignedToId: seller.id },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.field).toBe("assignedToId");
    await t.request("PATCH", `/api/support/tickets/${id}`, { as: boss, body: { assignedToId: null } });
    expect((await t.request("GET", `/api/support/tickets/${id}`, { as: boss })).json.assignedToId).toBeNull();
  });

  it("the canned replies are the store's own once Configuración saves them", async () => {
    const own = [{ title: "Horario", text: "Atendemos de lunes a sábado, 9 a. m. a 6 p. m." }];
    const saved = await t.request("PATCH", "/api/settings", { as: admin, body: { cannedReplies: own } });
    expect(saved.status).toBe(200);
    expect(saved.json.cannedReplies).toEqual(own);
    expect((await t.request("GET", "/api/support/desk", { as: admin })).json.cannedReplies).toEqual(own);
    const empty = await t.request("PATCH", "/api/settings", {
      as: admin,
      body: { cannedReplies: [{ title: " ", text: "x" }] },
    });
    expect(empty.status).toBe(400);
  });

  it("a photo is checked by content and served re-encoded only to who may read the ticket", async () => {
    const id = (await open(ana)).json.id as string;
    const ok = await upload(ana, id, [
      { name: "text", data: "Así se ve el cristal" },
      { name: "photo", filename: "reloj.png", type: "image/png", data: await png() },
    ]);
    expect(ok.status).toBe(200);
    const detail = await t.request("GET", `/api/support/tickets/${id}`, { as: ana });
    const photo = detail.json.messages.at(-1);
    const listed = await t.request("GET", "/api/support/tickets", { as: ana });
    expect(listed.json.find((x: { id: string }) => x.id === id).lastMessage).toBe("Así se ve el cristal");
    expect(photo).toMatchObject({ text: "Así se ve el cristal", photoWidth: 64, photoHeight: 48 });
    const served = await t.app.inject({
      method: "GET",
      url: photo.photoUrl,
      headers: { cookie: ana.cookie },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    // A customer's photo is kept by no cache, as the statement PDF.
    expect(served.headers["cache-control"]).toBe("no-store");
    expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");
    const asAdmin = await t.app.inject({
      method: "GET",
      url: photo.photoUrl,
      headers: { cookie: admin.cookie },
    });
    expect(asAdmin.statusCode).toBe(200);
    for (const who of [beto, seller]) {
      const other = await t.app.inject({
        method: "GET",
        url: photo.photoUrl,
        headers: { cookie: who.cookie },
      });
      expect([403, 404]).toContain(other.statusCode);
    }
    expect((await t.app.inject({ method: "GET", url: photo.photoUrl })).statusCode).toBe(401);
    // Never through the public media route.
    const key = `private/support/${id}/${photo.id}.webp`;
    expect((await t.app.inject({ method: "GET", url: `/media/${key}` })).statusCode).toBe(404);
  });

  it("refuses an upload that is not a JPEG, PNG or WebP image: a renamed text file, an SVG, a GIF, nothing", async () => {
    const id = (await open(ana)).json.id as string;
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    for (const data of [Buffer.from("solo texto, no es una foto"), Buffer.from(SVG), gif]) {
      const res = await upload(ana, id, [{ name: "photo", filename: "foto.jpg", type: "image/jpeg", data }]);
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({
        field: "photo",
        message: "La foto debe ser una imagen JPEG, PNG o WebP.",
      });
    }
    const none = await upload(ana, id, [{ name: "text", data: "sin foto" }]);
    expect(none.status).toBe(400);
    // The caption meets the rule every request string does (the document's pattern on `text`); a
    // UTF-8 part cannot carry a lone surrogate at all, U+0000 it can.
    const photo = { name: "photo", filename: "a.png", type: "image/png", data: await png() };
    const nul = await upload(ana, id, [photo, { name: "text", data: "antes\u0000después" }]);
    expect(nul.status).toBe(400);
    expect(nul.json.error).toMatchObject({
      field: "text",
      message: "El texto contiene caracteres no permitidos.",
    });
    const json = await t.request("POST", `/api/support/tickets/${id}/photos`, { as: ana, body: {} });
    expect(json.status).toBe(400);
    const detail = await t.request("GET", `/api/support/tickets/${id}`, { as: ana });
    expect(detail.json.messages).toHaveLength(1);
    // A photo without words is listed as a photo.
    await upload(ana, id, [{ name: "photo", filename: "a.webp", type: "image/webp", data: await png() }]);
    const listed = await t.request("GET", "/api/support/tickets", { as: ana });
    expect(listed.json.find((x: { id: string }) => x.id === id).lastMessage).toBe("📷 Foto");
  });

  it("keeps message text as typed: markup is data, never interpreted by the server", async () => {
    const xss = `<img src=x onerror="alert(1)"><script>alert(2)</script>`;
    const res = await open(ana, { subject: xss, message: xss });
    expect(res.status).toBe(200);
    const detail = await t.request("GET", `/api/support/tickets/${res.json.id}`, { as: ana });
    expect(detail.json.subject).toBe(xss);
    expect(detail.json.messages[0].text).toBe(xss);
  });

  it("refuses empty or overlong input with the catalogue's texts", async () => {
    const empty = await open(ana, { subject: "  " });
    expect(empty.status).toBe(400);
    expect(empty.json.error).toMatchObject({ field: "subject", message: "Escriba el asunto del ticket." });
    const cat = await open(ana, { category: "Quejas" });
    expect(cat.json.error).toMatchObject({ field: "category", message: "Elija una categoría." });
    const long = await open(ana, { message: "x".repeat(2001) });
    expect(long.json.error.message).toBe("El mensaje no puede tener más de 2000 caracteres.");
    const wholesalerOnly = await t.request("POST", "/api/support/tickets", {
      as: admin,
      body: { subject: "x", category: "Otro", message: "x" },
    });
    expect(wholesalerOnly.status).toBe(403);
  });
});
