import { z } from "zod";
import { type Config, ConfigError } from "../../config";
import { pixelPayGateway } from "./pixelpay";
import { sandboxGateway, sandboxSecret } from "./sandbox";
import type { PaymentGateway } from "./types";

export type { PaymentGateway, VerifiedCallback } from "./types";

const pixelPayEnv = z
  .object({
    PIXELPAY_KEY_ID: z.string().min(1),
    PIXELPAY_SECRET_KEY: z.string().min(1),
    PIXELPAY_ENDPOINT: z.string().url(),
    // PixelPay's secure signature, off until verified against its sandbox (docs/decisions/0125).
    PIXELPAY_SIGNATURE: z.enum(["off", "hmac-sha3-512"]).default("off"),
    PIXELPAY_APP_URL: z.string().url().optional(),
  })
  .refine((env) => env.PIXELPAY_SIGNATURE === "off" || env.PIXELPAY_APP_URL, {
    path: ["PIXELPAY_APP_URL"],
    message: "es obligatoria con PIXELPAY_SIGNATURE=hmac-sha3-512",
  });

/**
 * The configured gateway (PAYMENT_GATEWAY). config.ts already refuses the sandbox in
 * production; PixelPay without its three variables stops the start with a clear message.
 */
export function createPaymentGateway(config: Config, env: NodeJS.ProcessEnv = process.env): PaymentGateway {
  if (config.paymentGateway === "sandbox") return sandboxGateway(sandboxSecret(config.authSecret));
  const parsed = pixelPayEnv.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((i) => i.path.join(".")).join(", ");
    throw new ConfigError(`Configuración inválida: PixelPay necesita ${names}`);
  }
  return pixelPayGateway({
    keyId: parsed.data.PIXELPAY_KEY_ID,
    secretKey: parsed.data.PIXELPAY_SECRET_KEY,
    endpoint: parsed.data.PIXELPAY_ENDPOINT,
    secureSignature:
      parsed.data.PIXELPAY_SIGNATURE === "hmac-sha3-512" && parsed.data.PIXELPAY_APP_URL
        ? { appUrl: parsed.data.PIXELPAY_APP_URL }
        : null,
  });
}
