import { loadSharp } from "../gateways/sharp";
import { createRng } from "./random";
import { dial, dialGradient, type IndexStyle } from "./watch-dial";
import {
  CX,
  CY,
  type HandShape,
  hands,
  METALS,
  type Metal,
  metalDefs,
  n,
  polar,
  SIZE,
  type StrapKind,
  shade,
  strap,
} from "./watch-parts";

/**
 * Generated product pictures for the demo catalog: an SVG that looks like a watch (case, bezel,
 * dial with indices, hands, crown, strap or bracelet) on a soft background, rendered by sharp.
 */

export type WatchStyle =
  | "dress"
  | "diver"
  | "chronograph"
  | "smart"
  | "ladies"
  | "pocket"
  | "square"
  | "pilot"
  | "field";

export interface WatchSpec {
  style: WatchStyle;
  metal: Metal;
  dial: string;
  /** Mother-of-pearl dial (ladies' watches). */
  pearl?: boolean;
  indices: IndexStyle;
  strap: StrapKind;
  strapColor?: string;
  /** Stitching colour (leather) or stripe colour (nato). */
  strapAccent?: string;
  /** Diver bezel colour; two colours 'a|b' make a GMT bezel. */
  bezel?: string;
  /** Subdial colour of a chronograph. */
  subdials?: string;
  seconds?: string;
  brand: string;
  model: string;
  caption?: string;
  date?: boolean;
  /** Background gradient, top and bottom. */
  background: readonly [string, string];
}

export type WatchView = "front" | "detail" | "angled";
export const WATCH_VIEWS: readonly WatchView[] = ["front", "detail", "angled"];

interface Geometry {
  /** Round case radius, or half-width of a rectangular case. */
  r: number;
  dialR: number;
  strapWidth: number;
}

const GEOMETRY: Record<WatchStyle, Geometry> = {
  dress: { r: 228, dialR: 205, strapWidth: 196 },
  diver: { r: 252, dialR: 188, strapWidth: 214 },
  chronograph: { r: 246, dialR: 192, strapWidth: 210 },
  pilot: { r: 252, dialR: 222, strapWidth: 206 },
  field: { r: 232, dialR: 204, strapWidth: 194 },
  ladies: { r: 178, dialR: 140, strapWidth: 138 },
  pocket: { r: 292, dialR: 262, strapWidth: 0 },
  square: { r: 180, dialR: 150, strapWidth: 226 },
  smart: { r: 196, dialR: 170, strapWidth: 226 },
};

function handShape(spec: WatchSpec): HandShape {
  if (spec.style === "pocket") return "breguet";
  if (spec.style === "dress" || spec.style === "ladies" || spec.style === "square") return "leaf";
  if (spec.style === "diver" || spec.style === "pilot" || spec.style === "field") return "sword";
  return "baton";
}

function lugs(spec: WatchSpec, g: Geometry): string {
  const w = g.r * 0.17;
  const x1 = CX - g.strapWidth / 2 - w * 0.35;
  const x2 = CX + g.strapWidth / 2 - w * 0.65;
  let s = "";
  for (const x of [x1, x2]) {
    s += `<rect x="${n(x)}" y="${n(CY - g.r * 1.16)}" width="${n(w)}" height="${n(g.r * 0.6)}" rx="${n(w * 0.45)}" fill="url(#metal)" stroke="${METALS[spec.metal].edge}" stroke-width="2"/>`;
    s += `<rect x="${n(x)}" y="${n(CY + g.r * 0.56)}" width="${n(w)}" height="${n(g.r * 0.6)}" rx="${n(w * 0.45)}" fill="url(#metal)" stroke="${METALS[spec.metal].edge}" stroke-width="2"/>`;
  }
  return s;
}

