import sharp from "sharp";
import { DEMO, expect, loginByApi, test } from "./fixtures";
import { fillCheckout } from "./storefront-helpers";

/** A picture file as a person would pick it: a real PNG of one colour. */
async function pngFile(name: string, color: string) {
  const buffer = await sharp({ create: { width: 640, height: 640, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

const pictureIds = async (page: import("@playwright/test").Page) =>
  page
    .getByTestId("editor-picture")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-picture-id") ?? ""));

test.describe("product editor", () => {
  test("an admin creates a watch with two pictures, orders them, publishes it; the price change reaches an open catalogue live; a wholesaler pays the wholesale price", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const name = `Tissot PRX ${Date.now().toString(36)}`;
    await loginByApi(page, DEMO.admin);
    await page.goto("/admin/inventory/new");
    await expect(page.getByRole("heading", { name: "Nuevo producto" })).toBeVisible();
    await expect(page.getByText("Guarde el producto para agregar imágenes.")).toBeVisible();

    // A promotion not below the sale price is refused on its field before anything is sent.
    await page.getByLabel("Nombre").fill(name);
    await page.getByLabel("Marca").fill("Tissot");
    await page.getByLabel("Modelo", { exact: true }).fill("T137.410.11.041.00");
    await page.getByLabel("Movimiento").fill("Cuarzo");
    await page.getByLabel("Tamaño de la caja").fill("40 mm");
    await page.getByLabel("Precio de venta (L.)").fill("8,500.00");
    await page.getByLabel("Precio de promoción (L.)").fill("9000");
    await page.getByRole("button", { name: "Guardar producto" }).click();
    await expect(
      page.getByText("El precio de promoción debe ser menor que el precio de venta."),
    ).toBeVisible();
    await page.getByLabel("Precio de promoción (L.)").fill("");
    await page.getByLabel(/Precio público original/).fill("9900");
    await page.getByLabel("Precio mayorista (L.)").fill("6800");
    await page.getByLabel("Costo unitario (L.)").fill("5000");
    await page.getByLabel("Stock inicial").fill("4");
    await page.getByLabel("Visible en la tienda").uncheck();

    // The preview shows what each audience will see, with the storefront's rule.
    const preview = page.getByTestId("price-preview");
    await expect(preview.locator('[data-audience="visitor"]')).toContainText("L. 8,500.00");
    await expect(preview.locator('[data-audience="visitor"]')).toContainText("¡Oferta!");
    await expect(preview.locator('[data-audience="wholesaler"]')).toContainText("L. 6,800.00");
    await expect(preview.locator('[data-audience="wholesaler"]')).toContainText("¡P. Especial!");
    await page.screenshot({ path: "/tmp/e2e-products-shots/product-editor-new-1280.png", fullPage: true });

    await page.getByRole("button", { name: "Guardar producto" }).click();
    await expect(page.getByText("Producto creado.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/inventory\/[A-Za-z0-9]+\/edit$/);
    const productId = page.url().split("/").at(-2)!;
    await expect(page.getByRole("heading", { name: "Editar producto" })).toBeVisible();
    await expect(page.getByText("Este producto aún no tiene imágenes.")).toBeVisible();

    // Two pictures through the picker; the first uploaded is the main one.
    await page
      .getByTestId("picture-input")
      .setInputFiles([await pngFile("negro.png", "#111111"), await pngFile("oro.png", "#c9a227")]);
    await expect(page.getByTestId("editor-picture")).toHaveCount(2);
    const [first, second] = await pictureIds(page);
    await expect(page.getByTestId("editor-picture").first()).toContainText("Principal");

    // Keyboard buttons, then a drag back, then 'Hacer principal'.
    await page.getByRole("button", { name: "Mover después (1)" }).click();
    await expect.poll(() => pictureIds(page)).toEqual([second, first]);
    await page.locator(`[data-picture-id="${first}"]`).dragTo(page.locator(`[data-picture-id="${second}"]`));
    await expect.poll(() => pictureIds(page)).toEqual([first, second]);
    await page.getByRole("button", { name: "Hacer principal (2)" }).click();
    await expect.poll(() => pictureIds(page)).toEqual([second, first]);
    await expect(page.getByTestId("editor-picture").first()).toContainText("Principal");

    // Publish it.
    await page.getByLabel("Visible en la tienda").check();
    await page.getByRole("button", { name: "Guardar producto" }).click();
    await expect(page.getByText("Producto actualizado.").last()).toBeVisible();
    await page.screenshot({ path: "/tmp/e2e-products-shots/product-editor-edit-1280.png", fullPage: true });

    // A visitor finds it in the catalogue and on its page, main picture first.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/catalog?q=${encodeURIComponent(name)}`);
    const card = visitor.locator("article", { hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText("L. 8,500.00");
    await expect(card.locator("img").first()).toHaveAttribute("src", new RegExp(second!));
    await visitor.goto(`/products/${productId}`);
    await expect(visitor.getByRole("heading", { name })).toBeVisible();
    await expect(visitor.locator("main img").first()).toHaveAttribute("src", new RegExp(second!));
    await expect(visitor.getByText("L. 6,800.00")).toHaveCount(0);
    await expect(visitor.getByTestId("watch-specs")).toContainText("Cuarzo");
    await expect(visitor.getByTestId("watch-specs")).toContainText("T137.410.11.041.00");

    // With the visitor's catalogue open, the admin lowers the price: it changes there, live.
    await visitor.goto(`/catalog?q=${encodeURIComponent(name)}`);
    await expect(card).toContainText("L. 8,500.00");
    await page.getByLabel("Precio de venta (L.)").fill("7900");
    await page.getByRole("button", { name: "Guardar producto" }).click();
    await expect(page.getByText("Producto actualizado.").last()).toBeVisible();
    await expect(visitor.locator("article", { hasText: name })).toContainText("L. 7,900.00");

    // A wholesaler sees the wholesale price with '¡P. Especial!' and pays it.
    const wholesaleContext = await browser.newContext();
    const wholesaler = await wholesaleContext.newPage();
    await loginByApi(wholesaler, DEMO.wholesaler);
    await wholesaler.goto(`/products/${productId}`);
    await expect(wholesaler.getByRole("heading", { name })).toBeVisible();
    const answer = await (await wholesaler.request.get(`/api/catalog/${productId}`)).json();
    expect(answer.wholesalePrice, JSON.stringify(answer)).toBe(680_000);
    await wholesaler.screenshot({ path: "/tmp/e2e-products-shots/wholesaler-product.png" });
    await expect(wholesaler.getByText("¡P. Especial!").first()).toBeVisible();
    await expect(wholesaler.getByText("L. 6,800.00").first()).toBeVisible();
    await wholesaler.getByRole("button", { name: "Agregar al carrito" }).click();
    await wholesaler.goto("/checkout");
    // Subtotal at the sale price, the difference as the promotion discount: L. 6,800.00 charged.
    // The line shows its own promotion, the summary the same sum (docs/decisions/0244).
    await expect(wholesaler.getByTestId("line-promotion")).toHaveText("-L. 1,100.00");
    await expect(wholesaler.getByTestId("sale-totals-lines").getByText("-L. 1,100.00")).toBeVisible();
    await fillCheckout(wholesaler, "transfer");
    await expect(wholesaler.getByRole("heading", { name: "¡Pedido recibido!" })).toBeVisible();

    // The visitor pays the public price.
    await visitor.goto(`/products/${productId}`);
    await visitor.getByRole("button", { name: "Agregar al carrito" }).click();
    await visitor.goto("/checkout");
    await expect(visitor.getByText("L. 7,900.00").first()).toBeVisible();
    await expect(visitor.getByText("Descuento de promoción")).toHaveCount(0);
    await fillCheckout(visitor, "transfer");
    await expect(visitor.getByRole("heading", { name: "¡Pedido recibido!" })).toBeVisible();

    const purchases = (await (await page.request.get("/api/web-purchases")).json()) as {
      items: Array<{ order?: { items?: Array<{ productId: string; price: number }> }; items?: unknown }>;
    };
    const prices = JSON.stringify(purchases)
      .match(new RegExp(`"productId":"${productId}"[^}]*`, "g"))
      ?.join(" ");
    expect(prices).toContain('"price":680000');
    expect(prices).toContain('"price":790000');

    // Deleting asks first, then is refused while a web purchase awaits conversion.
    await page.getByRole("button", { name: "Eliminar producto" }).click();
    await expect(page.getByRole("dialog", { name: "¿Eliminar este producto?" })).toBeVisible();
    await page.getByRole("button", { name: "Sí, eliminar" }).click();
    await expect(
      page.getByText(
        "No se puede eliminar: el producto está en una compra web que espera ser convertida en venta.",
      ),
    ).toBeVisible();
    await visitorContext.close();
    await wholesaleContext.close();
  });

  test("the editor at 390 px in dark mode, and a seller reads it without writing", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: "dark" });
    const page = await context.newPage();
    await loginByApi(page, DEMO.admin);
    // A product with pictures: another journey may have just added one without (stored-xss).
    const list = (await (await page.request.get("/api/catalog?pageSize=24")).json()) as {
      items: Array<{ id: string; image: unknown }>;
    };
    const id = list.items.find((item) => item.image !== null)!.id;
    await page.goto(`/admin/inventory/${id}/edit`);
    await expect(page.getByRole("heading", { name: "Editar producto" })).toBeVisible();
    await expect(page.getByTestId("editor-picture").first()).toBeVisible();
    await page.screenshot({ path: "/tmp/e2e-products-shots/product-editor-390-dark.png", fullPage: true });
    await page.goto("/admin/inventory/new");
    await page.screenshot({
      path: "/tmp/e2e-products-shots/product-editor-new-390-dark.png",
      fullPage: true,
    });
    await context.close();

    const sellerContext = await browser.newContext();
    const seller = await sellerContext.newPage();
    await loginByApi(seller, DEMO.seller);
    await seller.goto(`/admin/inventory/${id}/edit`);
    await expect(seller.getByRole("heading", { name: "Editar producto" })).toBeVisible();
    await expect(seller.getByLabel("Nombre")).toBeDisabled();
    await expect(seller.getByRole("button", { name: "Guardar producto" })).toHaveCount(0);
    await expect(seller.getByRole("button", { name: "Eliminar producto" })).toHaveCount(0);
    await sellerContext.close();
  });
});
