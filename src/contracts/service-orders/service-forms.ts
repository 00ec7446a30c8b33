import { z } from "zod";
import { msg } from "../../domain/kernel/messages";
import { serviceMessages as m } from "../../domain/service-orders/messages-service-orders";
import {
  type CreateServiceOrderInput,
  cancelServiceInput,
  createServiceOrderInput,
  deliverServiceInput,
  type SendEstimateInput,
  sendEstimateInput,
} from "./service-orders";

/**
 * What the desk's forms hold, derived from the operations' own bodies (docs/decisions/0037) and
 * turned into them on submit: money typed in lempiras is held in centavos (NaN for text that is not
 * an amount, undefined for an empty optional one); the customer picker feeds `customer` (null until
 * one is chosen or typed).
 */
const intake = createServiceOrderInput.shape;
const deposit = intake.deposit.unwrap().unwrap();
const day = intake.estimatedDate.unwrap().unwrap();

export const intakeFields = z
  .object({
    customer: intake.customer.nullable().transform((customer, ctx) => {
      if (customer) return customer;
      ctx.addIssue({ code: "custom", message: msg.customerRequired });
      return z.NEVER;
    }),
    brand: intake.brand.min(1, m.serviceBrandRequired),
    model: z.string().trim().max(120),
    serial: z.string().trim().max(60),
    kind: intake.kind,
    problem: intake.problem.min(1, m.serviceProblemRequired),
    condition: z.string().trim().max(2000),
    accessories: z.string().trim().max(500),
    estimatedPrice: intake.estimatedPrice.unwrap().unwrap().optional(),
    estimatedDate: z.union([z.literal(""), day]),
    approvedAtIntake: z.boolean(),
    depositOn: z.boolean(),
    deposit: deposit.extend({ amount: deposit.shape.amount.optional() }),
  })
  .superRefine((f, ctx) => {
    // A deposit ticked and left empty is a mistake, not "no deposit".
    if (f.depositOn && f.deposit.amount === undefined)
      ctx.addIssue({ code: "custom", path: ["deposit", "amount"], message: msg.paymentAmountPositive });
  })
  .transform(
    (f): CreateServiceOrderInput => ({
      customer: f.customer,
      brand: f.brand,
      model: f.model,
      serial: f.serial || null,
      kind: f.kind,
      problem: f.problem,
      condition: f.condition,
      accessories: f.accessories,
      estimatedPrice: f.estimatedPrice ?? null,
      estimatedDate: f.estimatedDate || null,
      approvedAtIntake: f.approvedAtIntake,
      deposit:
        f.depositOn && f.deposit.amount !== undefined ? { ...f.deposit, amount: f.deposit.amount } : null,
    }),
  );
export type IntakeFields = z.input<typeof intakeFields>;

/** The estimate: labour lines as typed, parts as the product picker holds them (price absent = the product's). */
export const estimateFields = sendEstimateInput.transform(
  (f): SendEstimateInput => ({
    labour: f.labour,
    parts: f.parts.map((p) => ({ ...p, price: p.price ?? null })),
  }),
);
export type EstimateFields = z.input<typeof estimateFields>;

/** Pickup: the claim code the customer brings and, when something is owed, the money taken now. */
const payment = deliverServiceInput.shape.payment.unwrap().unwrap();
export const deliverFields = z
  .object({
    claimCode: z.string().trim().max(20),
    payment: payment.extend({ amount: payment.shape.amount.optional() }),
  })
  .transform((f) => ({
    claimCode: f.claimCode || null,
    payment: f.payment.amount === undefined ? null : { ...f.payment, amount: f.payment.amount },
  }));
export type DeliverFields = z.input<typeof deliverFields>;
export type DeliverBody = z.output<typeof deliverFields>;

/**
 * Cancelling: the reason and, when the customer paid, what is given back (absent = nothing).
 */
export const cancelFields = cancelServiceInput.extend({
  reason: cancelServiceInput.shape.reason.min(1, m.serviceCancelReasonRequired),
});
export type CancelFields = z.input<typeof cancelFields>;