function crown(spec: WatchSpec, x: number, y: number, size: number, cabochon: boolean): string {
  const edge = METALS[spec.metal].edge;
  const w = size * 0.55;
  const h = size;
  let s = `<rect x="${n(x - 6)}" y="${n(y - h * 0.28)}" width="${n(w * 0.5)}" height="${n(h * 0.56)}" fill="url(#metal)" stroke="${edge}" stroke-width="2"/>`;
  s += `<rect x="${n(x + w * 0.3)}" y="${n(y - h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.3)}" fill="url(#brushed)" stroke="${edge}" stroke-width="2"/>`;
  let ridges = "";
  for (let yy = y - h / 2 + 8; yy < y + h / 2 - 4; yy += 8)
    ridges += `M${n(x + w * 0.35)} ${n(yy)} H${n(x + w * 1.25)} `;
  s += `<path d="${ridges}" stroke="${edge}" stroke-opacity="0.6" stroke-width="2"/>`;
  if (cabochon)
    s += `<ellipse cx="${n(x + w * 1.32)}" cy="${n(y)}" rx="${n(w * 0.18)}" ry="${n(h * 0.3)}" fill="#1e3f9c" stroke="${edge}" stroke-width="2"/>`;
  return s;
}

function pusher(spec: WatchSpec, deg: number, r: number): string {
  const [x, y] = polar(CX, CY, r, deg);
  return `<rect x="-16" y="-26" width="32" height="42" rx="6" fill="url(#brushed)" stroke="${METALS[spec.metal].edge}" stroke-width="2" transform="translate(${n(x)} ${n(y)}) rotate(${deg})"/>`;
}

function bezel(spec: WatchSpec, g: Geometry): string {
  const r = g.r;
  const m = METALS[spec.metal];
  if (spec.style === "diver" && spec.bezel) {
    const [c1, c2] = spec.bezel.split("|") as [string, string | undefined];
    let s = `<circle cx="${CX}" cy="${CY}" r="${n(r * 0.95)}" fill="${c1}" stroke="${m.edge}" stroke-width="3"/>`;
    if (c2)
      s += `<path d="M${CX - r * 0.95} ${CY} A${n(r * 0.95)} ${n(r * 0.95)} 0 0 0 ${CX + r * 0.95} ${CY} Z" fill="${c2}"/>`;
    let ticks = "";
    for (let i = 0; i < 60; i++) {
      if (i % 10 === 0) continue;
      const long = i % 5 === 0 || i < 15;
      const [x1, y1] = polar(CX, CY, r * (long ? 0.83 : 0.86), i * 6);
      const [x2, y2] = polar(CX, CY, r * 0.91, i * 6);
      ticks += `M${n(x1)} ${n(y1)} L${n(x2)} ${n(y2)} `;
    }
    s += `<path d="${ticks}" stroke="#f4f4f0" stroke-width="4" stroke-linecap="round"/>`;
    for (let k = 1; k < 6; k++) {
      const [x, y] = polar(CX, CY, r * 0.865, k * 60);
      s += `<text x="${n(x)}" y="${n(y + r * 0.03)}" font-size="${n(r * 0.085)}" font-family="sans-serif" font-weight="bold" fill="#f4f4f0" text-anchor="middle" transform="rotate(${k * 60} ${n(x)} ${n(y)})">${k * 10}</text>`;
    }
    const [tx, ty] = polar(CX, CY, r * 0.87, 0);
    s += `<path d="M${n(tx - r * 0.06)} ${n(ty - r * 0.05)} L${n(tx + r * 0.06)} ${n(ty - r * 0.05)} L${n(tx)} ${n(ty + r * 0.06)} Z" fill="#f4f1e1" stroke="${m.edge}" stroke-width="2"/>`;
    s += `<circle cx="${CX}" cy="${CY}" r="${n(r * 0.79)}" fill="url(#metalInv)"/>`;
    return s;
  }
  if (spec.style === "chronograph") {
    let s = `<circle cx="${CX}" cy="${CY}" r="${n(r * 0.95)}" fill="#16171a" stroke="${m.edge}" stroke-width="3"/>`;
    let ticks = "";
    for (let i = 0; i < 60; i++) {
      const [x1, y1] = polar(CX, CY, r * (i % 5 === 0 ? 0.84 : 0.87), i * 6);
      const [x2, y2] = polar(CX, CY, r * 0.9, i * 6);
      ticks += `M${n(x1)} ${n(y1)} L${n(x2)} ${n(y2)} `;
    }
    s += `<path d="${ticks}" stroke="#e9e9e6" stroke-width="2.5"/>`;
    for (const speed of [500, 300, 200, 150, 120, 100, 80, 70]) {
      const deg = (3600 / speed) * 6;
      const [x, y] = polar(CX, CY, r * 0.88, deg);
      s += `<text x="${n(x)}" y="${n(y + r * 0.025)}" font-size="${n(r * 0.07)}" font-family="sans-serif" fill="#e9e9e6" text-anchor="middle" transform="rotate(${n(deg)} ${n(x)} ${n(y)})">${speed}</text>`;
    }
    s += `<circle cx="${CX}" cy="${CY}" r="${n(r * 0.8)}" fill="url(#metalInv)"/>`;
    return s;
  }
  let s = `<circle cx="${CX}" cy="${CY}" r="${n(g.dialR + r * 0.05)}" fill="url(#metalInv)"/>`;
  if (spec.style === "ladies" && spec.pearl) {
    for (let i = 0; i < 36; i++) {
      const [x, y] = polar(CX, CY, g.dialR + (r - g.dialR) * 0.55, i * 10);
      s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n((r - g.dialR) * 0.26)}" fill="#fbfdff" stroke="#a7b2bd" stroke-width="1.5"/>`;
    }
  }
  return s;
}

