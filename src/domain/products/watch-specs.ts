import { storefrontMessages as m } from "../storefront/messages-storefront";

/** The optional watch specifications of a product (docs/decisions/0070), free text each. */
export const WATCH_SPEC_KEYS = [
  "movement",
  "caseSize",
  "caseMaterial",
  "waterResistance",
  "strap",
  "crystal",
] as const;
export type WatchSpecKey = (typeof WATCH_SPEC_KEYS)[number];
export type WatchSpecs = Partial<Record<WatchSpecKey, string>>;

/** Each specification's label, the same in the editor and on the product page. */
export const WATCH_SPEC_LABELS: Record<WatchSpecKey, string> = {
  movement: m.specMovement,
  caseSize: m.specCaseSize,
  caseMaterial: m.specCaseMaterial,
  waterResistance: m.specWaterResistance,
  strap: m.specStrap,
  crystal: m.specCrystal,
};

/** Trims every specification and drops the empty ones, so "no value" is always absent. */
export function normaliseSpecs(specs: Partial<Record<string, string | null | undefined>>): WatchSpecs {
  const out: WatchSpecs = {};
  for (const key of WATCH_SPEC_KEYS) {
    const value = specs[key]?.trim();
    if (value) out[key] = value;
  }
  return out;
}
