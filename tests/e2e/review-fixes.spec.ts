import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { DEMO, expect, loginByApi, test } from "./fixtures";
import { DECLINED_CARD, payWithCard, productWithStock, SERIALIZED_DEMO_NAMES } from "./storefront-helpers";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** 'L. 1,234.50' or '-L. 720.00' → centavos. */
const centavos = (text: string) => {
  const trimmed = text.trim();
  const n = Math.round(Number(trimmed.replace(/^-?L\.\s*/, "").replace(/,/g, "")) * 100);
  return trimmed.startsWith("-") ? -n : n;
};

/** The lines a totals block may show, each read as signed centavos. */
type Lines = Record<
  | "subtotal"
  | "shipping"
  | "extraCosts"
  | "promoDiscount"
  | "codeDiscount"
  | "extraDiscount"
  | "total"
  | "amountPaid"
  | "balance",
  number
>;

/** Every line a summary can show, in the order of the balance formula (then the notes). */
const FORMULA_ORDER = [
  "subtotal",
  "shipping",
  "extraCosts",
  "promoDiscount",
  "codeDiscount",
  "extraDiscount",
  "total",
  "amountPaid",
  "balance",
  "refunded",
  "keptOnCancel",
  "credit",
];

/** The shown lines keep the formula's order, and only the results may read L. 0.00. */
function expectFormulaOrderWithoutZeros(lines: Record<string, number>) {
  const kinds = Object.keys(lines);
  expect(kinds).toEqual(FORMULA_ORDER.filter((k) => kinds.includes(k)));
  for (const kind of kinds) {
    if (!["subtotal", "total", "balance"].includes(kind)) expect(lines[kind], kind).not.toBe(0);
  }
}

async function linesOf(totals: Locator): Promise<Lines> {
  const rows = totals.locator("[data-line]");
  const out: Record<string, number> = {};
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    out[(await row.getAttribute("data-line")) ?? ""] = centavos(
      (await row.locator("dd").textContent()) ?? "",
    );
  }
  return out as Lines;
}

