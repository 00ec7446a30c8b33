import { describe, expect, it } from "vitest";
import { changePasswordInput, MIN_PASSWORD_LENGTH, signUpInput } from "../../contracts/auth/auth";
import { MIN_PASSWORD_LENGTH as DOMAIN_MIN } from "../../domain/kernel/constants";
import { msg } from "../../domain/kernel/messages";

const signUp = { name: "María Pérez", email: "maria@ejemplo.hn", phone: "9999-1234", city: "Tegucigalpa" };
const issue = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe("password length (docs/product/validation.md): one rule, one text per form", () => {
  it("the minimum is the domain's", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(DOMAIN_MIN);
  });
  it("registration says 'La contraseña…', change password 'La nueva contraseña…'", () => {
    expect(issue(signUpInput.safeParse({ ...signUp, password: "12345" }))).toBe(msg.registerPasswordTooShort);
    expect(signUpInput.safeParse({ ...signUp, password: "123456" }).success).toBe(true);
    expect(
      issue(
        changePasswordInput.safeParse({
          currentPassword: "viejo1",
          newPassword: "abc",
          confirmPassword: "abc",
        }),
      ),
    ).toBe(msg.passwordTooShort);
  });
});
