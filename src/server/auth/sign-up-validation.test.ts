import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS, startTestApp, type TestApp } from "../../../tests/support/test-app";
import { msg } from "../../domain/kernel/messages";
import { shippingLocations } from "../shipping/schema";

/** Registration is checked on the server with the form's rules: all fields, a city. */
describe.each(DB_KINDS)("registration checked on the server on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.ctx.database.db
      .insert(shippingLocations)
      .values({ city: "Tegucigalpa", department: "Francisco Morazán", cost: 8_000 });
  });
  afterAll(() => t.close());

  const full = {
    name: "Ana Pérez",
    email: "ana@prueba.hn",
    password: "secreto1",
    phone: "9999-1234",
    city: "Tegucigalpa",
  };
  const signUp = (body: Record<string, unknown>) => t.request("POST", "/api/auth/sign-up/email", { body });

  it("refuses a registration without a phone, a name or a city, in Spanish, and creates nothing", async () => {
    const noPhone = await signUp({ ...full, phone: "" });
    expect(noPhone.status).toBe(400);
    expect(noPhone.json.error.message).toBe(msg.allFieldsRequired);
    const noName = await signUp({ ...full, name: " " });
    expect(noName.status).toBe(400);
    const noCity = await signUp({ ...full, city: "" });
    expect(noCity.status).toBe(400);
    expect(noCity.json.error.message).toBe(msg.chooseCity);
    const missing = await signUp({ email: full.email, password: full.password, name: full.name });
    expect(missing.status).toBe(400);
    const signIn = await t.request("POST", "/api/auth/sign-in/email", {
      body: { email: full.email, password: full.password },
    });
    expect(signIn.status).toBe(401);
  });

  it("a name longer than 120 characters is refused; a complete registration is a client", async () => {
    expect((await signUp({ ...full, name: "A".repeat(121) })).status).toBe(400);
    const ok = await signUp(full);
    expect(ok.status).toBe(200);
  });
});