async function addToCart(page: Page, productId: string) {
  await page.goto(`/products/${productId}`);
  await page.getByRole("button", { name: "Agregar al carrito" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
}

async function fillContactAndShipping(page: Page) {
  await page.getByLabel("Nombre completo").fill("Rosa Reintento");
  await page.getByLabel("Email").fill("rosa.e2e@correo.hn");
  await page.getByLabel("Teléfono").fill("9977-1122");
  await page.getByLabel("Ciudad").selectOption({ label: "San Pedro Sula — L.\u00a0110.00" });
  await expect(page.getByLabel("Departamento")).toHaveValue("Cortés");
  await page.getByLabel("Dirección exacta").fill("Barrio Guamilito, 3 avenida");
}

interface PromoProduct {
  id: string;
  name: string;
  quantity: number;
  salePrice: number;
  promoPrice: number | null;
  originalPublicPrice: number;
}

async function promoProduct(request: APIRequestContext): Promise<PromoProduct> {
  const res = await request.get("/api/catalog?inStock=true&offer=1&pageSize=48");
  const items = ((await res.json()) as { items: PromoProduct[] }).items;
  const found = items.find(
    (p) =>
      p.promoPrice !== null &&
      p.promoPrice < p.salePrice &&
      p.quantity >= 2 &&
      !SERIALIZED_DEMO_NAMES.has(p.name),
  );
  if (!found) throw new Error("no promoted product with 2 units");
  return found;
}

test.describe("review fixes (what people see)", () => {
  test("a transfer with a code: the payment result and Compras Web show the same lines, the code named, adding up", async ({
    page,
    browser,
  }) => {
    const product = await productWithStock(page.request, 1);
    await addToCart(page, product.id);
    await page.goto("/checkout");
    await fillContactAndShipping(page);
    await page.getByLabel("Código de descuento").fill("BIENVENIDA10");
    await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(page.getByText("Código BIENVENIDA10 aplicado: 10 % de descuento.")).toBeVisible();
    await expect(page.getByTestId("sale-totals-lines")).toContainText("Descuento por código (BIENVENIDA10)");
    await page.getByLabel(/Transferencia bancaria/).check();
    await page.getByRole("button", { name: "Confirmar pedido" }).click();
    await expect(page.getByRole("heading", { name: "¡Pedido recibido!" })).toBeVisible();
    const number = (await page.getByTestId("order-number").textContent())?.trim() ?? "";

    const result = page.getByTestId("sale-totals-lines");
    await expect(result).toContainText("Descuento por código (BIENVENIDA10)");
    await expect(result).not.toContainText("()");
    const shown = await linesOf(result);
    expectFormulaOrderWithoutZeros(shown);
    // Nothing paid yet, no extra cost or extra discount: those lines are left out.
    expect(Object.keys(shown)).not.toContain("amountPaid");
    expect(Object.keys(shown)).not.toContain("extraCosts");
    expect(Object.keys(shown)).not.toContain("extraDiscount");
    expect(shown.shipping).toBe(11_000);
    expect(shown.codeDiscount).toBeLessThan(0);
    expect(shown.subtotal + shown.shipping + (shown.promoDiscount ?? 0) + shown.codeDiscount).toBe(
      shown.total,
    );
    expect(shown.balance).toBe(shown.total);

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await loginByApi(admin, DEMO.admin);
    await admin.goto("/admin/unregistered");
    await admin
      .getByTestId("web-purchase-row")
      .filter({ hasText: `#${number}` })
      .click();
    const detail = admin.getByTestId("web-purchase-detail").getByTestId("sale-totals-lines");
    await expect(detail).toContainText("Descuento por código (BIENVENIDA10)");
    const staff = await linesOf(detail);
    expect(staff).toEqual(shown);
    await adminContext.close();
  });

  test("a card payment's result: Pagado shown positive, no zero lines, the formula's order, at 1280 and 390 px", async ({
    page,
  }, testInfo) => {
    const product = await productWithStock(page.request, 1);
    await addToCart(page, product.id);
    await page.goto("/checkout");
    await fillContactAndShipping(page);
    await page.getByRole("button", { name: /^Pagar L\./ }).click();
    await payWithCard(page);
    await expect(page.getByRole("heading", { name: "¡Pago recibido! Gracias por su compra." })).toBeVisible();
    const result = page.getByTestId("sale-totals-lines");
    const paid = result.locator('[data-line="amountPaid"] dd');
    await expect(paid).toHaveText(/^L\.\s/);
    await expect(result).not.toContainText("-L.\u00a00");
    await expect(result).not.toContainText("Costos extra");
    const shown = await linesOf(result);
    expectFormulaOrderWithoutZeros(shown);
    expect(shown.amountPaid).toBe(shown.total);
    expect(shown.balance).toBe(0);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await result.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: testInfo.outputPath(`payment-result-${viewport.width}.png`),
        fullPage: true,
      });
    }
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`toasts at ${viewport.width} px cover neither the header's cart badge nor its buttons, 3 at most`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      // Five clicks need five units: with fewer, the cart holds them all and the button turns off.
      const product = await productWithStock(page.request, 5);
      await page.goto(`/products/${product.id}`);
      const add = page.getByRole("button", { name: "Agregar al carrito" });
      for (let i = 0; i < 5; i++) await add.click();
      await expect(page.getByText("Producto agregado al carrito.").first()).toBeVisible();
      const header = await page.locator("header").first().boundingBox();
      const toasts = page.locator("[data-sonner-toast][data-visible='true']");
      await expect(toasts.first()).toBeVisible();
      expect(await toasts.count()).toBeLessThanOrEqual(3);
      expect(header).toBeTruthy();
      for (let i = 0; i < (await toasts.count()); i++) {
        // Entirely below the header once it has slid in (a toast arriving passes over it).
        await expect
          .poll(async () => (await toasts.nth(i).boundingBox())?.y ?? -1)
          .toBeGreaterThanOrEqual(header!.y + header!.height);
      }
    });
  }

  test("after a declined card, 'Reintentar' brings back everything typed in checkout", async ({ page }) => {
    const product = await productWithStock(page.request, 1);
    await addToCart(page, product.id);
    await page.goto("/checkout");
    await fillContactAndShipping(page);
    await page.getByLabel("Indicaciones para la entrega (opcional)").fill("Portón verde");
    await page.getByRole("button", { name: /^Pagar L\./ }).click();
    await payWithCard(page, DECLINED_CARD);
    await expect(page.getByRole("heading", { name: "Pago cancelado" })).toBeVisible();
    await page.getByRole("link", { name: "Reintentar" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByLabel("Nombre completo")).toHaveValue("Rosa Reintento");
    await expect(page.getByLabel("Email")).toHaveValue("rosa.e2e@correo.hn");
    await expect(page.getByLabel("Teléfono")).toHaveValue("9977-1122");
    await expect(page.getByLabel("Ciudad")).toHaveValue(/.+/);
    await expect(page.getByLabel("Departamento")).toHaveValue("Cortés");
    await expect(page.getByLabel("Dirección exacta")).toHaveValue("Barrio Guamilito, 3 avenida");
    await expect(page.getByLabel("Indicaciones para la entrega (opcional)")).toHaveValue("Portón verde");
  });

  test("product page, cart and checkout cross out the same regular price, and their lines add up to the subtotal", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const product = await promoProduct(page.request);
    const promo = product.promoPrice!;
    const fmt = (c: number) =>
      `L. ${(c / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    // One wording, one price: the regular price the subtotal counts (never the public original price).
    const crossedOut = async (scope: Locator) => {
      const regular = scope.getByTestId("regular-price").first();
      await expect(regular).toContainText("Precio regular");
      await expect(regular.locator("s")).toHaveText(fmt(product.salePrice));
    };
    // Each line: regular price × quantity, its promotion, its amount; their sums are the summary's.
    const linesAddUp = async (lines: Locator, totalsBlock: Locator, quantity: number) => {
      await expect(lines.getByTestId("line-regular-amount")).toHaveText(fmt(product.salePrice * quantity));
      await expect(lines.getByTestId("line-promotion")).toHaveText(
        `-${fmt((product.salePrice - promo) * quantity)}`,
      );
      await expect(lines.getByTestId("line-amount")).toHaveText(fmt(promo * quantity));
      const totals = await linesOf(totalsBlock);
      expect(totals.subtotal).toBe(product.salePrice * quantity);
      expect(totals.promoDiscount).toBe(-(product.salePrice - promo) * quantity);
    };

    await addToCart(page, product.id);
    const tag = page.getByTestId("price-tag");
    await expect(tag.getByTestId("price-charged")).toHaveText(fmt(promo));
    await crossedOut(tag);
    if (product.originalPublicPrice > product.salePrice) {
      await expect(tag.getByTestId("public-original-price")).toHaveText(
        `Precio público original: ${fmt(product.originalPublicPrice)}`,
      );
      await expect(tag.locator("s")).toHaveCount(1);
    }

    await page.goto("/cart");
    await page.getByRole("button", { name: "Aumentar cantidad" }).click();
    await expect(page.getByTestId("line-quantity")).toHaveText("2");
    const line = page.getByTestId("cart-line");
    await expect(line.getByTestId("line-unit-price")).toContainText(`${fmt(promo)} c/u`);
    await crossedOut(line);
    await linesAddUp(line, page.getByTestId("sale-totals-lines"), 2);
    expect((await linesOf(page.getByTestId("sale-totals-lines"))).total).toBe(promo * 2);

    await page.goto("/checkout");
    const summary = page.getByTestId("checkout-lines");
    await expect(summary.getByTestId("story-line")).toContainText(product.name);
    await crossedOut(summary);
    await linesAddUp(summary, page.getByTestId("sale-totals-lines"), 2);
  });

  test("one unit left reads in the singular", async ({ page }) => {
    const res = await page.request.get("/api/catalog?inStock=true&pageSize=48");
    const items = ((await res.json()) as { items: Array<{ id: string; quantity: number }> }).items;
    const last = items.find((p) => p.quantity === 1);
    test.skip(!last, "no product with exactly one unit in the demo data");
    await page.goto(`/products/${last!.id}`);
    const add = page.getByRole("button", { name: "Agregar al carrito" });
    await add.click();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await add.click();
    await expect(page.getByText("No puedes agregar más. Solo queda 1 en stock.")).toBeVisible();
    await page.goto("/cart");
    await page.getByRole("button", { name: "Aumentar cantidad" }).click();
    await expect(page.getByText("Solo queda 1 unidad en stock.")).toBeVisible();
  });

  test("Órdenes on a phone is a card list with amount and status in view; the table starts at md", async ({
    page,
  }) => {
    await loginByApi(page, DEMO.admin);
    await page.setViewportSize(PHONE);
    await page.goto("/admin/orders");
    const card = page.getByTestId("order-card").first();
    await expect(card).toBeVisible();
    await expect(page.getByTestId("orders-table")).toBeHidden();
    // The filters (apartados included) sit above the list: the first card is read once scrolled to.
    await card.scrollIntoViewIfNeeded();
    for (const part of [card.getByTestId("status-badge"), card.getByText("Saldo"), card.getByText("Total")]) {
      await expect(part).toBeInViewport();
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await card.click();
    await expect(page).toHaveURL(/order=/);

    await page.goto("/admin/orders");
    await page.setViewportSize(DESKTOP);
    await expect(page.getByTestId("orders-table")).toBeVisible();
    await expect(page.getByTestId("order-card").first()).toBeHidden();
  });

  test("a checkout field error goes away as soon as the field is valid", async ({ page }) => {
    const product = await productWithStock(page.request, 1);
    await addToCart(page, product.id);
    await page.goto("/checkout");
    await page.getByRole("button", { name: /^Pagar L\./ }).click();
    await expect(page.getByText("Ingrese su nombre completo.")).toBeVisible();
    await expect(page.getByText("Ingrese un email válido.")).toBeVisible();
    await page.getByLabel("Nombre completo").fill("Rosa");
    await expect(page.getByText("Ingrese su nombre completo.")).toBeHidden();
    await expect(page.getByLabel("Nombre completo")).not.toHaveAttribute("aria-invalid", "true");
    // The others stay until their field is valid.
    await expect(page.getByText("Ingrese un email válido.")).toBeVisible();
    await page.getByLabel("Email").fill("rosa@");
    await expect(page.getByText("Ingrese un email válido.")).toBeVisible();
    await page.getByLabel("Email").fill("rosa@correo.hn");
    await expect(page.getByText("Ingrese un email válido.")).toBeHidden();
  });
});
