import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time";

const now = new Date("2025-03-01T12:00:00Z");
const ago = (seconds: number) => relativeTime(new Date(now.getTime() - seconds * 1000), now);

describe("relative time in Spanish (docs/product/constants.md)", () => {
  it("counts segundos, minutos, horas, días, meses and años", () => {
    expect(ago(1)).toBe("hace 1 segundo");
    expect(ago(30)).toBe("hace 30 segundos");
    expect(ago(60)).toBe("hace 1 minuto");
    expect(ago(5 * 60)).toBe("hace 5 minutos");
    expect(ago(3600)).toBe("hace 1 hora");
    expect(ago(3 * 3600)).toBe("hace 3 horas");
    expect(ago(86400)).toBe("hace 1 día");
    expect(ago(4 * 86400)).toBe("hace 4 días");
    expect(ago(2592000)).toBe("hace 1 mes");
    expect(ago(3 * 2592000)).toBe("hace 3 meses");
    expect(ago(31536000)).toBe("hace 1 año");
    expect(ago(2 * 31536000)).toBe("hace 2 años");
  });
  it("never speaks of the future nor of zero", () => {
    expect(ago(0)).toBe("hace 1 segundo");
    expect(ago(-50)).toBe("hace 1 segundo");
  });
});