function glass(cx: number, cy: number, r: number): string {
  const [ax, ay] = polar(cx, cy, r * 0.93, 292);
  const [bx, by] = polar(cx, cy, r * 0.93, 345);
  return `<g clip-path="url(#dialClip)"><ellipse cx="${n(cx - r * 0.45)}" cy="${n(cy - r * 0.55)}" rx="${n(r * 1.05)}" ry="${n(r * 0.55)}" transform="rotate(-32 ${n(cx)} ${n(cy)})" fill="#ffffff" opacity="0.09"/></g>
<path d="M${n(ax)} ${n(ay)} A${n(r * 0.93)} ${n(r * 0.93)} 0 0 1 ${n(bx)} ${n(by)}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="5" fill="none" stroke-linecap="round"/>`;
}

interface Time {
  h: number;
  m: number;
  s: number;
}

function roundWatch(spec: WatchSpec, g: Geometry, time: Time, date: number, subHands: number[]): string {
  const m = METALS[spec.metal];
  let s = "";
  s += `<circle cx="${CX + 18}" cy="${CY + 26}" r="${n(g.r * 1.12)}" fill="url(#caseShadow)"/>`;
  s += lugs(spec, g);
  const crownSize = spec.style === "ladies" ? 44 : 64;
  if (spec.style === "diver") {
    s += `<path d="M${n(CX + g.r * 0.82)} ${n(CY - g.r * 0.42)} L${n(CX + g.r * 1.1)} ${n(CY - g.r * 0.2)} L${n(CX + g.r * 1.1)} ${n(CY + g.r * 0.2)} L${n(CX + g.r * 0.82)} ${n(CY + g.r * 0.42)} Z" fill="url(#metal)" stroke="${m.edge}" stroke-width="2"/>`;
  }
  if (spec.style === "chronograph") s += pusher(spec, 55, g.r * 1.02) + pusher(spec, 125, g.r * 1.02);
  s += crown(spec, CX + g.r - 4, CY, crownSize, spec.style === "dress" && spec.metal !== "black");
  s += `<circle cx="${CX}" cy="${CY}" r="${n(g.r)}" fill="url(#metal)" stroke="${m.edge}" stroke-width="3"/>`;
  s += bezel(spec, g);
  s += `<circle cx="${CX}" cy="${CY}" r="${n(g.dialR)}" fill="url(#dialGrad)" stroke="${shade(m.dark, -0.3)}" stroke-width="2"/>`;
  s += dial({
    radius: g.dialR,
    color: spec.pearl ? "#f3eef0" : spec.dial,
    indices: spec.indices,
    indexColor: spec.metal === "black" || spec.metal === "titanium" ? "#dfe3e6" : m.light,
    lume: "#f1ecd2",
    brand: spec.brand,
    model: spec.model,
    caption: spec.caption ?? "",
    date: spec.date ? date : null,
    subdials: spec.subdials ?? null,
    subdialHands: subHands,
  });
  s += handsFor(spec, CX, CY, g.dialR, time);
  s += glass(CX, CY, g.dialR);
  return s;
}

