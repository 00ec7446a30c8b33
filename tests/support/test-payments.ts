import { sandboxSessionFrom } from "../../src/contracts/payments/payments";
import {
  SANDBOX_APPROVED_CARD,
  SANDBOX_SIGNATURE_HEADER,
  type SandboxCallbackBody,
  sandboxSecret,
  signCallback,
} from "../../src/server/gateways/payments/sandbox";
import type { TestApp } from "./test-app";

/** The session the sandbox hosted page receives, read from the checkout's redirect URL. */
export const sandboxSession = (redirectUrl: string) =>
  sandboxSessionFrom(new URL(redirectUrl, "http://x").searchParams);

export const CARD = SANDBOX_APPROVED_CARD;
export const DECLINED_CARD = { ...CARD, number: "4000000000000002" };

/** Pays on the sandbox page as a browser would. */
export async function payOnSandbox(
  t: TestApp,
  redirectUrl: string,
  card = CARD,
  action: "pay" | "cancel" = "pay",
) {
  return t.request("POST", "/api/payments/sandbox/pay", {
    body: { ...sandboxSession(redirectUrl), action, card },
  });
}

/** A callback signed with the sandbox secret (what the gateway would send). */
export function signedCallback(t: TestApp, body: SandboxCallbackBody) {
  return { body, signature: signCallback(sandboxSecret(t.ctx.config.authSecret), body) };
}

/** Delivers a callback straight to the server-to-server path (no Origin, like another server). */
export async function deliverCallback(t: TestApp, body: unknown, signature: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/payments/callback/sandbox",
    headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, json: res.json() };
}
