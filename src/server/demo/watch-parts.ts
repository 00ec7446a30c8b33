/**
 * The pieces of a generated watch picture (SVG fragments on a 1024×1024 canvas, 12 o'clock up).
 * Only basic SVG (paths, gradients, clip paths, generic font families) so librsvg renders it.
 */

export const SIZE = 1024;
export const CX = 512;
export const CY = 512;

export type Metal = "steel" | "gold" | "rose" | "black" | "titanium";

export const METALS: Record<Metal, { light: string; mid: string; dark: string; edge: string }> = {
  steel: { light: "#f7f9fb", mid: "#c3c9cf", dark: "#7f878f", edge: "#5b6269" },
  gold: { light: "#fff3c4", mid: "#e4bb5c", dark: "#a8781f", edge: "#75530f" },
  rose: { light: "#ffe6da", mid: "#e7aa90", dark: "#b06e55", edge: "#7b4532" },
  black: { light: "#75797e", mid: "#3a3d41", dark: "#17181a", edge: "#050505" },
  titanium: { light: "#e6e6e1", mid: "#aaaaa4", dark: "#70706b", edge: "#4b4b48" },
};

export const n = (v: number): string => (Math.round(v * 10) / 10).toString();

/** Point at `radius` from (cx, cy), `deg` clockwise from 12 o'clock. */
export function polar(cx: number, cy: number, radius: number, deg: number): [number, number] {
  const a = (deg * Math.PI) / 180;
  return [cx + radius * Math.sin(a), cy - radius * Math.cos(a)];
}

export function isLight(hex: string): boolean {
  const v = Number.parseInt(hex.slice(1), 16);
  const r = (v >> 16) & 255;
  const g = (v >> 8) & 255;
  const b = v & 255;
  return 0.299 * r + 0.587 * g + 0.114 * b > 150;
}

/** Mixes a hex colour with black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const v = Number.parseInt(hex.slice(1), 16);
  const target = amount < 0 ? 0 : 255;
  const t = Math.abs(amount);
  const ch = (c: number) => Math.round(c + (target - c) * t);
  const r = ch((v >> 16) & 255);
  const g = ch((v >> 8) & 255);
  const b = ch(v & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, "0")}`;
}

/** Gradients every picture uses: metal (polished), brushed (across a strap), edge shading. */
export function metalDefs(metal: Metal): string {
  const m = METALS[metal];
  return `
<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="${m.light}"/><stop offset="0.3" stop-color="${m.mid}"/>
  <stop offset="0.5" stop-color="${m.light}"/><stop offset="0.78" stop-color="${m.dark}"/>
  <stop offset="1" stop-color="${m.mid}"/>
</linearGradient>
<linearGradient id="metalInv" x1="1" y1="1" x2="0" y2="0">
  <stop offset="0" stop-color="${m.light}"/><stop offset="0.35" stop-color="${m.mid}"/>
  <stop offset="0.6" stop-color="${m.dark}"/><stop offset="1" stop-color="${m.light}"/>
</linearGradient>
<linearGradient id="brushed" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="${m.dark}"/><stop offset="0.25" stop-color="${m.mid}"/>
  <stop offset="0.5" stop-color="${m.light}"/><stop offset="0.75" stop-color="${m.mid}"/>
  <stop offset="1" stop-color="${m.dark}"/>
</linearGradient>
<linearGradient id="edgeShade" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="0.14" stop-color="#000" stop-opacity="0"/>
  <stop offset="0.86" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/>
</linearGradient>
<radialGradient id="caseShadow" cx="0.5" cy="0.5" r="0.5">
  <stop offset="0.6" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/>
</radialGradient>`;
}

// ---------------------------------------------------------------- straps

export type StrapKind = "leather" | "bracelet" | "mesh" | "rubber" | "nato" | "none";

export interface StrapOptions {
  kind: StrapKind;
  width: number;
  /** y where the upper strap meets the case, and where the lower one does. */
  topY: number;
  bottomY: number;
  color: string;
  accent: string;
}

const FAR = 480;

function strapOutline(width: number, fromY: number, toY: number): string {
  const taper = width * 0.06;
  const l = CX - width / 2;
  const r = CX + width / 2;
  return `M${n(l)} ${n(fromY)} L${n(l + taper)} ${n(toY)} L${n(r - taper)} ${n(toY)} L${n(r)} ${n(fromY)} Z`;
}

