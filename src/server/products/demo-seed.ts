import type { DemoSeed } from "../feature";
import { productImages, products } from "./schema";

/** The watches with the stock the demo sales left them, and their generated pictures. */
export async function seedDemo({ tx, world }: DemoSeed): Promise<void> {
  await tx.insert(products).values(
    world.catalog.map((p) => {
      const stock = world.finalStock.get(p.id)!;
      const created = world.productCreated.get(p.id)!;
      return {
        id: p.id,
        name: p.demo.name,
        brand: p.demo.brand,
        description: p.demo.description,
        quantity: stock.quantity,
        inProgressStock: stock.inProgressStock,
        totalSold: stock.totalSold,
        salePrice: p.demo.salePrice,
        promoPrice: p.demo.promoPrice,
        originalPublicPrice: p.demo.originalPublicPrice,
        isPublic: p.demo.isPublic,
        isFeatured: p.demo.isFeatured,
        // The premium demo watches are kept by serial number (the inventory seeds their units).
        serialized: p.demo.serialized === true,
        createdAt: created,
        updatedAt: created,
      };
    }),
  );
  await tx.insert(productImages).values(
    world.images.map((img) => ({
      id: img.id,
      productId: img.productId,
      position: img.position,
      storageKey: img.storageKey,
      width: img.width,
      height: img.height,
      variantWidths: img.variantWidths,
      createdAt: world.productCreated.get(img.productId)!,
    })),
  );
}
