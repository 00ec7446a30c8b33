import { describe, expect, it } from "vitest";
import {
  isValidTrackingUrl,
  parseExtraDiscount,
  validatePasswordChange,
  validateRegistration,
  validateTrackingUrl,
} from "./validation";

const message = (r: { ok: boolean; error?: { message: string } }) => r.error?.message;
const registration = {
  fullName: " María José Pérez ",
  email: " maria@ejemplo.hn ",
  password: "secreto1",
  phone: "9999-1234",
  city: "Tegucigalpa",
};

describe("registration (docs/product/validation.md)", () => {
  it("splits the full name at the first space", () => {
    expect(validateRegistration(registration)).toEqual({
      ok: true,
      value: {
        firstName: "María",
        lastName: "José Pérez",
        name: "María José Pérez",
        email: "maria@ejemplo.hn",
        password: "secreto1",
        phone: "9999-1234",
        city: "Tegucigalpa",
      },
    });
  });
  it("requires every field", () => {
    for (const field of ["fullName", "email", "password", "phone"] as const) {
      expect(
        message(validateRegistration({ ...registration, [field]: " ".repeat(field === "password" ? 0 : 1) })),
      ).toBe("Por favor, complete todos los campos.");
    }
  });
  it("requires a city: 'Por favor, seleccione una ciudad.'", () => {
    expect(message(validateRegistration({ ...registration, city: "" }))).toBe(
      "Por favor, seleccione una ciudad.",
    );
  });
  it("requires a password of at least 6 characters", () => {
    expect(message(validateRegistration({ ...registration, password: "12345" }))).toBe(
      "La contraseña debe tener al menos 6 caracteres.",
    );
  });
});

describe("change password (docs/product/validation.md)", () => {
  const input = { currentPassword: "viejo1", newPassword: "nuevo1", confirmPassword: "nuevo1" };
  it("accepts matching passwords of 6 characters or more", () => {
    expect(validatePasswordChange(input)).toEqual({
      ok: true,
      value: { currentPassword: "viejo1", newPassword: "nuevo1" },
    });
  });
  it("the new password and confirmation must match", () => {
    expect(message(validatePasswordChange({ ...input, confirmPassword: "otro12" }))).toBe(
      "Las nuevas contraseñas no coinciden.",
    );
  });
  it("the new password needs at least 6 characters", () => {
    expect(message(validatePasswordChange({ ...input, newPassword: "abc", confirmPassword: "abc" }))).toBe(
      "La nueva contraseña debe tener al menos 6 caracteres.",
    );
  });
  it("all three fields are required", () => {
    for (const field of ["currentPassword", "newPassword", "confirmPassword"] as const) {
      expect(message(validatePasswordChange({ ...input, [field]: "" }))).toBe(
        "Por favor, complete todos los campos.",
      );
    }
  });
});

describe("extra discount input (docs/product/validation.md)", () => {
  it("has minimum 0 and step 0.01", () => {
    expect(parseExtraDiscount("150.25")).toEqual({ ok: true, value: 15025 });
    expect(parseExtraDiscount("0")).toEqual({ ok: true, value: 0 });
    for (const text of ["-1", "1.234", "abc"]) {
      expect(message(parseExtraDiscount(text))).toBe("El descuento debe ser un número mayor o igual a cero.");
    }
  });
});

describe("tracking URL (docs/product/validation.md)", () => {
  it("is an http(s) URL when given, and optional", () => {
    expect(isValidTrackingUrl("https://www.cargoexpreso.com/rastreo?g=123")).toBe(true);
    expect(isValidTrackingUrl("")).toBe(true);
    expect(isValidTrackingUrl("ftp://x.hn")).toBe(false);
    expect(isValidTrackingUrl("no es url")).toBe(false);
    expect(validateTrackingUrl(" http://x.hn ")).toEqual({ ok: true, value: "http://x.hn" });
    expect(message(validateTrackingUrl("x"))).toBe("Ingrese una URL de seguimiento válida.");
  });
});
