import { z } from "zod";

/** Every error the API answers has this body (DESIGN §5). `field` names the input that was refused. */
export const errorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Answer of the server functions of SPEC §7, shown as a toast. */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const idParam = z.object({ id: z.string().min(1).max(64) });

/** Integer centavos (DESIGN §4). */
export const centavos = z.number().int().min(0);
