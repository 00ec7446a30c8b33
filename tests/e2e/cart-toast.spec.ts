import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box as Box;
}

/** A watch with more than one unit, so the quantity picker shows beside the button. */
async function openStockedProduct(page: Page) {
  const res = await page.request.get("/api/catalog?sort=newest");
  const items = (await res.json()).items as Array<{ id: string; quantity: number }>;
  const product = items.find((p) => p.quantity > 1);
  expect(product).toBeDefined();
  await page.goto(`/products/${product!.id}`);
  await expect(page.getByRole("button", { name: "Agregar al carrito" })).toBeVisible();
}

/**
 * The add-to-cart toast on a phone covers neither the quantity nor the button, wherever the page
 * is scrolled, and its "Ver carrito" opens the cart.
 */
test("at 390 px the add-to-cart toast hides neither the quantity nor the button, and 'Ver carrito' opens the cart", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openStockedProduct(page);
  const quantity = page.getByLabel("Cantidad");
  const add = page.getByRole("button", { name: "Agregar al carrito" });
  // Two places: the controls where the page puts them, then scrolled to the foot of the screen,
  // where the usual bottom toast would lie on them.
  for (const scroll of ["as-laid-out", "at-the-foot"] as const) {
    if (scroll === "at-the-foot") {
      await page.evaluate(() => {
        const controls = document.querySelector('[data-testid="add-to-cart-controls"]') as HTMLElement;
        window.scrollBy(0, controls.getBoundingClientRect().bottom - window.innerHeight + 8);
      });
    }
    await add.click();
    const toast = page
      .locator("[data-sonner-toast]")
      .filter({ hasText: "Producto agregado al carrito." })
      .first();
    await expect(toast).toBeVisible();
    // Once sonner's slide-in has finished, the toast's box is where it stays.
    await expect(toast).toHaveAttribute("data-mounted", "true");
    await page.waitForTimeout(500);
    const toastBox = await boxOf(toast);
    expect(overlaps(toastBox, await boxOf(quantity)), `${scroll}: quantity`).toBe(false);
    expect(overlaps(toastBox, await boxOf(add)), `${scroll}: button`).toBe(false);
    // Nor the sticky header with the cart badge.
    expect(toastBox.y, scroll).toBeGreaterThanOrEqual(64);
    await page.screenshot({ path: `/tmp/cart-toast-390-${scroll}.png` });
    await toast.locator("[data-close-button]").click();
    await expect(toast).toBeHidden();
  }
  await add.click();
  await page.locator("[data-sonner-toast]").getByRole("button", { name: "Ver carrito" }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("heading", { name: "Carrito de compras" })).toBeVisible();
});
