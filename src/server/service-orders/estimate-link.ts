import { signer } from "../http/signed-token";

/**
 * The estimate's link is stateless: the estimate's id and the link's expiry, signed for this one
 * purpose. A new estimate gets a new link; an answered or replaced one answers nothing more (the
 * estimate's own status says so), so an old link can only show what was decided.
 */
const PURPOSE = "presupuesto-servicio/v1";
export const ESTIMATE_LINK_DAYS = 30;

export function signEstimateLink(secret: string, estimateId: string, now: Date): string {
  const expires = now.getTime() + ESTIMATE_LINK_DAYS * 86_400_000;
  return signer(secret, PURPOSE).sign(`${estimateId}.${expires}`);
}

export type EstimateLinkVerdict =
  | { ok: true; estimateId: string }
  | { ok: false; reason: "invalid" | "expired" };

export function verifyEstimateLink(secret: string, token: string, now: Date): EstimateLinkVerdict {
  const payload = signer(secret, PURPOSE).open(token);
  const match = payload?.match(/^([A-Za-z0-9]{1,64})\.(\d{1,15})$/);
  if (!match) return { ok: false, reason: "invalid" };
  if (Number(match[2]) < now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, estimateId: match[1]! };
}

/** The page the customer opens (the web app's public route). */
export const estimatePageUrl = (baseUrl: string, token: string) =>
  `${baseUrl.replace(/\/+$/, "")}/servicio/presupuesto?t=${encodeURIComponent(token)}`;
