import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import { STORABLE_TEXT_PATTERN } from "../../contracts/kernel/text";
import { STATEMENT_MAX_BYTES } from "../../domain/bank-statements/bank-statements";
import { msg } from "../../domain/kernel/messages";
import { EARLIEST_REQUEST_DAY, LATEST_REQUEST_DAY } from "../../domain/kernel/shop-calendar";
import { MAX_PICTURE_BYTES } from "../../domain/products/product";
import { TICKET_MESSAGE_MAX, TICKET_PHOTO_MAX_BYTES } from "../../domain/support/support";

// biome-ignore lint/suspicious/noExplicitAny: the document is JSON read by path.
type Json = any;

/**
 * What the OpenAPI document tells a generated client or a fuzzer is what the server applies:
 * the uploads' forms, the text every request string may hold, each field's real bounds; and a
 * method a path does not take answers 405 with Allow.
 */
describe("the API document states the server's rules", () => {
  let t: TestApp;
  let doc: Json;
  beforeAll(async () => {
    t = await startTestApp("pglite");
    doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
  });
  afterAll(() => t.close());

  const jsonBody = (path: string) => doc.paths[path].post.requestBody.content["application/json"].schema;
  const storable = (schema: Json) =>
    schema.pattern === STORABLE_TEXT_PATTERN ||
    (schema.allOf ?? []).some((s: Json) => s.pattern === STORABLE_TEXT_PATTERN);

  it("documents the five uploads' multipart forms with the limits the routes enforce", () => {
    const uploads: [string, string, number, string][] = [
      ["/api/products/{id}/pictures", "file", MAX_PICTURE_BYTES, "image/webp"],
      ["/api/support/tickets/{id}/photos", "photo", TICKET_PHOTO_MAX_BYTES, "image/png"],
      ["/api/orders/{id}/transfer/proof", "proof", TICKET_PHOTO_MAX_BYTES, "application/pdf"],
      ["/api/bank-statements/accounts/{account}/preview", "file", STATEMENT_MAX_BYTES, "text/csv"],
      ["/api/bank-statements/accounts/{account}/import", "file", STATEMENT_MAX_BYTES, "text/csv"],
    ];
    for (const [path, field, maxBytes, type] of uploads) {
      const body = doc.paths[path].post.requestBody;
      expect(body.required, path).toBe(true);
      expect(Object.keys(body.content), path).toEqual(["multipart/form-data"]);
      const media = body.content["multipart/form-data"];
      expect(media.schema.required, path).toEqual([field]);
      expect(media.schema.properties[field], path).toMatchObject({
        type: "string",
        format: "binary",
        maxLength: maxBytes,
      });
      expect(media.encoding[field].contentType, path).toContain(type);
    }
    const caption =
      doc.paths["/api/support/tickets/{id}/photos"].post.requestBody.content["multipart/form-data"].schema
        .properties.text;
    expect(caption).toMatchObject({
      type: "string",
      maxLength: TICKET_MESSAGE_MAX,
      pattern: STORABLE_TEXT_PATTERN,
    });
    // Nothing left behind of how the route schema carried the form.
    expect(JSON.stringify(doc)).not.toContain("x-multipart-body");
  });

  it("says on every request string that NUL and lone surrogates are refused, and not on answers", () => {
    const pattern = new RegExp(STORABLE_TEXT_PATTERN);
    expect(pattern.test("Reloj Casio 😀")).toBe(true);
    expect(pattern.test("a\u0000b")).toBe(false);
    expect(pattern.test("a\uD800b")).toBe(false);
    const contact = jsonBody("/api/checkout").properties.contact.properties;
    expect(storable(contact.name)).toBe(true);
    expect(storable(contact.phone)).toBe(true);
    const search = doc.paths["/api/customers/merged"].get.parameters.find((p: Json) => p.name === "q");
    expect(storable(search.schema)).toBe(true);
    const answer = doc.paths["/api/customers/merged"].get.responses["200"].content["application/json"].schema;
    expect(answer.items.properties.name.pattern).toBeUndefined();
  });

  it("states the real bounds: dates, password, phone, CAI, RTN and price", () => {
    const deadline = jsonBody("/api/invoicing/cais").properties.deadline;
    expect(deadline).toMatchObject({
      format: "date",
      "x-formatMinimum": EARLIEST_REQUEST_DAY,
      "x-formatMaximum": LATEST_REQUEST_DAY,
    });
    const day = new RegExp(deadline.pattern);
    expect(["2000-01-01", "2026-12-02", "2100-12-31"].every((d) => day.test(d))).toBe(true);
    expect(["1999-12-31", "2101-01-01", "20260-01-01"].some((d) => day.test(d))).toBe(false);
    const from = doc.paths["/api/invoices"].get.parameters.find((p: Json) => p.name === "from");
    expect(from.schema["x-formatMinimum"]).toBe(EARLIEST_REQUEST_DAY);

    expect(jsonBody("/api/auth/change-password").properties.newPassword.maxLength).toBe(128);
    expect(jsonBody("/api/auth/sign-up/email").properties.password.maxLength).toBe(128);
    expect(jsonBody("/api/auth/reset-password").properties.newPassword.maxLength).toBe(128);

    const phone = new RegExp(jsonBody("/api/checkout").properties.contact.properties.phone.pattern);
    expect(["9999-1234", "+504 9999 1234", "99991234"].every((p) => phone.test(p))).toBe(true);
    expect(["9999-123", "+505 9999 1234", "999912345"].some((p) => phone.test(p))).toBe(false);

    const cai = new RegExp(jsonBody("/api/invoicing/cais").properties.cai.pattern);
    expect(cai.test("A1B2C3-D4E5F6-0A0B0C-0D0E0F-123456-AB")).toBe(true);
    expect(cai.test("a1b2c3-d4e5f6-0a0b0c-0d0e0f-123456-ab")).toBe(true);
    expect(cai.test("A1B2C3-D4E5F6-0A0B0C-0D0E0F-123456")).toBe(false);
    const rtn = new RegExp(jsonBody("/api/customers").properties.rtn.pattern);
    expect(["", "0801-1990-123456", "08011990123456"].every((r) => rtn.test(r))).toBe(true);
    expect(["0801-1990-12345", "RTN08011990123456"].some((r) => rtn.test(r))).toBe(false);

    // OpenAPI 3.0 writes "more than 0" as a minimum that is exclusive.
    expect(jsonBody("/api/products").properties.salePrice).toMatchObject({
      minimum: 0,
      exclusiveMinimum: true,
    });
  });

  it("answers a method a path does not take with 405 and Allow; an unknown path stays 404", async () => {
    const health = await t.request("PATCH", "/api/health");
    expect(health.status).toBe(405);
    expect(health.json.error).toEqual({ code: "method_not_allowed", message: msg.methodNotAllowed });
    const allowed = async (method: string, url: string) => {
      const res = await t.app.inject({
        method: method as "GET",
        url,
        headers: { origin: "http://localhost:3000", host: "localhost:3000" },
      });
      return { status: res.statusCode, allow: res.headers.allow };
    };
    expect(await allowed("PATCH", "/api/health")).toEqual({ status: 405, allow: "GET, HEAD, OPTIONS" });
    const products = await allowed("DELETE", "/api/products");
    expect(products.status).toBe(405);
    expect(String(products.allow).split(", ")).toContain("POST");
    // A parameter in the path: the picture upload takes POST only.
    expect(await allowed("PUT", "/api/products/abc/pictures")).toEqual({
      status: 405,
      allow: "POST, OPTIONS",
    });
    expect((await allowed("GET", "/api/nope")).status).toBe(404);
    expect((await allowed("DELETE", "/api/nope")).status).toBe(404);
    // HEAD is answered wherever GET is, and OPTIONS lists the methods without a body.
    expect((await allowed("HEAD", "/api/health")).status).toBe(200);
    expect(await allowed("OPTIONS", "/api/health")).toEqual({ status: 204, allow: "GET, HEAD, OPTIONS" });
  });
});
