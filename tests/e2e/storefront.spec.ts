import { DEMO, expect, loginByApi, test } from "./fixtures";

test.describe("storefront browsing", () => {
  test("browse → filter → product → add to cart → the cart clamps to stock with the exact warning", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Destacados" })).toBeVisible();
    await page.getByRole("link", { name: "Ver catálogo" }).click();
    await expect(page).toHaveURL(/\/catalog$/);
    const total = await page.getByTestId("results-count").textContent();

    // The URL is the state: the switch flips once the navigation it starts has landed.
    await page.getByLabel("Solo ofertas").click();
    await expect(page.getByLabel("Solo ofertas")).toBeChecked();
    await expect(page).toHaveURL(/offer=1/);
    await expect(page.getByTestId("results-count")).not.toHaveText(total ?? "");
    await page.getByLabel("Ordenar por").selectOption({ label: "Precio: menor a mayor" });
    await expect(page).toHaveURL(/sort=price_asc/);

    // A watch with a single unit left: adding it twice must be held at the stock.
    const card = page.getByRole("article").filter({ hasText: "¡Última unidad!" }).first();
    const name = (await card.getByRole("heading").textContent()) ?? "";
    await card.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("¡Oferta!")).toBeVisible();
    await page.getByRole("button", { name: "Agregar al carrito" }).click();
    await expect(page.getByText("Producto agregado al carrito.")).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("1");

    await page.getByRole("button", { name: "Carrito", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Carrito de compras" })).toBeVisible();
    await expect(page.getByRole("link", { name })).toBeVisible();
    await page.getByRole("button", { name: "Aumentar cantidad" }).click();
    await expect(page.getByText("Solo queda 1 unidad en stock.")).toBeVisible();
    await expect(page.getByTestId("line-quantity")).toHaveText("1");
    // Persisted under the spec's key.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("shoppingCart") ?? "[]"));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name, quantity: 1 });
  });

  test("a price changed since the item was added is shown, never charged silently", async ({ page }) => {
    await page.goto("/catalog");
    const first = page.getByRole("article").first();
    await first.getByRole("link").click();
    await page.getByRole("button", { name: "Agregar al carrito" }).click();
    await page.evaluate(() => {
      const cart = JSON.parse(localStorage.getItem("shoppingCart") ?? "[]");
      cart[0].salePrice = 100;
      cart[0].promoPrice = null;
      localStorage.setItem("shoppingCart", JSON.stringify(cart));
    });
    await page.goto("/cart");
    await expect(page.getByText(/cambió de L\.\s1\.00 a L\.\s/)).toBeVisible();
  });

  test("information pages have real content; the shipping page lists the cities and costs", async ({
    page,
  }) => {
    await page.goto("/shipping");
    await expect(page.getByRole("heading", { level: 1, name: "Envíos" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "Roatán" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "L. 350.00" })).toBeVisible();
    await page.goto("/about");
    await expect(page.getByText(/relojería en línea hondureña/)).toBeVisible();
  });

  test("a wholesaler sees '¡P. Especial!' where others see '¡Oferta!'", async ({ page }) => {
    await page.goto("/catalog?offer=1");
    await expect(page.getByText("¡Oferta!").first()).toBeVisible();
    await loginByApi(page, DEMO.wholesaler);
    await page.goto("/catalog?offer=1");
    await expect(page.getByText("¡P. Especial!").first()).toBeVisible();
    await expect(page.getByText("¡Oferta!")).toHaveCount(0);
  });
});
