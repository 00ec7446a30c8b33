import type { DemoSeed } from "../feature";
import { insertSale } from "./insert-sale";

/** Through the sales repository, so the demo sales are written exactly as the services write theirs. */
export async function seedDemo({ tx, world }: DemoSeed): Promise<void> {
  for (const { record, history } of world.sales.sales) await insertSale(tx, record, history, null);
}
