import { CX, CY, isLight, n, polar, shade } from "./watch-parts";

/** Dial furniture: minute track, hour indices, texts, date window and chronograph subdials. */

export type IndexStyle = "sticks" | "roman" | "arabic" | "lume" | "diamonds" | "pilot";

const ROMAN = ["XII", "I", "II", "III", "IIII", "V", "VI", "VII", "VIII", "IX", "X", "XI"];

export interface DialOptions {
  /** Distance from centre to the dial's edge (round) or half-size of a rectangular dial. */
  radius: number;
  /** Rectangular dial half-width/half-height; absent for round dials. */
  rect?: { hw: number; hh: number };
  color: string;
  indices: IndexStyle;
  /** Colour of applied indices (the case metal's light tone, or gold). */
  indexColor: string;
  lume: string;
  brand: string;
  model: string;
  caption: string;
  date: number | null;
  subdials: string | null;
  subdialHands: number[];
}

/** Where an hour marker sits: on a circle, or on the rectangle of a tank dial. */
function hourPoint(o: DialOptions, deg: number, frac: number): [number, number] {
  if (!o.rect) return polar(CX, CY, o.radius * frac, deg);
  const a = (deg * Math.PI) / 180;
  const x = Math.sin(a);
  const y = -Math.cos(a);
  const t = Math.min(
    Math.abs(x) > 1e-6 ? o.rect.hw / Math.abs(x) : 1e9,
    Math.abs(y) > 1e-6 ? o.rect.hh / Math.abs(y) : 1e9,
  );
  return [CX + x * t * frac, CY + y * t * frac];
}

function minuteTrack(o: DialOptions, ink: string): string {
  let d = "";
  for (let i = 0; i < 60; i++) {
    const deg = i * 6;
    const inner = i % 5 === 0 ? 0.9 : 0.935;
    const [x1, y1] = hourPoint(o, deg, inner);
    const [x2, y2] = hourPoint(o, deg, 0.97);
    d += `M${n(x1)} ${n(y1)} L${n(x2)} ${n(y2)} `;
  }
  return `<path d="${d}" stroke="${ink}" stroke-width="${n(o.radius * 0.009)}" stroke-linecap="round" opacity="0.85"/>`;
}

function text(x: number, y: number, size: number, fill: string, content: string, extra = ""): string {
  return `<text x="${n(x)}" y="${n(y + size * 0.36)}" font-size="${n(size)}" fill="${fill}" text-anchor="middle" ${extra}>${content}</text>`;
}

function applied(x: number, y: number, deg: number, w: number, h: number, fill: string): string {
  return `<rect x="${n(-w / 2)}" y="${n(-h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.25)}" fill="${fill}" stroke="${shade(fill, -0.5)}" stroke-width="1.5" transform="translate(${n(x)} ${n(y)}) rotate(${n(deg)})"/>`;
}

function indices(o: DialOptions, ink: string, skipThree: boolean): string {
  const r = o.radius;
  let s = "";
  for (let hour = 0; hour < 12; hour++) {
    const deg = hour * 30;
    if (skipThree && hour === 3) continue;
    if (o.subdials && (hour === 3 || hour === 6 || hour === 9)) continue;
    switch (o.indices) {
      case "sticks": {
        const [x, y] = hourPoint(o, deg, 0.8);
        if (hour === 0) {
          const [xa, ya] = hourPoint(o, deg - 2.6, 0.8);
          const [xb, yb] = hourPoint(o, deg + 2.6, 0.8);
          s +=
            applied(xa, ya, deg, r * 0.045, r * 0.17, o.indexColor) +
            applied(xb, yb, deg, r * 0.045, r * 0.17, o.indexColor);
        } else s += applied(x, y, deg, r * 0.05, r * 0.15, o.indexColor);
        break;
      }
      case "roman": {
        const [x, y] = hourPoint(o, deg, 0.76);
        s += text(x, y, r * (o.rect ? 0.17 : 0.14), ink, ROMAN[hour]!, `font-family="serif"`);
        break;
      }
      case "arabic": {
        const [x, y] = hourPoint(o, deg, 0.76);
        s += text(
          x,
          y,
          r * 0.15,
          ink,
          String(hour === 0 ? 12 : hour),
          `font-family="sans-serif" font-weight="bold"`,
        );
        break;
      }
      case "pilot": {
        const [x, y] = hourPoint(o, deg, 0.74);
        if (hour === 0) {
          const [tx, ty] = hourPoint(o, 0, 0.86);
          s += `<path d="M${n(tx - r * 0.07)} ${n(ty - r * 0.05)} L${n(tx + r * 0.07)} ${n(ty - r * 0.05)} L${n(tx)} ${n(ty + r * 0.08)} Z" fill="${o.lume}"/>`;
          s += `<circle cx="${n(tx - r * 0.1)}" cy="${n(ty - r * 0.04)}" r="${n(r * 0.018)}" fill="${o.lume}"/><circle cx="${n(tx + r * 0.1)}" cy="${n(ty - r * 0.04)}" r="${n(r * 0.018)}" fill="${o.lume}"/>`;
        } else s += text(x, y, r * 0.17, o.lume, String(hour), `font-family="sans-serif" font-weight="bold"`);
        break;
      }
      case "lume": {
        const [x, y] = hourPoint(o, deg, 0.8);
        const stroke = `stroke="${o.indexColor}" stroke-width="${n(r * 0.012)}"`;
        if (hour === 0) {
          const [tx, ty] = hourPoint(o, 0, 0.79);
          s += `<path d="M${n(tx - r * 0.08)} ${n(ty - r * 0.08)} L${n(tx + r * 0.08)} ${n(ty - r * 0.08)} L${n(tx)} ${n(ty + r * 0.08)} Z" fill="${o.lume}" ${stroke}/>`;
        } else if (hour % 3 === 0) {
          s += `<rect x="${n(-r * 0.035)}" y="${n(-r * 0.09)}" width="${n(r * 0.07)}" height="${n(r * 0.18)}" rx="3" fill="${o.lume}" ${stroke} transform="translate(${n(x)} ${n(y)}) rotate(${deg})"/>`;
        } else s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.055)}" fill="${o.lume}" ${stroke}/>`;
        break;
      }
      case "diamonds": {
        const [x, y] = hourPoint(o, deg, 0.8);
        if (hour === 0) s += text(x, y, r * 0.13, ink, "XII", `font-family="serif"`);
        else if (hour % 3 === 0) s += applied(x, y, deg, r * 0.04, r * 0.13, o.indexColor);
        else
          s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.032)}" fill="#ffffff" stroke="#9aa3ad" stroke-width="2"/><circle cx="${n(x - r * 0.01)}" cy="${n(y - r * 0.01)}" r="${n(r * 0.012)}" fill="#dfe9f5"/>`;
        break;
      }
    }
  }
  return s;
}