function handsFor(spec: WatchSpec, cx: number, cy: number, radius: number, time: Time): string {
  const light = isDialLight(spec);
  const sporty = spec.style === "diver" || spec.style === "pilot" || spec.style === "field";
  const metalTone = spec.metal === "gold" || spec.metal === "rose" ? METALS[spec.metal].mid : "#e9edf0";
  const color =
    spec.style === "pocket" ? "#1f3a8a" : sporty ? "#eef1f3" : light ? shade(metalTone, -0.55) : metalTone;
  return hands({
    cx,
    cy,
    radius,
    shape: handShape(spec),
    color,
    lume: sporty ? "#f3efd6" : null,
    seconds: spec.style === "pocket" ? null : (spec.seconds ?? (sporty ? "#e4572e" : shade(color, -0.1))),
    time,
  });
}

function isDialLight(spec: WatchSpec): boolean {
  if (spec.pearl) return true;
  const v = Number.parseInt(spec.dial.slice(1), 16);
  return 0.299 * ((v >> 16) & 255) + 0.587 * ((v >> 8) & 255) + 0.114 * (v & 255) > 150;
}

function squareWatch(spec: WatchSpec, g: Geometry, time: Time, date: number): string {
  const m = METALS[spec.metal];
  const hw = g.r;
  const hh = g.r * 1.3;
  let s = `<rect x="${n(CX - hw + 18)}" y="${n(CY - hh + 28)}" width="${n(hw * 2)}" height="${n(hh * 2)}" rx="40" fill="#000" opacity="0.18"/>`;
  s += crown(spec, CX + hw - 4, CY, 54, true);
  s += `<rect x="${n(CX - hw)}" y="${n(CY - hh)}" width="${n(hw * 2)}" height="${n(hh * 2)}" rx="38" fill="url(#metal)" stroke="${m.edge}" stroke-width="3"/>`;
  s += `<rect x="${n(CX - hw + 14)}" y="${n(CY - hh + 14)}" width="${n(hw * 2 - 28)}" height="${n(hh * 2 - 28)}" rx="28" fill="url(#metalInv)"/>`;
  const dw = hw - 32;
  const dh = hh - 34;
  s += `<rect x="${n(CX - dw)}" y="${n(CY - dh)}" width="${n(dw * 2)}" height="${n(dh * 2)}" rx="16" fill="url(#dialGrad)" stroke="${shade(m.dark, -0.3)}" stroke-width="2"/>`;
  s += `<rect x="${n(CX - dw * 0.8)}" y="${n(CY - dh * 0.83)}" width="${n(dw * 1.6)}" height="${n(dh * 1.66)}" rx="6" fill="none" stroke="${isDialLight(spec) ? "#1d1f22" : "#eeeeee"}" stroke-width="2" opacity="0.6"/>`;
  s += dial({
    radius: dw,
    rect: { hw: dw, hh: dh },
    color: spec.dial,
    indices: spec.indices,
    indexColor: m.light,
    lume: "#f1ecd2",
    brand: spec.brand,
    model: spec.model,
    caption: spec.caption ?? "",
    date: spec.date ? date : null,
    subdials: null,
    subdialHands: [],
  });
  s += handsFor(spec, CX, CY, dh * 0.86, time);
  s += `<path d="M${n(CX - dw + 20)} ${n(CY - dh + 40)} L${n(CX - dw + 60)} ${n(CY - dh + 14)}" stroke="#fff" stroke-opacity="0.45" stroke-width="5" stroke-linecap="round"/>`;
  return s;
}

