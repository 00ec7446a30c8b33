import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buttonClass } from "./button";

const WEB = path.resolve(import.meta.dirname, "..");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
  });
}

/** Disabled controls look disabled everywhere: one rule, one switch, no hover on a disabled button. */
describe("the disabled look", () => {
  it("styles.css fades every disabled control and gives it a not-allowed pointer", () => {
    const css = readFileSync(path.join(WEB, "styles.css"), "utf8");
    const rule =
      /:is\(button, input, select, textarea\):disabled,\s*\[aria-disabled="true"\]\s*\{([^}]*)\}/.exec(css);
    expect(rule?.[1]).toMatch(/cursor:\s*not-allowed/);
    expect(Number(/opacity:\s*([\d.]+)/.exec(rule?.[1] ?? "")?.[1])).toBeLessThanOrEqual(0.5);
  });

  it("a button changes colour under the pointer only while enabled", () => {
    for (const variant of ["primary", "secondary", "ghost", "danger"] as const) {
      const hovers = buttonClass(variant)
        .split(/\s+/)
        .filter((c) => c.includes("hover:"));
      expect(hovers.length, variant).toBeGreaterThan(0);
      for (const c of hovers) expect(c, variant).toMatch(/^not-disabled:hover:/);
    }
  });

  it("every on/off switch is the shared one (no hand-made role=switch that could look enabled)", () => {
    const own = sources(WEB).filter(
      (file) =>
        readFileSync(file, "utf8").includes('role="switch"') && !file.endsWith(path.join("ui", "switch.tsx")),
    );
    expect(own.map((f) => path.relative(WEB, f))).toEqual([]);
  });
});
