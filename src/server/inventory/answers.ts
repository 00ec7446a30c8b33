import { productCreated } from "../products";
import { writeOpeningStock } from "./stock-writer";
import { checkNewSerials, receiveUnits } from "./unit-writer";

/** The inventory's answers to the hooks of the features below it. */
export function answerHooks(): void {
  // A new product's opening stock starts its ledger in the creating transaction; a serialized
  // product's opening units arrive with it, one new serial each.
  productCreated.answer("inventory", async (tx, product, author, note) => {
    if (product.serials !== null) {
      const serials = await checkNewSerials(tx, product.serials, product.quantity);
      await receiveUnits(tx, product.id, serials, author, note);
    }
    await writeOpeningStock(tx, product, author, note);
  });
}
