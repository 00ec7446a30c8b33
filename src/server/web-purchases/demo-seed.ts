import { priceSale } from "../../domain/sales/totals";
import { DEMO_DISCOUNT } from "../demo/cities";
import { DEMO_WEB_PURCHASES } from "../demo/sales-data";
import type { DemoSeed } from "../feature";
import { unregisteredPurchases } from "./schema";

/** Web purchases by guests, waiting for the shop to confirm their transfer. */
export async function seedDemo({ tx, world }: DemoSeed): Promise<void> {
  const byKey = new Map(world.catalog.map((p) => [p.demo.key, p]));
  await tx.insert(unregisteredPurchases).values(
    DEMO_WEB_PURCHASES.map((w) => {
      const city = world.cityByKey.get(w.city)!;
      const priced = priceSale({
        lines: w.items.map((item) => {
          const p = byKey.get(item.product)!;
          return {
            productId: p.id,
            productName: p.demo.name,
            quantity: item.qty,
            price: world.priceOf(item.product, item.price),
            originalPrice: p.demo.salePrice,
            salePrice: p.demo.salePrice,
          };
        }),
        shippingCost: city.cost,
        discountCode: w.discountCode
          ? { code: DEMO_DISCOUNT.code, percentage: DEMO_DISCOUNT.percentage }
          : null,
      });
      const customerInfo = { name: w.name, email: w.email, phone: w.phone, userId: null, customerId: null };
      const shippingInfo = {
        address: w.address,
        city: city.city,
        cityId: city.id,
        department: city.department,
        municipality: city.city,
        note: "",
      };
      return {
        order: {
          ...priced,
          extraDiscount: { amount: 0, reason: "" },
          customerInfo,
          customerName: w.name,
          customerType: "web-unregistered",
          shippingInfo,
          paymentMethod: "Transferencia bancaria",
        },
        customerName: w.name,
        total: priced.total,
        status: "Pendiente de Confirmación",
        isRead: false,
        createdAt: new Date(world.now.getTime() - w.hoursAgo * 3_600_000),
      };
    }),
  );
}
