import { shippingLocations } from "../shipping/schema";
import { docsOf } from "./collections";
import type { ImportRun } from "./import-run";
import { Bad } from "./read";

/** The cities the shop ships to, each with its cost: a city is unique, a second one is skipped. */
export async function importShippingLocations(run: ImportRun): Promise<void> {
  const { tx } = run;
  const locationDocs = docsOf(run.exported, "shipping_locations");
  const cities = new Set(
    (await tx.select({ city: shippingLocations.city }).from(shippingLocations)).map((c) => c.city),
  );
  await run.eachNew(
    "shipping_locations",
    locationDocs,
    [shippingLocations, shippingLocations.id],
    async (id, r) => {
      const city = r.str("city").trim();
      if (cities.has(city)) throw new Bad(`city ${city}: repetida`);
      const cost = r.money("cost", 0);
      if (cost < 0) throw new Bad("cost: negativo");
      await tx.insert(shippingLocations).values({
        id,
        city,
        department: r.str("department", ""),
        municipality: r.str("municipality", ""),
        cost,
        isActive: r.bool("isActive", true),
        createdAt: new Date(r.time("createdAt", new Date().toISOString())),
      });
      cities.add(city);
      run.keepExtras("shipping_locations", id, r);
    },
  );
}
