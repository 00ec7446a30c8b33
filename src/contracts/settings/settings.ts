import { z } from "zod";
import { MAX_OVERDUE_DAYS, MIN_OVERDUE_DAYS } from "../../domain/collections/collections";
import { collectionsMsg } from "../../domain/collections/messages-collections";
import { MAX_WARRANTY_MONTHS } from "../../domain/inventory/warranty";
import { msg } from "../../domain/kernel/messages";
import { paymentLinkMsg } from "../../domain/payment-links/messages-payment-links";
import { MAX_LINK_HOURS, MIN_LINK_HOURS } from "../../domain/payment-links/payment-links";
import { printMsg } from "../../domain/receipts/messages-printing";
import { RECEIPT_PAPERS } from "../../domain/receipts/printing";
import { returnsMessages } from "../../domain/returns/messages-returns";
import { MAX_RETURN_WINDOW_DAYS } from "../../domain/returns/returns";
import { LAYAWAY_EXPIRY_POLICIES, LAYAWAY_LIMITS } from "../../domain/sales/layaway";
import { layawayMsg } from "../../domain/sales/messages-layaway";
import { serviceMessages } from "../../domain/service-orders/messages-service-orders";
import {
  MAX_RESERVATION_MINUTES,
  MIN_RESERVATION_MINUTES,
  TRACKING_PLACEHOLDER,
} from "../../domain/settings/store-settings";
import { commissionPercent } from "../kernel/common";
import { defineOperation } from "../kernel/operation";

/**
 * config/settings: one document, merged on update (docs/product/data.md). What a visitor reads is
 * `storeInfo`; staff-only figures (commission, low-stock threshold, carriers) are only in
 * `adminSettings`.
 */
export const INFO_PAGES = ["about", "privacy", "terms", "shipping"] as const;
export type InfoPage = (typeof INFO_PAGES)[number];

const text = (max: number) => z.string().trim().max(max, msg.textTooLong(max));
const required = (message: string, max = 120) =>
  z.string().trim().min(1, message).max(max, msg.textTooLong(max));

export const bankAccount = z.object({
  bankName: required(msg.bankNameRequired, 80),
  accountHolder: required(msg.accountHolderRequired, 120),
  accountNumber: required(msg.accountNumberRequired, 40),
  accountType: required(msg.accountTypeRequired, 60),
});
export type BankAccountView = z.infer<typeof bankAccount>;

export const carrier = z.object({
  name: required(msg.carrierNameRequired, 60),
  trackingUrlTemplate: z
    .string()
    .trim()
    .max(300, msg.textTooLong(300))
    .refine(
      (v) => v === "" || (/^https?:\/\/\S+$/.test(v) && v.includes(TRACKING_PLACEHOLDER)),
      msg.carrierTemplateInvalid,
    ),
});

/** A canned reply of Tickets de Soporte (decision 0084): a short title and the text it inserts. */
export const cannedReply = z.object({
  title: required(msg.cannedReplyTitleRequired, 40),
  text: required(msg.cannedReplyTextRequired, 1000),
});
export type CannedReplyView = z.infer<typeof cannedReply>;
export type CarrierView = z.infer<typeof carrier>;

const pagesText = z.string().max(20_000, msg.pageTooLong);
const pagesSchema = z.object({ about: pagesText, privacy: pagesText, terms: pagesText, shipping: pagesText });

