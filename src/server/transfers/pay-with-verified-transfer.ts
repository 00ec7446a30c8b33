import { eq } from "drizzle-orm";
import type { SessionUser } from "../../contracts/auth/session";
import { registerPayment, typeOfReceivedPayment } from "../../domain/sales/payments";
import type { Tx } from "../db/client";
import { newId } from "../db/ids";
import { fromDomain, mutateSaleIn } from "../sales";
import { transferDeclarations } from "./schema";

/**
 * The bank confirmed the transfer a web order's buyer declared, and the order is a sale now:
 * the money is recorded as that sale's transfer payment — dated the day the bank booked it, for
 * the amount the bank shows — and the declaration becomes that payment's, verified by the staff
 * member who confirmed it. So the sale reads Abonado or Completado by the payment rules, and the
 * cash flow counts the transfer as verified, with nothing typed twice. Inside the confirming
 * transaction; a payment the rules refuse (more than the sale owes) refuses the whole confirmation.
 */
export async function payWithVerifiedTransfer(
  tx: Tx,
  saleId: string,
  declarationId: string,
  bank: { amount: number; bookedOn: string },
  user: SessionUser,
): Promise<void> {
  const paymentId = newId();
  await mutateSaleIn(tx, saleId, user, undefined, (sale, actor) => {
    return fromDomain(
      sale,
      registerPayment(
        sale,
        {
          amount: bank.amount,
          date: bank.bookedOn,
          type: typeOfReceivedPayment(sale, bank.amount),
          method: "transferencia",
          paymentId,
        },
        actor,
      ),
    );
  });
  await tx
    .update(transferDeclarations)
    .set({
      paymentId,
      paidByConfirmation: true,
      amount: bank.amount,
      verifiedAt: new Date(),
      verifiedBy: user.id,
    })
    .where(eq(transferDeclarations.id, declarationId));
}