const WEEKDAYS = ["DOM", "LUN", "MAR", "MIÉ", "JUE", "VIE", "SÁB"];

function smartWatch(spec: WatchSpec, g: Geometry, time: Time, date: number, steps: number): string {
  const m = METALS[spec.metal];
  const hw = g.r * 0.86;
  const hh = g.r * 1.05;
  let s = `<rect x="${n(CX - hw + 18)}" y="${n(CY - hh + 28)}" width="${n(hw * 2)}" height="${n(hh * 2)}" rx="86" fill="#000" opacity="0.2"/>`;
  s += `<rect x="${n(CX + hw - 14)}" y="${n(CY - hh * 0.5)}" width="34" height="74" rx="12" fill="url(#brushed)" stroke="${m.edge}" stroke-width="2"/>`;
  s += `<rect x="${n(CX + hw - 10)}" y="${n(CY + hh * 0.05)}" width="20" height="90" rx="8" fill="url(#metal)" stroke="${m.edge}" stroke-width="2"/>`;
  s += `<rect x="${n(CX - hw)}" y="${n(CY - hh)}" width="${n(hw * 2)}" height="${n(hh * 2)}" rx="84" fill="url(#metal)" stroke="${m.edge}" stroke-width="3"/>`;
  s += `<rect x="${n(CX - hw + 14)}" y="${n(CY - hh + 14)}" width="${n(hw * 2 - 28)}" height="${n(hh * 2 - 28)}" rx="72" fill="#050607"/>`;
  const accent = spec.dial;
  const hh2 = String(time.h).padStart(2, "0");
  const mm2 = String(time.m).padStart(2, "0");
  s += `<text x="${CX}" y="${n(CY - hh * 0.48)}" font-size="30" font-family="sans-serif" fill="${accent}" text-anchor="middle" letter-spacing="2">${WEEKDAYS[date % 7]} ${date}</text>`;
  s += `<text x="${CX}" y="${n(CY - hh * 0.02)}" font-size="92" font-family="sans-serif" font-weight="bold" fill="#ffffff" text-anchor="middle">${hh2}:${mm2}</text>`;
  const rings: [number, string, number][] = [
    [50, "#ff3b5c", 0.78],
    [37, "#a6ff2e", 0.55],
    [24, "#2ee6ff", 0.9],
  ];
  const rx = CX - hw * 0.46;
  const ry = CY + hh * 0.42;
  for (const [rr, color, frac] of rings) {
    const c = 2 * Math.PI * rr;
    s += `<circle cx="${n(rx)}" cy="${n(ry)}" r="${rr}" fill="none" stroke="${color}" stroke-opacity="0.25" stroke-width="10"/>`;
    s += `<circle cx="${n(rx)}" cy="${n(ry)}" r="${rr}" fill="none" stroke="${color}" stroke-width="10" stroke-linecap="round" stroke-dasharray="${n(c * frac)} ${n(c)}" transform="rotate(-90 ${n(rx)} ${n(ry)})"/>`;
  }
  s += `<text x="${n(CX + hw * 0.4)}" y="${n(CY + hh * 0.36)}" font-size="34" font-family="sans-serif" font-weight="bold" fill="#ffffff" text-anchor="middle">${steps.toLocaleString("en-US")}</text>`;
  s += `<text x="${n(CX + hw * 0.4)}" y="${n(CY + hh * 0.44)}" font-size="22" font-family="sans-serif" fill="#9aa0a6" text-anchor="middle">PASOS</text>`;
  s += `<circle cx="${n(CX + hw * 0.0)}" cy="${n(CY + hh * 0.6)}" r="8" fill="#ff3b5c"/>`;
  s += `<text x="${n(CX + hw * 0.36)}" y="${n(CY + hh * 0.63)}" font-size="26" font-family="sans-serif" fill="#ffffff" text-anchor="middle">${60 + (steps % 30)} lpm</text>`;
  s += `<text x="${CX}" y="${n(CY - hh * 0.7)}" font-size="20" font-family="sans-serif" fill="#7d848b" text-anchor="middle" letter-spacing="4">${spec.brand.toUpperCase()}</text>`;
  s += `<path d="M${n(CX - hw + 40)} ${n(CY - hh + 90)} Q${n(CX - hw + 44)} ${n(CY - hh + 44)} ${n(CX - hw + 92)} ${n(CY - hh + 36)}" stroke="#fff" stroke-opacity="0.35" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  return s;
}

function pocketWatch(spec: WatchSpec, g: Geometry, time: Time): string {
  const m = METALS[spec.metal];
  const cy = CY + 60;
  const r = g.r;
  const top = cy - r;
  let s = "";
  // chain: oval links along a curve from the bow to the upper right corner
  const bowY = top - 92;
  const p0: [number, number] = [CX + 34, bowY - 8];
  const p1: [number, number] = [CX + 420, bowY - 120];
  const p2: [number, number] = [SIZE + 60, 120];
  let chain = "";
  const links = 26;
  for (let i = 0; i < links; i++) {
    const t = i / (links - 1);
    const x = (1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0];
    const y = (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1];
    const dx = 2 * (1 - t) * (p1[0] - p0[0]) + 2 * t * (p2[0] - p1[0]);
    const dy = 2 * (1 - t) * (p1[1] - p0[1]) + 2 * t * (p2[1] - p1[1]);
    const angle = (Math.atan2(dy, dx) * 180) / Math.PI;
    const ry = i % 2 ? 7 : 13;
    chain += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="17" ry="${ry}" fill="none" stroke="url(#brushed)" stroke-width="6" transform="rotate(${n(angle)} ${n(x)} ${n(y)})"/>`;
  }
  s += `<g opacity="0.2" transform="translate(10 14)"><circle cx="${CX}" cy="${cy}" r="${n(r)}" fill="#000"/></g>`;
  s += chain;
  s += `<circle cx="${CX}" cy="${n(bowY)}" r="58" fill="none" stroke="url(#metal)" stroke-width="20"/>`;
  s += `<circle cx="${CX}" cy="${n(bowY)}" r="58" fill="none" stroke="${m.edge}" stroke-width="1.5"/>`;
  s += `<rect x="${CX - 30}" y="${n(top - 46)}" width="60" height="56" rx="10" fill="url(#brushed)" stroke="${m.edge}" stroke-width="2"/>`;
  s += `<rect x="${CX - 40}" y="${n(top - 64)}" width="80" height="26" rx="10" fill="url(#metal)" stroke="${m.edge}" stroke-width="2"/>`;
  s += `<circle cx="${CX}" cy="${cy}" r="${n(r)}" fill="url(#metal)" stroke="${m.edge}" stroke-width="3"/>`;
  let knurl = "";
  for (let i = 0; i < 180; i++) {
    const [x1, y1] = polar(CX, cy, r * 0.965, i * 2);
    const [x2, y2] = polar(CX, cy, r * 0.995, i * 2);
    knurl += `M${n(x1)} ${n(y1)} L${n(x2)} ${n(y2)} `;
  }
  s += `<path d="${knurl}" stroke="${m.edge}" stroke-opacity="0.5" stroke-width="2"/>`;
  s += `<circle cx="${CX}" cy="${cy}" r="${n(g.dialR + 10)}" fill="url(#metalInv)"/>`;
  s += `<g transform="translate(0 ${cy - CY})">`;
  s += `<circle cx="${CX}" cy="${CY}" r="${n(g.dialR)}" fill="url(#dialGrad)" stroke="${shade(m.dark, -0.3)}" stroke-width="2"/>`;
  s += `<circle cx="${CX}" cy="${CY}" r="${n(g.dialR * 0.93)}" fill="none" stroke="#1d1f22" stroke-width="1.5" opacity="0.7"/>`;
  s += dial({
    radius: g.dialR,
    color: spec.dial,
    indices: spec.indices,
    indexColor: m.mid,
    lume: "#f1ecd2",
    brand: spec.brand,
    model: spec.model,
    caption: "",
    date: null,
    subdials: null,
    subdialHands: [],
  });
  const [sx, sy] = [CX, CY + g.dialR * 0.5];
  const sr = g.dialR * 0.17;
  let sd = "";
  for (let i = 0; i < 60; i += 5) {
    const [x1, y1] = polar(sx, sy, sr * 0.78, i * 6);
    const [x2, y2] = polar(sx, sy, sr * 0.95, i * 6);
    sd += `M${n(x1)} ${n(y1)} L${n(x2)} ${n(y2)} `;
  }
  const [hx, hy] = polar(sx, sy, sr * 0.85, time.s * 6);
  s += `<circle cx="${sx}" cy="${n(sy)}" r="${n(sr)}" fill="none" stroke="#1d1f22" stroke-width="1.5"/><path d="${sd}" stroke="#1d1f22" stroke-width="2"/>`;
  s += `<path d="M${sx} ${n(sy)} L${n(hx)} ${n(hy)}" stroke="#1f3a8a" stroke-width="3"/><circle cx="${sx}" cy="${n(sy)}" r="5" fill="#1f3a8a"/>`;
  s += handsFor(spec, CX, CY, g.dialR, time);
  s += glass(CX, CY, g.dialR);
  s += "</g>";
  return s;
}

