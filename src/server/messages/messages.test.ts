import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct, addSettings, saleViaApi } from "../../../tests/support/factory";
import { eventually, listenOnPort, openStream } from "../../../tests/support/sse";
import { DB_KINDS, startTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app";
import { userNotifications } from "../notifications/schema";
import { internalMessages } from "./schema";

describe.each(DB_KINDS)(
  "Mensajería on %s (docs/product/operations.md, roles.md; decisions 0085–0086)",
  (kind) => {
    let t: TestApp;
    let port: number;
    let seller: TestUser;
    let admin: TestUser;
    let boss: TestUser;
    let outsider: TestUser;
    beforeAll(async () => {
      t = await startTestApp(kind);
      port = await listenOnPort(t.app);
      seller = await t.account("seller", { name: "Sara Vendedora" });
      admin = await t.account("admin", { name: "Andrés Admin" });
      boss = await t.account("superadmin", { name: "Sofía Jefa" });
      outsider = await t.account("seller", { name: "Otro Vendedor" });
    });
    afterAll(() => t.close());

    const start = (as: TestUser, body: unknown) => t.request("POST", "/api/messages", { as, body });

    it("a client, a wholesaler or a visitor cannot use messaging at all", async () => {
      const client = await t.account("client");
      const wholesaler = await t.account("wholesaler");
      for (const as of [client, wholesaler]) {
        expect((await t.request("GET", "/api/messages", { as })).status).toBe(403);
        expect((await t.request("GET", "/api/messages/unread", { as })).status).toBe(403);
        expect((await start(as, { recipientIds: [admin.id], content: "hola" })).status).toBe(403);
      }
      expect((await t.request("GET", "/api/messages")).status).toBe(401);
      expect(
        (await start(undefined as unknown as TestUser, { recipientIds: [admin.id], content: "x" })).status,
      ).toBe(401);
      // Nor may staff write to them.
      const res = await start(seller, { recipientIds: [client.id], content: "hola" });
      expect(res.status).toBe(400);
      expect(res.json.error.message).toBe("Solo puede escribir a personas del equipo.");
    });

    it("a new thread reaches its participants live, notifies the recipients, and nobody else reads it", async () => {
      const adminStream = openStream(port, admin.cookie);
      const outsiderStream = openStream(port, outsider.cookie);
      await Promise.all([adminStream.ready, outsiderStream.ready]);

      const res = await start(seller, {
        recipientIds: [admin.id, boss.id],
        subject: "Stock",
        content: "¿Llegó el Casio?",
      });
      expect(res.status).toBe(200);
      const threadId: string = res.json.threadId;
      await eventually(() =>
        adminStream.events.some((e) => e.topic === "internal_messages" && e.id === threadId),
      );

      // The thread's id is its first message's own id.
      const [first] = await t.ctx.database.db
        .select()
        .from(internalMessages)
        .where(eq(internalMessages.id, threadId));
      expect(first?.threadId).toBe(threadId);
      expect(first?.participantIds).toEqual([seller.id, admin.id, boss.id]);
      expect(first?.readBy).toEqual([seller.id]);

      const notes = await t.request("GET", "/api/notifications", { as: admin });
      expect(notes.json.items[0]).toMatchObject({
        title: "Nuevo mensaje de Sara Vendedora",
        body: "Stock: ¿Llegó el Casio?",
        type: "message",
        link: "/admin/messages",
      });
      expect((await t.request("GET", "/api/notifications", { as: seller })).json.unread).toBe(0);

      expect((await t.request("GET", `/api/messages/${threadId}`, { as: outsider })).status).toBe(404);
      expect(
        (
          await t.request("POST", `/api/messages/${threadId}/replies`, {
            as: outsider,
            body: { content: "x" },
          })
        ).status,
      ).toBe(404);
      expect((await t.request("POST", `/api/messages/${threadId}/read`, { as: outsider })).status).toBe(404);
      expect((await t.request("POST", `/api/messages/${threadId}/deletion`, { as: outsider })).status).toBe(
        404,
      );
      expect((await t.request("GET", "/api/messages", { as: outsider })).json.threads).toEqual([]);
      await new Promise((r) => setTimeout(r, 150));
      expect(outsiderStream.events.some((e) => e.topic === "internal_messages")).toBe(false);
      adminStream.close();
      outsiderStream.close();
    });

    it("read state is each participant's own; isRead means everyone has read it", async () => {
      const { threadId } = (
        await start(admin, { recipientIds: [seller.id, boss.id], content: "Reunión a las 3" })
      ).json;
      const unread = async (as: TestUser) =>
        (await t.request("GET", "/api/messages/unread", { as })).json.unread;
      const sellerBefore = await unread(seller);
      expect(sellerBefore).toBeGreaterThanOrEqual(1);
      const list = await t.request("GET", "/api/messages", { as: seller });
      expect(list.json.threads.find((x: { threadId: string }) => x.threadId === threadId).unread).toBe(true);
      expect(list.json.unread).toBe(sellerBefore);

      expect((await t.request("POST", `/api/messages/${threadId}/read`, { as: seller })).status).toBe(200);
      expect(await unread(seller)).toBe(sellerBefore - 1);
      let thread = await t.request("GET", `/api/messages/${threadId}`, { as: admin });
      expect(thread.json.messages[0].isRead).toBe(false);

      await t.request("POST", `/api/messages/${threadId}/read`, { as: boss });
      thread = await t.request("GET", `/api/messages/${threadId}`, { as: admin });
      expect(thread.json.messages[0].isRead).toBe(true);
      // Marking again changes nothing.
      expect((await t.request("POST", `/api/messages/${threadId}/read`, { as: boss })).status).toBe(200);
    });

    it("'eliminar para mí' hides the thread for that user only; a later reply brings it back from there", async () => {
      const { threadId } = (
        await start(seller, { recipientIds: [admin.id], subject: "Orden", content: "Primero" })
      ).json;
      await t.request("POST", `/api/messages/${threadId}/replies`, {
        as: admin,
        body: { content: "Respuesta" },
      });
      expect((await t.request("POST", `/api/messages/${threadId}/deletion`, { as: seller })).status).toBe(
        200,
      );

      const ids = async (as: TestUser) =>
        (await t.request("GET", "/api/messages", { as })).json.threads.map(
          (x: { threadId: string }) => x.threadId,
        );
      expect(await ids(seller)).not.toContain(threadId);
      expect((await t.request("GET", `/api/messages/${threadId}`, { as: seller })).status).toBe(404);
      expect(await ids(admin)).toContain(threadId);
      const adminView = await t.request("GET", `/api/messages/${threadId}`, { as: admin });
      expect(adminView.json.messages.map((m: { content: string }) => m.content)).toEqual([
        "Primero",
        "Respuesta",
      ]);
      const rows = await t.ctx.database.db
        .select()
        .from(internalMessages)
        .where(eq(internalMessages.threadId, threadId));
      expect(rows.every((r) => r.deletedBy.includes(seller.id) && !r.deletedBy.includes(admin.id))).toBe(
        true,
      );
      // Deleted already: a second time is not found; nor can they reply to what they no longer see.
      expect((await t.request("POST", `/api/messages/${threadId}/deletion`, { as: seller })).status).toBe(
        404,
      );

      await t.request("POST", `/api/messages/${threadId}/replies`, {
        as: admin,
        body: { content: "¿Sigue ahí?" },
      });
      const back = await t.request("GET", `/api/messages/${threadId}`, { as: seller });
      expect(back.status).toBe(200);
      expect(back.json.messages.map((m: { content: string }) => m.content)).toEqual(["¿Sigue ahí?"]);
      expect(back.json.subject).toBe("Orden");
    });

    it("an order mentioned by number links to it for whoever may open it", async () => {
      await addSettings(t.ctx.database.db, { defaultCommissionBasisPoints: 500 });
      const productId = await addProduct(t.ctx.database.db, {
        brand: "Casio",
        description: "",
        quantity: 10,
        salePrice: 10_000,
      });
      const sale = await saleViaApi(t, admin, [{ productId, quantity: 1 }]);
      const number: string = sale.json.orderNumber;
      const { threadId } = (
        await start(admin, {
          recipientIds: [seller.id],
          content: `Revise la orden #${number.toLowerCase()} y #ZZZZZZ`,
        })
      ).json;
      const forAdmin = await t.request("GET", `/api/messages/${threadId}`, { as: admin });
      expect(forAdmin.json.orders).toEqual([{ number, saleId: sale.json.id }]);
      // A seller opens only their own sales: this one is the admin's.
      const forSeller = await t.request("GET", `/api/messages/${threadId}`, { as: seller });
      expect(forSeller.json.orders).toEqual([]);
    });

    it("refuses empty messages, no recipients, only oneself, and lists the team but oneself", async () => {
      expect((await start(seller, { recipientIds: [], content: "x" })).json.error.message).toBe(
        "Elija al menos un destinatario.",
      );
      expect((await start(seller, { recipientIds: [seller.id], content: "x" })).json.error.message).toBe(
        "Elija al menos un destinatario.",
      );
      expect((await start(seller, { recipientIds: [admin.id], content: "   " })).json.error.message).toBe(
        "Escriba un mensaje.",
      );
      const recipients = await t.request("GET", "/api/messages/recipients", { as: seller });
      const ids = recipients.json.map((r: { id: string }) => r.id);
      expect(ids).toContain(admin.id);
      expect(ids).not.toContain(seller.id);
    });

    it("a refused message stores nothing and notifies nobody (one transaction)", async () => {
      const before = await t.ctx.database.db.select().from(internalMessages);
      const notesBefore = await t.ctx.database.db.select().from(userNotifications);
      // A recipient that is not a user: the check refuses it before anything is written.
      const res = await start(seller, { recipientIds: [admin.id, "nadie-existe"], content: "hola" });
      expect(res.status).toBe(400);
      expect(await t.ctx.database.db.select().from(internalMessages)).toHaveLength(before.length);
      expect(await t.ctx.database.db.select().from(userNotifications)).toHaveLength(notesBefore.length);
    });
  },
);