function strapPiece(o: StrapOptions, fromY: number, toY: number, lower: boolean): string {
  const path = strapOutline(o.width, fromY, toY);
  const shadow = `<path d="${path}" fill="#000" opacity="0.13" transform="translate(12 6)"/>`;
  const dir = toY > fromY ? 1 : -1;
  const l = CX - o.width / 2;
  let body = "";
  switch (o.kind) {
    case "leather": {
      const inset = 13;
      const stitch = `stroke="${o.accent}" stroke-width="3" stroke-dasharray="12 8" fill="none" opacity="0.85"`;
      const sy = fromY + dir * 18;
      body = `<path d="${path}" fill="${o.color}" stroke="${shade(o.color, -0.45)}" stroke-width="3"/>
<path d="M${n(l + inset)} ${n(sy)} L${n(l + inset + o.width * 0.06)} ${n(toY)} M${n(CX + o.width / 2 - inset)} ${n(sy)} L${n(CX + o.width / 2 - inset - o.width * 0.06)} ${n(toY)}" ${stitch}/>
<path d="M${n(l + inset)} ${n(sy)} L${n(CX + o.width / 2 - inset)} ${n(sy)}" ${stitch}/>`;
      if (lower) {
        for (const k of [0, 1, 2, 3]) {
          body += `<ellipse cx="${CX}" cy="${n(fromY + 250 + k * 48)}" rx="9" ry="7" fill="${shade(o.color, -0.6)}"/>`;
        }
      } else {
        const ky = fromY - 170;
        body += `<rect x="${n(l - 4)}" y="${n(ky)}" width="${n(o.width + 8)}" height="34" rx="8" fill="${shade(o.color, -0.12)}" stroke="${shade(o.color, -0.45)}" stroke-width="3"/>`;
      }
      break;
    }
    case "rubber": {
      body = `<path d="${path}" fill="${o.color}" stroke="${shade(o.color, -0.4)}" stroke-width="3"/>`;
      for (let y = fromY + dir * 40; Math.abs(y - fromY) < Math.abs(toY - fromY); y += dir * 38) {
        body += `<rect x="${n(CX - o.width * 0.34)}" y="${n(y - 5)}" width="${n(o.width * 0.68)}" height="10" rx="5" fill="${shade(o.color, -0.3)}"/>`;
      }
      break;
    }
    case "nato": {
      body = `<path d="${path}" fill="${o.color}"/>
<rect x="${n(CX - o.width * 0.09)}" y="${n(Math.min(fromY, toY))}" width="${n(o.width * 0.18)}" height="${n(Math.abs(toY - fromY))}" fill="${o.accent}"/>
<rect x="${n(CX - o.width * 0.3)}" y="${n(Math.min(fromY, toY))}" width="${n(o.width * 0.05)}" height="${n(Math.abs(toY - fromY))}" fill="${o.accent}" opacity="0.7"/>
<rect x="${n(CX + o.width * 0.25)}" y="${n(Math.min(fromY, toY))}" width="${n(o.width * 0.05)}" height="${n(Math.abs(toY - fromY))}" fill="${o.accent}" opacity="0.7"/>`;
      if (lower) {
        body += `<rect x="${n(l - 8)}" y="${n(fromY + 230)}" width="${n(o.width + 16)}" height="30" rx="10" fill="url(#brushed)" stroke="#0005" stroke-width="2"/>`;
      }
      break;
    }
    case "mesh": {
      body = `<path d="${path}" fill="url(#brushed)"/>`;
      let lines = "";
      for (let y = fromY; Math.abs(y - fromY) < Math.abs(toY - fromY); y += dir * 7) {
        lines += `M${n(l)} ${n(y)} H${n(l + o.width)} `;
      }
      body += `<path d="${lines}" stroke="#000" stroke-opacity="0.22" stroke-width="2.5"/>`;
      break;
    }
    case "bracelet": {
      const linkH = 46;
      const outerW = o.width * 0.3;
      const centerW = o.width * 0.4 - 6;
      for (let y = fromY; Math.abs(y - fromY) < Math.abs(toY - fromY) + linkH; y += dir * linkH) {
        const top = dir > 0 ? y : y - linkH;
        body += `<rect x="${n(l)}" y="${n(top + 2)}" width="${n(outerW)}" height="${linkH - 4}" rx="7" fill="url(#brushed)" stroke="#0006" stroke-width="2"/>`;
        body += `<rect x="${n(CX + o.width / 2 - outerW)}" y="${n(top + 2)}" width="${n(outerW)}" height="${linkH - 4}" rx="7" fill="url(#brushed)" stroke="#0006" stroke-width="2"/>`;
        body += `<rect x="${n(CX - centerW / 2)}" y="${n(top + 2)}" width="${n(centerW)}" height="${linkH - 4}" rx="9" fill="url(#metal)" stroke="#0006" stroke-width="2"/>`;
      }
      break;
    }
    case "none":
      return "";
  }
  return `${shadow}${body}<path d="${path}" fill="url(#edgeShade)"/>`;
}

