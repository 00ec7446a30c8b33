/**
 * Seller commission rates as integer basis points: hundredths of a percent, so 7.5 % is 750 and a
 * rate typed with up to two decimals is held exactly (the same idea as discount codes in
 * docs/decisions/0003). People read and type percentages; everything stored or computed is basis
 * points (docs/decisions/0150).
 */
export type BasisPoints = number;

/** 100 %. */
export const MAX_COMMISSION_BASIS_POINTS: BasisPoints = 10_000;

/** A percentage (7.5) as basis points (750), to the nearest hundredth of a percent. */
export function percentToBasisPoints(percent: number): BasisPoints {
  return Math.round(percent * 100);
}

/** Basis points as the percentage people read (750 → 7.5). */
export function basisPointsToPercent(basisPoints: BasisPoints): number {
  return basisPoints / 100;
}

/** Whether a typed percentage has at most two decimals (7.25 yes, 7.255 no). */
export function hasAtMostTwoDecimals(percent: number): boolean {
  return Number.isFinite(percent) && Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6;
}

/** A rate for texts: "7.5", "12", "0.25" (no trailing zeros; the % sign is the text's). */
export function percentText(basisPoints: BasisPoints): string {
  return String(basisPointsToPercent(basisPoints));
}

/** The seller commission is between 0 and 100 %, in whole basis points; junk counts as 0. */
export function clampCommission(basisPoints: BasisPoints): BasisPoints {
  if (!Number.isFinite(basisPoints)) return 0;
  return Math.min(MAX_COMMISSION_BASIS_POINTS, Math.max(0, Math.round(basisPoints)));
}
