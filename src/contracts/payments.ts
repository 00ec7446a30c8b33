import { z } from "zod";

/** POST /api/payments/sandbox/pay: what the sandbox gateway's hosted page sends. */
export const sandboxPayInput = z.object({
  session: z.object({
    order: z.string().min(1).max(64),
    number: z.string().max(16),
    amount: z.number().int().min(0),
    expires: z.number().int(),
  }),
  sig: z.string().max(128),
  action: z.enum(["pay", "cancel"]),
  card: z
    .object({
      number: z.string().max(30),
      expiry: z.string().max(7),
      cvv: z.string().max(4),
      holder: z.string().max(100),
    })
    .optional(),
});
export type SandboxPayInput = z.infer<typeof sandboxPayInput>;

export const sandboxPayResult = z.object({ redirectUrl: z.string() });