function subdials(o: DialOptions): string {
  if (!o.subdials) return "";
  const r = o.radius;
  const rs = r * 0.2;
  let s = "";
  [90, 180, 270].forEach((deg, i) => {
    const [x, y] = polar(CX, CY, r * 0.46, deg);
    s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rs)}" fill="${o.subdials}" stroke="${shade(o.indexColor, -0.2)}" stroke-width="3"/>`;
    const subInk = isLight(o.subdials ?? "#000000") ? "#1d1f22" : "#f2f2f2";
    let d = "";
    for (let k = 0; k < 12; k++) {
      const [x1, y1] = polar(x, y, rs * (k % 3 === 0 ? 0.7 : 0.8), k * 30);
      const [x2, y2] = polar(x, y, rs * 0.92, k * 30);
      d += `M${n(x1)} ${n(y1)} L${n(x2)} ${n(y2)} `;
    }
    s += `<path d="${d}" stroke="${subInk}" stroke-width="2.5"/>`;
    const [hx, hy] = polar(x, y, rs * 0.82, o.subdialHands[i] ?? 0);
    s += `<path d="M${n(x)} ${n(y)} L${n(hx)} ${n(hy)}" stroke="${i === 1 ? "#d23a2a" : subInk}" stroke-width="4" stroke-linecap="round"/><circle cx="${n(x)}" cy="${n(y)}" r="6" fill="${subInk}"/>`;
  });
  return s;
}

export function dial(o: DialOptions): string {
  const r = o.radius;
  const ink = isLight(o.color) ? "#1d1f22" : "#f1f1ee";
  const soft = isLight(o.color) ? "#55595e" : "#c9cbce";
  const hasDate = o.date !== null && !o.subdials;
  let s = minuteTrack(o, ink);
  s += indices(o, ink, hasDate);
  s += subdials(o);
  const brandY = o.subdials ? CY - r * 0.56 : CY - r * 0.42;
  const serif = o.indices === "roman" || o.indices === "diamonds";
  const family = serif ? "serif" : "sans-serif";
  s += text(
    CX,
    brandY,
    r * 0.1,
    ink,
    o.brand.toUpperCase(),
    `font-family="${family}" font-weight="bold" letter-spacing="${n(r * 0.018)}"`,
  );
  s += text(
    CX,
    brandY + r * 0.1,
    r * 0.045,
    soft,
    o.model.toUpperCase(),
    `font-family="sans-serif" letter-spacing="2"`,
  );
  if (!o.subdials && o.caption) {
    s += text(
      CX,
      CY + r * (o.indices === "roman" ? 0.36 : 0.42),
      r * 0.048,
      soft,
      o.caption.toUpperCase(),
      `font-family="sans-serif" letter-spacing="2"`,
    );
  }
  if (hasDate) {
    const [x, y] = hourPoint(o, 90, 0.72);
    const w = r * 0.15;
    const h = r * 0.12;
    s += `<rect x="${n(x - w / 2)}" y="${n(y - h / 2)}" width="${n(w)}" height="${n(h)}" fill="#fbfbf7" stroke="${o.indexColor}" stroke-width="3"/>`;
    s += text(x, y, h * 0.72, "#1b1b1b", String(o.date), `font-family="sans-serif" font-weight="bold"`);
  }
  return s;
}

/** Radial "sunburst" shading of the dial colour; mother-of-pearl gets a few iridescent stops. */
export function dialGradient(color: string, pearl: boolean): string {
  if (pearl) {
    return `<radialGradient id="dialGrad" cx="0.4" cy="0.35" r="0.75">
<stop offset="0" stop-color="#ffffff"/><stop offset="0.35" stop-color="#f6e9f0"/><stop offset="0.6" stop-color="#e7eef6"/>
<stop offset="0.85" stop-color="#f3ead9"/><stop offset="1" stop-color="#d9d2d8"/></radialGradient>`;
  }
  return `<radialGradient id="dialGrad" cx="0.45" cy="0.4" r="0.7">
<stop offset="0" stop-color="${shade(color, 0.22)}"/><stop offset="0.55" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, -0.35)}"/></radialGradient>`;
}