/** One picture of a watch as SVG text. `seed` draws the time and small details deterministically. */
export function watchSvg(spec: WatchSpec, view: WatchView, seed: number): string {
  const rng = createRng(seed);
  const g = GEOMETRY[spec.style];
  const time: Time =
    view === "front" ? { h: 10, m: 9, s: 36 } : { h: rng.int(1, 12), m: rng.int(0, 59), s: rng.int(0, 59) };
  const date = rng.int(1, 28);
  const subHands = [rng.int(0, 359), rng.int(0, 359), rng.int(0, 359)];
  const strapColor = spec.strapColor ?? "#6b3f22";
  const isRect = spec.style === "square" || spec.style === "smart";
  const attach = isRect ? g.r * (spec.style === "smart" ? 0.95 : 1.2) : g.r * 0.8;
  const strapSvg = strap({
    kind: spec.style === "pocket" ? "none" : spec.strap,
    width: spec.style === "square" ? g.r * 1.5 : spec.style === "smart" ? g.r * 1.5 : g.strapWidth,
    topY: CY - attach,
    bottomY: CY + attach,
    color: strapColor,
    accent: spec.strapAccent ?? shade(strapColor, 0.45),
  });
  let body: string;
  if (spec.style === "square") body = squareWatch(spec, g, time, date);
  else if (spec.style === "smart") body = smartWatch(spec, g, time, date, rng.int(2400, 12800));
  else if (spec.style === "pocket") body = pocketWatch(spec, g, time);
  else body = roundWatch(spec, g, time, date, subHands);

  const [bgTop, bgBottom] =
    view === "angled" ? [spec.background[1], shade(spec.background[1], -0.12)] : spec.background;
  const transform =
    view === "detail"
      ? `translate(${CX} ${CY}) scale(1.6) translate(${-CX} ${-CY})`
      : view === "angled"
        ? `translate(${CX} ${CY}) rotate(-24) scale(0.86) translate(${-CX} ${-CY})`
        : "";
  const clip =
    spec.style === "square" || spec.style === "smart"
      ? ""
      : `<clipPath id="dialClip"><circle cx="${CX}" cy="${CY}" r="${n(g.dialR)}"/></clipPath>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
<defs>${metalDefs(spec.metal)}${dialGradient(spec.dial, spec.pearl ?? false)}${clip}
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBottom}"/></linearGradient>
<radialGradient id="bgGlow" cx="0.32" cy="0.28" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/><rect width="${SIZE}" height="${SIZE}" fill="url(#bgGlow)"/>
<g transform="${transform}">${strapSvg}${body}</g>
</svg>`;
}

/** Renders one picture to PNG (fast compression: it is decoded again at once by processProductImage). */
export async function renderWatchPng(spec: WatchSpec, view: WatchView, seed: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(watchSvg(spec, view, seed)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}
