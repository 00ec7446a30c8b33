import { describe, expect, it } from "vitest";
import {
  canManageTicket,
  cannedRepliesOf,
  canReadTicket,
  DEFAULT_CANNED_REPLIES,
  isSupportStaff,
  isTicketPhotoFormat,
  isTicketStatus,
  sideOf,
  statusAfterMessage,
  TICKET_CATEGORIES,
  TICKET_STATUSES,
  type TicketReadState,
  ticketNeedsAnswer,
  ticketNumber,
  ticketUnread,
} from "./support";

const t0 = new Date("2025-06-10T10:00:00Z");
const t1 = new Date("2025-06-10T11:00:00Z");
const t2 = new Date("2025-06-10T12:00:00Z");
const state = (over: Partial<TicketReadState> = {}): TicketReadState => ({
  status: "Abierto",
  lastClientMessageAt: null,
  lastStaffMessageAt: null,
  clientReadAt: null,
  staffReadAt: null,
  ...over,
});

describe("ticket statuses and categories (decision 0081)", () => {
  it("lists the four statuses, 'Abierto' first, and the six categories", () => {
    expect(TICKET_STATUSES).toEqual(["Abierto", "En Proceso", "Resuelto", "Cerrado"]);
    expect(TICKET_CATEGORIES).toEqual(["Pedido", "Pago", "Envío", "Garantía", "Producto", "Otro"]);
  });
  it("recognises a status only by its exact text", () => {
    expect(isTicketStatus("En Proceso")).toBe(true);
    expect(isTicketStatus("abierto")).toBe(false);
    expect(isTicketStatus(3)).toBe(false);
  });
  it("accepts JPEG, PNG and WebP photos only, by the format read from the content", () => {
    expect(isTicketPhotoFormat("jpeg")).toBe(true);
    expect(isTicketPhotoFormat("png")).toBe(true);
    expect(isTicketPhotoFormat("webp")).toBe(true);
    expect(isTicketPhotoFormat("svg")).toBe(false);
    expect(isTicketPhotoFormat("gif")).toBe(false);
    expect(isTicketPhotoFormat(undefined)).toBe(false);
  });
  it("numbers a ticket by the first six characters of its id, in capitals", () => {
    expect(ticketNumber("ab12cd34ef")).toBe("AB12CD");
  });
});

describe("who may do what to a ticket (decision 0081)", () => {
  const ticket = { userId: "ana" };
  it("its owner reads it; another customer does not", () => {
    expect(canReadTicket({ id: "ana", role: "client" }, ticket)).toBe(true);
    expect(canReadTicket({ id: "ana", role: "wholesaler" }, ticket)).toBe(true);
    expect(canReadTicket({ id: "beto", role: "client" }, ticket)).toBe(false);
  });
  it("admins and superadmins read every ticket; a seller reads none, not even one with their id", () => {
    expect(canReadTicket({ id: "x", role: "admin" }, ticket)).toBe(true);
    expect(canReadTicket({ id: "x", role: "superadmin" }, ticket)).toBe(true);
    expect(canReadTicket({ id: "ana", role: "seller" }, ticket)).toBe(false);
  });
  it("only admins set the status or assign", () => {
    expect(canManageTicket("admin")).toBe(true);
    expect(canManageTicket("superadmin")).toBe(true);
    expect(canManageTicket("seller")).toBe(false);
    expect(canManageTicket("client")).toBe(false);
    expect(isSupportStaff("seller")).toBe(false);
  });
  it("each role speaks for one side, a seller for none", () => {
    expect(sideOf("client")).toBe("client");
    expect(sideOf("wholesaler")).toBe("client");
    expect(sideOf("admin")).toBe("staff");
    expect(sideOf("superadmin")).toBe("staff");
    expect(sideOf("seller")).toBeNull();
  });
  it("a customer's message reopens the ticket; a staff message keeps its status", () => {
    expect(statusAfterMessage("Resuelto", "client")).toBe("Abierto");
    expect(statusAfterMessage("Cerrado", "wholesaler")).toBe("Abierto");
    expect(statusAfterMessage("En Proceso", "admin")).toBe("En Proceso");
  });
});

describe("read state per side (decision 0082)", () => {
  it("a side has unread messages when the other side wrote after its last visit", () => {
    expect(ticketUnread("client", state())).toBe(false);
    expect(ticketUnread("client", state({ lastStaffMessageAt: t1 }))).toBe(true);
    expect(ticketUnread("client", state({ lastStaffMessageAt: t1, clientReadAt: t2 }))).toBe(false);
    expect(ticketUnread("client", state({ lastStaffMessageAt: t2, clientReadAt: t1 }))).toBe(true);
    expect(ticketUnread("staff", state({ lastClientMessageAt: t1 }))).toBe(true);
    expect(ticketUnread("staff", state({ lastClientMessageAt: t1, staffReadAt: t1 }))).toBe(false);
  });
  it("its own messages never make a side's marker light up", () => {
    expect(ticketUnread("client", state({ lastClientMessageAt: t2, clientReadAt: t0 }))).toBe(false);
    expect(ticketUnread("staff", state({ lastStaffMessageAt: t2, staffReadAt: t0 }))).toBe(false);
  });
  it("needs an answer when the customer spoke last and it is open or in process", () => {
    expect(ticketNeedsAnswer(state({ lastClientMessageAt: t1 }))).toBe(true);
    expect(
      ticketNeedsAnswer(state({ status: "En Proceso", lastClientMessageAt: t2, lastStaffMessageAt: t1 })),
    ).toBe(true);
    expect(ticketNeedsAnswer(state({ lastClientMessageAt: t1, lastStaffMessageAt: t2 }))).toBe(false);
    expect(ticketNeedsAnswer(state({ status: "Resuelto", lastClientMessageAt: t1 }))).toBe(false);
    expect(ticketNeedsAnswer(state({ status: "Cerrado", lastClientMessageAt: t1 }))).toBe(false);
  });
});

describe("canned replies (decision 0084)", () => {
  it("the store's own list wins; without one, the defaults", () => {
    const own = [{ title: "Hola", text: "Hola" }];
    expect(cannedRepliesOf(own)).toBe(own);
    expect(cannedRepliesOf([])).toEqual([]);
    expect(cannedRepliesOf(undefined)).toBe(DEFAULT_CANNED_REPLIES);
    expect(cannedRepliesOf(null)).toBe(DEFAULT_CANNED_REPLIES);
    expect(DEFAULT_CANNED_REPLIES.length).toBeGreaterThan(2);
  });
});
