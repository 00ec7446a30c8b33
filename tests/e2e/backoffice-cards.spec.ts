import type { Page } from "@playwright/test";
import { DEMO, expect, loginByApi, test } from "./fixtures";
import { fillCheckout, payWithCard, productWithStock } from "./storefront-helpers";

/** Records the tones the bell plays: the Web Audio calls are the observable part of a sound. */
async function recordTones(page: Page) {
  await page.addInitScript(() => {
    const w = window;
    w.__tones = [];
    const original = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      const osc = original.call(this);
      const start = osc.start.bind(osc);
      osc.start = (when?: number) => {
        w.__tones?.push(osc.frequency.value);
        start(when);
      };
      return osc;
    };
  });
}

test.describe("card payments and web purchases", () => {
  test("the card bell rings when a sandbox card payment arrives, and the notification goes new → viewed → processed", async ({
    page,
    browser,
  }) => {
    await recordTones(page);
    await loginByApi(page, DEMO.admin);
    // Let the bell load the past first: only what arrives after it is news.
    const loaded = page.waitForResponse((r) => r.url().includes("/api/card-payments") && r.status() === 200);
    await page.goto("/admin/orders");
    const bell = page.getByTestId("card-payment-bell");
    await expect(bell).toBeVisible();
    await loaded;
    // The bounce lasts a moment: record that it happened rather than racing to see it.
    await page.evaluate(() => {
      const w = window;
      new MutationObserver((changes) => {
        for (const c of changes) {
          const el = c.target as Element;
          if (
            el.getAttribute("data-testid") === "card-payment-bell" &&
            el.getAttribute("data-bouncing") === "true"
          )
            w.__bounced = true;
        }
      }).observe(document.body, { attributes: true, subtree: true, attributeFilter: ["data-bouncing"] });
    });

    const buyer = await browser.newPage();
    const product = await productWithStock(buyer.request, 1);
    await buyer.goto(`/products/${product.id}`);
    await buyer.getByRole("button", { name: "Agregar al carrito" }).click();
    await buyer.goto("/checkout");
    await fillCheckout(buyer, "card");
    await payWithCard(buyer);
    const number = (await buyer.getByTestId("order-number").textContent())?.trim() ?? "";
    await buyer.close();

    // AudioParam values are 32-bit floats: compare to the centihertz.
    const tones = () => page.evaluate(() => (window.__tones ?? []).map((f) => Math.round(f * 100) / 100));
    await expect.poll(tones).toEqual([523.25, 659.25, 783.99]);
    await expect.poll(() => page.evaluate(() => window.__bounced === true)).toBe(true);
    await expect(page.getByTestId("card-payment-count")).toBeVisible();

    await bell.click();
    const dropdown = page.getByTestId("card-payment-dropdown");
    await expect(dropdown).toContainText(`#${number}`);
    expect((await dropdown.boundingBox())?.width).toBe(420);
    await expect(dropdown.getByTestId("card-status").first()).toHaveAttribute("data-status", "new");
    await dropdown.getByText(`#${number}`).click();
    // Opening it marks it viewed and shows its sale.
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");

    await page.goto("/admin/card-payments");
    const row = page.getByTestId("card-notification").filter({ hasText: `#${number}` });
    await expect(row.getByTestId("card-status")).toHaveAttribute("data-status", "viewed");
    await row.getByRole("button", { name: "Marcar como procesado" }).click();
    await expect(row.getByTestId("card-status")).toHaveAttribute("data-status", "processed");
    await expect(page.getByTestId("card-stats")).toContainText("Hoy");
  });

  test("an admin converts a web purchase into a sale", async ({ page }) => {
    await loginByApi(page, DEMO.admin);
    await page.goto("/admin/unregistered");
    const first = page.getByTestId("web-purchase-row").first();
    const number = (await first.locator(".font-mono").textContent())?.trim() ?? "";
    await first.click();
    await expect(page.getByTestId("web-purchase-detail")).toBeVisible();
    await page.getByRole("button", { name: "Convertir en venta" }).click();
    await expect(page.getByText(/^Compra web convertida en la venta #[0-9A-Z]{6}\.$/)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/orders\?order=/);
    await expect(page.getByTestId("change-history")).toContainText("Venta Convertida desde Compra Web");
    await page.goto("/admin/unregistered");
    await expect(
      page.getByTestId("web-purchases").or(page.getByText("No hay compras web pendientes.")),
    ).not.toContainText(number);
  });
});
