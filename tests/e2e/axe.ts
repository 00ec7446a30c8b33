import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The serious and critical axe violations (WCAG 2.1 A/AA) of the page as it stands: what every
 * accessibility check fails on. A feature's own spec calls it on its new page in both themes
 * (`test.use({ colorScheme })`); accessibility.spec.ts checks the pages people use most.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    // Off by default in axe (experimental): a control's name must contain its visible text, as
    // the bell's count (voice control users say what they see).
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
}