export function strap(o: StrapOptions): string {
  if (o.kind === "none") return "";
  return strapPiece(o, o.topY, -FAR, false) + strapPiece(o, o.bottomY, SIZE + FAR, true);
}

// ---------------------------------------------------------------- hands

export type HandShape = "baton" | "leaf" | "sword" | "breguet";

export interface HandsOptions {
  cx: number;
  cy: number;
  radius: number;
  shape: HandShape;
  color: string;
  lume: string | null;
  seconds: string | null;
  time: { h: number; m: number; s: number };
}

function handPath(shape: HandShape, length: number, width: number): string {
  const tail = length * 0.16;
  const w = width / 2;
  switch (shape) {
    case "leaf":
    case "breguet":
      return `M${n(-w * 0.6)} ${n(tail)} Q${n(-w * 1.8)} ${n(-length * 0.45)} 0 ${n(-length)} Q${n(w * 1.8)} ${n(-length * 0.45)} ${n(w * 0.6)} ${n(tail)} Z`;
    case "sword":
      return `M${n(-w)} ${n(tail)} L${n(-w * 1.15)} ${n(-length * 0.78)} L0 ${n(-length)} L${n(w * 1.15)} ${n(-length * 0.78)} L${n(w)} ${n(tail)} Z`;
    default:
      return `M${n(-w)} ${n(tail)} L${n(-w * 0.8)} ${n(-length * 0.94)} L0 ${n(-length)} L${n(w * 0.8)} ${n(-length * 0.94)} L${n(w)} ${n(tail)} Z`;
  }
}

function oneHand(o: HandsOptions, deg: number, length: number, width: number, fill: string | null): string {
  const tf = `translate(${n(o.cx)} ${n(o.cy)}) rotate(${n(deg)})`;
  if (fill) return `<path d="${handPath(o.shape, length, width)}" fill="${fill}" transform="${tf}"/>`;
  let s = `<path d="${handPath(o.shape, length, width)}" fill="${o.color}" stroke="${shade(o.color, -0.5)}" stroke-width="1.5" transform="${tf}"/>`;
  if (o.lume) {
    s += `<path d="M${n(-width * 0.22)} ${n(-length * 0.18)} L${n(-width * 0.22)} ${n(-length * 0.8)} L0 ${n(-length * 0.9)} L${n(width * 0.22)} ${n(-length * 0.8)} L${n(width * 0.22)} ${n(-length * 0.18)} Z" fill="${o.lume}" transform="${tf}"/>`;
  }
  if (o.shape === "breguet") {
    s += `<circle cx="0" cy="${n(-length * 0.72)}" r="${n(width * 0.75)}" fill="none" stroke="${o.color}" stroke-width="4" transform="${tf}"/>`;
  }
  return s;
}

export function hands(o: HandsOptions): string {
  const { h, m, s } = o.time;
  const hourDeg = ((h % 12) + m / 60) * 30;
  const minDeg = (m + s / 60) * 6;
  const secDeg = s * 6;
  const r = o.radius;
  const hw = Math.max(8, r * 0.07);
  const mw = Math.max(6, r * 0.05);
  let shadow = "";
  let body = "";
  for (const [deg, len, w] of [
    [hourDeg, r * 0.52, hw],
    [minDeg, r * 0.8, mw],
  ] as const) {
    shadow += oneHand(o, deg, len, w, "#000");
    body += oneHand(o, deg, len, w, null);
  }
  if (o.seconds) {
    const tf = `translate(${n(o.cx)} ${n(o.cy)}) rotate(${n(secDeg)})`;
    const sec = (color: string) =>
      `<g transform="${tf}"><path d="M0 ${n(r * 0.22)} L0 ${n(-r * 0.9)}" stroke="${color}" stroke-width="${n(Math.max(2.5, r * 0.014))}" stroke-linecap="round"/><circle cx="0" cy="${n(r * 0.17)}" r="${n(r * 0.035)}" fill="${color}"/></g>`;
    shadow += sec("#000");
    body += sec(o.seconds);
  }
  const cap = `<circle cx="${n(o.cx)}" cy="${n(o.cy)}" r="${n(r * 0.045)}" fill="${o.seconds ?? o.color}" stroke="${shade(o.color, -0.4)}" stroke-width="1.5"/>`;
  return `<g opacity="0.28" transform="translate(6 9)">${shadow}</g>${body}${cap}`;
}
