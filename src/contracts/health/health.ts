import { z } from "zod";
import { defineOperation } from "../kernel/operation";

export const healthOk = z.object({ status: z.literal("ok") });
export const healthUnavailable = z.object({ status: z.literal("unavailable") });

/** 200 when the database answers, 503 otherwise (for load balancers and uptime monitors). */
export const getHealth = defineOperation({
  id: "getHealth",
  method: "GET",
  path: "/api/health",
  summary: "Estado del servicio",
  tags: ["operación"],
  access: "public",
  response: healthOk,
  otherResponses: { 503: healthUnavailable },
});
