import { productCreated } from "../products";
import { writeOpeningStock } from "./stock-writer";

/** The inventory's answers to the hooks of the features below it. */
export function answerHooks(): void {
  // A new product's opening stock starts its ledger in the creating transaction.
  productCreated.answer("inventory", (tx, product, author, note) =>
    writeOpeningStock(tx, product, author, note),
  );
}