/** What every visitor may read. */
export const storeInfo = z.object({
  storeName: z.string(),
  legalName: z.string(),
  phone: z.string(),
  whatsappNumber: z.string().nullable(),
  storeEmail: z.string().nullable(),
  address: z.string(),
  rtn: z.string(),
  logoUrl: z.string().nullable(),
  bankAccounts: z.array(bankAccount),
  cardReservationMinutes: z.number().int(),
  /** The paper receipts and invoices are offered on first (staff may pick another). */
  receiptPaper: z.enum(RECEIPT_PAPERS),
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

/** The whole document as the owner edits it (pages: own text, "" = the default text). */
export const adminSettings = storeInfo.extend({
  carriers: z.array(carrier),
  /** A percentage with up to 2 decimals (7.5); stored as basis points (docs/decisions/0150). */
  defaultCommissionPercentage: z.number(),
  lowStockThreshold: z.number().int(),
  pages: pagesSchema,
  defaultPages: pagesSchema,
  cannedReplies: z.array(cannedReply),
  collectionOverdueDays: z.number().int(),
  paymentLinkHours: z.number().int(),
  abonoReceiptEmails: z.boolean(),
  /** The receipt's thank-you line ("" = the built-in one). */
  receiptThanks: z.string(),
  /** An abono by transfer must name its store account and bank reference (off until the owner turns it on). */
  transferReferenceRequired: z.boolean(),
  /** A watch's warranty in months when its product names none. */
  warrantyMonths: z.number().int(),
  /** Days a repaired watch waits before its owner gets a reminder. */
  serviceUncollectedDays: z.number().int(),
  /** Days after delivery a customer may return a sale. */
  returnWindowDays: z.number().int(),
  /** The apartado's terms (docs/decisions/0250). */
  layawayDepositPercent: z.number().int(),
  layawayTermDays: z.number().int(),
  layawayReminderDays: z.number().int(),
  layawayExpiryPolicy: z.enum(LAYAWAY_EXPIRY_POLICIES),
  layawayFeePercent: z.number().int(),
  /** Buyers may open an apartado at web checkout, paying its deposit (off until the owner turns it on). */
  layawayAtCheckout: z.boolean(),
});
export type AdminSettings = z.infer<typeof adminSettings>;

const phone = z
  .string()
  .trim()
  .refine((v) => v === "" || /^\+?[\d\s-]{8,20}$/.test(v), msg.storePhoneInvalid);

/** A whole number within the limits, one Spanish message for every way it can be wrong. */
const wholeIn = (limits: { min: number; max: number }, message: string) =>
  z.number(message).int(message).min(limits.min, message).max(limits.max, message);

const overdueDaysRange = collectionsMsg.overdueDaysRange(MIN_OVERDUE_DAYS, MAX_OVERDUE_DAYS);
const linkHoursRange = paymentLinkMsg.hoursRange(MIN_LINK_HOURS, MAX_LINK_HOURS);

/** A merge update: only the keys sent change. */
export const settingsUpdate = z
  .object({
    storeName: required(msg.storeNameRequired, 60),
    legalName: text(120),
    phone,
    whatsappNumber: phone,
    storeEmail: z
      .string()
      .trim()
      .max(120, msg.textTooLong(120))
      .refine((v) => v === "" || z.email().safeParse(v).success, msg.storeEmailInvalid),
    address: text(240),
    rtn: z
      .string()
      .trim()
      .refine((v) => v === "" || /^\d{4}-?\d{4}-?\d{6}$/.test(v), msg.rtnInvalid),
    bankAccounts: z.array(bankAccount).max(20),
    carriers: z
      .array(carrier)
      .max(30)
      .refine(
        (list) => new Set(list.map((c) => c.name.toLowerCase())).size === list.length,
        msg.carrierNameTaken,
      ),
    defaultCommissionPercentage: commissionPercent(msg.commissionRange),
    lowStockThreshold: z
      .number(msg.thresholdRange)
      .int(msg.thresholdRange)
      .min(0, msg.thresholdRange)
      .max(1000, msg.thresholdRange),
    cardReservationMinutes: z
      .number(msg.reservationRange(MIN_RESERVATION_MINUTES, MAX_RESERVATION_MINUTES))
      .int(msg.reservationRange(MIN_RESERVATION_MINUTES, MAX_RESERVATION_MINUTES))
      .min(MIN_RESERVATION_MINUTES, msg.reservationRange(MIN_RESERVATION_MINUTES, MAX_RESERVATION_MINUTES))
      .max(MAX_RESERVATION_MINUTES, msg.reservationRange(MIN_RESERVATION_MINUTES, MAX_RESERVATION_MINUTES)),
    pages: pagesSchema.partial(),
    cannedReplies: z.array(cannedReply).max(30),
    collectionOverdueDays: z
      .number(overdueDaysRange)
      .int(overdueDaysRange)
      .min(MIN_OVERDUE_DAYS, overdueDaysRange)
      .max(MAX_OVERDUE_DAYS, overdueDaysRange),
    paymentLinkHours: z
      .number(linkHoursRange)
      .int(linkHoursRange)
      .min(MIN_LINK_HOURS, linkHoursRange)
      .max(MAX_LINK_HOURS, linkHoursRange),
    abonoReceiptEmails: z.boolean(),
    receiptPaper: z.enum(RECEIPT_PAPERS, printMsg.paperInvalid),
    receiptThanks: text(120),
    transferReferenceRequired: z.boolean(),
    warrantyMonths: z
      .number(msg.unitWarrantyMonthsInvalid)
      .int(msg.unitWarrantyMonthsInvalid)
      .min(0, msg.unitWarrantyMonthsInvalid)
      .max(MAX_WARRANTY_MONTHS, msg.unitWarrantyMonthsInvalid),
    serviceUncollectedDays: z
      .number(serviceMessages.serviceUncollectedDaysInvalid)
      .int(serviceMessages.serviceUncollectedDaysInvalid)
      .min(1, serviceMessages.serviceUncollectedDaysInvalid)
      .max(365, serviceMessages.serviceUncollectedDaysInvalid),
    returnWindowDays: z
      .number(returnsMessages.returnWindowInvalid)
      .int(returnsMessages.returnWindowInvalid)
      .min(0, returnsMessages.returnWindowInvalid)
      .max(MAX_RETURN_WINDOW_DAYS, returnsMessages.returnWindowInvalid),
    layawayDepositPercent: wholeIn(LAYAWAY_LIMITS.depositPercent, layawayMsg.depositPercentInvalid),
    layawayTermDays: wholeIn(LAYAWAY_LIMITS.termDays, layawayMsg.termDaysInvalid),
    layawayReminderDays: wholeIn(LAYAWAY_LIMITS.reminderDays, layawayMsg.reminderDaysInvalid),
    layawayExpiryPolicy: z.enum(LAYAWAY_EXPIRY_POLICIES, layawayMsg.policyInvalid),
    layawayFeePercent: wholeIn(LAYAWAY_LIMITS.feePercent, layawayMsg.feePercentInvalid),
    layawayAtCheckout: z.boolean(),
  })
  .partial()
  .strict();
export type SettingsUpdate = z.input<typeof settingsUpdate>;

const tags = ["configuración"];

export const getSettings = defineOperation({
  id: "getSettings",
  method: "GET",
  path: "/api/settings",
  summary: "Configuración de la tienda (completa)",
  tags,
  access: "admins",
  topic: "settings",
  response: adminSettings,
});

export const updateSettings = defineOperation({
  id: "updateSettings",
  method: "PATCH",
  path: "/api/settings",
  summary: "Actualizar la configuración (solo cambian los campos enviados)",
  tags,
  access: "admins",
  body: settingsUpdate,
  response: adminSettings,
});

/** The logo: a PNG, JPEG or WebP as a data URL (at most ~700 KB once decoded); null removes it. */
export const logoUpload = z.object({
  dataUrl: z
    .string()
    .max(1_000_000, msg.logoTooLarge)
    .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/, msg.logoInvalid)
    .nullable(),
});

export const uploadLogo = defineOperation({
  id: "uploadLogo",
  method: "PUT",
  path: "/api/settings/logo",
  summary: "Subir o quitar el logo de la tienda",
  tags,
  access: "admins",
  body: logoUpload,
  response: adminSettings,
});
