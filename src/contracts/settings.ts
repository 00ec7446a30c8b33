import { z } from "zod";
import { defineOperation } from "./operation";

/** The public part of config/settings (docs/product/data.md, roles.md: everyone reads the settings). */
export const INFO_PAGES = ["about", "privacy", "terms", "shipping"] as const;
export type InfoPage = (typeof INFO_PAGES)[number];

export const bankAccount = z.object({
  bankName: z.string(),
  accountHolder: z.string(),
  accountNumber: z.string(),
  accountType: z.string(),
});
export type BankAccountView = z.infer<typeof bankAccount>;

export const storeInfo = z.object({
  bankAccounts: z.array(bankAccount),
  whatsappNumber: z.string().nullable(),
  storeEmail: z.string().nullable(),
  /** Text of each information page: paragraphs separated by blank lines, '## ' starts a heading. */
  pages: z.object({ about: z.string(), privacy: z.string(), terms: z.string(), shipping: z.string() }),
});
export type StoreInfo = z.infer<typeof storeInfo>;

/** Everyone reads the store's public settings. */
export const getStoreInfo = defineOperation({
  id: "getStoreInfo",
  method: "GET",
  path: "/api/store-info",
  summary: "Datos públicos de la tienda",
  tags: ["configuración"],
  access: "public",
  topic: "settings",
  response: storeInfo,
});
