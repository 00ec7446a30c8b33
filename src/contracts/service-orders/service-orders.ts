import { z } from "zod";
import { msg } from "../../domain/kernel/messages";
import { serviceMessages as m } from "../../domain/service-orders/messages-service-orders";
import { ESTIMATE_STATUSES, SERVICE_KINDS, SERVICE_STATES } from "../../domain/service-orders/states";
import { TICKET_PHOTO_MAX_BYTES } from "../../domain/support/support";
import { amountInput, MAX_INPUT_CENTAVOS, shopDayParam } from "../kernel/common";
import { type MultipartForm, PHOTO_TYPES } from "../kernel/multipart";
import { defineOperation } from "../kernel/operation";
import { receiptPaperQuery } from "../receipts/receipts";
import { paymentDate, paymentMethod, saleCustomerInput } from "../sales/orders-admin";

/**
 * The service desk (Órdenes › Servicio, docs/decisions/0248): intake, the states, the estimate
 * the customer answers by a signed link or from Mis Compras, the photos, pickup and the numbers.
 * A service order's money is its sale's: payments after the deposit go through the order dialog
 * or the pickup form, by the sales' own rules.
 */
const tags = ["servicio"];
const text = (max: number) => z.string().trim().max(max);
const idParam = z.object({ id: z.string().min(1).max(64) });

export const serviceState = z.enum(SERVICE_STATES);
export const serviceKind = z.enum(SERVICE_KINDS);
export const estimateStatus = z.enum(ESTIMATE_STATUSES);

/** A payment taken at the desk: the deposit at intake, the rest at pickup. */
export const servicePaymentInput = z.object({
  amount: amountInput(msg.paymentAmountPositive).min(1, msg.paymentAmountPositive),
  date: paymentDate,
  method: paymentMethod.optional(),
});

export const createServiceOrderInput = z.object({
  customer: saleCustomerInput,
  brand: text(80),
  model: text(120).default(""),
  serial: text(60).optional().nullable(),
  kind: serviceKind,
  problem: text(2000),
  condition: text(2000).default(""),
  accessories: text(500).default(""),
  estimatedPrice: amountInput().min(0).max(MAX_INPUT_CENTAVOS).optional().nullable(),
  estimatedDate: shopDayParam.optional().nullable(),
  /** The customer agrees to the estimated price at the counter (a battery, a strap fitted). */
  approvedAtIntake: z.boolean().default(false),
  deposit: servicePaymentInput.optional().nullable(),
});
export type CreateServiceOrderInput = z.infer<typeof createServiceOrderInput>;

export const labourLine = z.object({
  description: text(200).min(1, m.serviceEstimateLineInvalid),
  amount: amountInput(m.serviceEstimateLineInvalid).min(0, m.serviceEstimateLineInvalid),
});
export const partLineInput = z.object({
  productId: z.string().min(1).max(64),
  quantity: z.number().int(m.serviceEstimateLineInvalid).min(1, m.serviceEstimateLineInvalid).max(10_000),
  /** Per unit; absent = the product's price. */
  price: amountInput(m.serviceEstimateLineInvalid).min(0).optional().nullable(),
});
export const sendEstimateInput = z.object({
  labour: z.array(labourLine).max(30, m.serviceEstimateTooLong),
  parts: z.array(partLineInput).max(30, m.serviceEstimateTooLong),
});
export type SendEstimateInput = z.infer<typeof sendEstimateInput>;

export const estimateAnswer = z.enum(["aprobar", "rechazar"]);
export const verbalAnswerInput = z.object({
  answer: estimateAnswer,
  /** Who gave the answer (the customer, a relative on the phone…). */
  answeredBy: text(120).min(1, m.serviceApproverRequired),
  at: z.string().datetime({ offset: true }).optional().nullable(),
});
export const moveServiceInput = z.object({ to: serviceState });
export const cancelServiceInput = z.object({
  reason: text(500),
  /** Money given back on cancelling, by the sales' rule (never more than what was paid). */
  refundAmount: amountInput(msg.refundInvalid).min(0, msg.refundInvalid).optional(),
});
export const technicianInput = z.object({ technicianId: z.string().min(1).max(64).nullable() });
export const deliverServiceInput = z.object({
  claimCode: text(20).optional().nullable(),
  payment: servicePaymentInput.optional().nullable(),
});

export const serviceListQuery = z.object({
  state: serviceState.optional(),
  /** open: every state before delivery; uncollected: ready longer than the store's days. */
  view: z.enum(["open", "all", "uncollected"]).default("open"),
  technicianId: z.string().max(64).optional(),
  /** Orders received at least this many days ago. */
  minAgeDays: z.coerce.number().int().min(0).max(3650).optional(),
  q: text(80).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const money = z.number().int();

export const serviceOrderRow = z.object({
  id: z.string(),
  number: z.string(),
  state: serviceState,
  kind: serviceKind,
  watch: z.string(),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  technicianName: z.string().nullable(),
  receivedAt: z.string(),
  estimatedDate: z.string().nullable(),
  ageDays: z.number().int(),
  warranty: z.boolean(),
  total: money,
  balance: money,
  uncollected: z.boolean(),
});
export type ServiceOrderRow = z.infer<typeof serviceOrderRow>;

export const serviceOrderList = z.object({
  rows: z.array(serviceOrderRow),
  total: z.number().int(),
  pageSize: z.number().int(),
  /** Orders ready to deliver (the Dashboard's tile) and those waiting longer than the store's days. */
  ready: z.number().int(),
  uncollected: z.number().int(),
  uncollectedDays: z.number().int(),
});

export const estimateView = z.object({
  id: z.string(),
  n: z.number().int(),
  status: estimateStatus,
  labour: z.array(z.object({ description: z.string(), amount: money })),
  parts: z.array(
    z.object({ productId: z.string(), productName: z.string(), quantity: z.number().int(), price: money }),
  ),
  labourTotal: money,
  partsTotal: money,
  total: money,
  sentAt: z.string(),
  sentByName: z.string(),
  answeredAt: z.string().nullable(),
  answeredBy: z.string().nullable(),
});
export type EstimateView = z.infer<typeof estimateView>;

export const serviceEvent = z.object({
  state: serviceState,
  details: z.string(),
  userName: z.string(),
  at: z.string(),
});

export const serviceOrderDetail = serviceOrderRow.extend({
  saleId: z.string(),
  saleOrderNumber: z.string(),
  claimCode: z.string(),
  brand: z.string(),
  model: z.string(),
  serial: z.string().nullable(),
  /** The store's own watch: its product and warranty's last day. */
  unit: z
    .object({ productName: z.string(), warrantyEnd: z.string().nullable(), warrantyLabel: z.string() })
    .nullable(),
  problem: z.string(),
  condition: z.string(),
  accessories: z.string(),
  estimatedPrice: money.nullable(),
  technicianId: z.string().nullable(),
  cancelReason: z.string().nullable(),
  receivedByName: z.string(),
  readyAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  reminderSentAt: z.string().nullable(),
  warrantyCost: money,
  customerEmail: z.string().nullable(),
  amountPaid: money,
  saleVersion: z.number().int(),
  /** The buttons a person may press now (the server checks each again). */
  moves: z.array(serviceState),
  estimates: z.array(estimateView),
  events: z.array(serviceEvent),
  photos: z.array(z.object({ id: z.string(), width: z.number().int(), height: z.number().int() })),
});
export type ServiceOrderDetail = z.infer<typeof serviceOrderDetail>;

export const sentEstimate = z.object({
  estimateId: z.string(),
  /** The signed link the customer opens without an account. */
  url: z.string(),
  whatsappText: z.string(),
  whatsappUrl: z.string().nullable(),
  emailed: z.boolean(),
});

export const readyAnswer = z.object({
  whatsappText: z.string(),
  whatsappUrl: z.string().nullable(),
  emailed: z.boolean(),
});

/** What the customer sees at the link: no staff names, no internal notes. */
export const publicEstimate = z.object({
  storeName: z.string(),
  number: z.string(),
  watch: z.string(),
  customerName: z.string(),
  state: serviceState,
  warranty: z.boolean(),
  estimate: estimateView.omit({ sentByName: true }),
  amountPaid: money,
});

export const myServiceOrder = z.object({
  id: z.string(),
  number: z.string(),
  state: serviceState,
  watch: z.string(),
  kind: serviceKind,
  claimCode: z.string(),
  receivedAt: z.string(),
  estimatedDate: z.string().nullable(),
  total: money,
  balance: money,
  /** The estimate waiting for the customer's answer, if any. */
  pendingEstimate: estimateView.omit({ sentByName: true }).nullable(),
});

export const linkToken = z.object({ t: z.string().min(10).max(600) });
export const linkAnswerInput = linkToken.extend({ answer: estimateAnswer });

export const serviceReportQuery = z.object({ from: shopDayParam, to: shopDayParam });
export const serviceReport = z.object({
  byState: z.array(z.object({ state: serviceState, count: z.number().int() })),
  openByAge: z.array(z.object({ label: z.string(), count: z.number().int() })),
  received: z.number().int(),
  delivered: z.number().int(),
  averageTurnaroundDays: z.number().nullable(),
  labour: money,
  parts: money,
  warrantyRepairs: z.number().int(),
  warrantyCost: money,
});

export const okAnswer = z.object({ ok: z.literal(true) });
export const createdServiceOrder = z.object({ id: z.string(), number: z.string(), claimCode: z.string() });

export const serviceOrderPhotoForm: MultipartForm = {
  files: { photo: { types: PHOTO_TYPES, maxBytes: TICKET_PHOTO_MAX_BYTES, description: "La foto" } },
  fields: {},
};

export const listServiceOrders = defineOperation({
  id: "listServiceOrders",
  method: "GET",
  path: "/api/service-orders",
  summary: "Órdenes de servicio, por estado, antigüedad y técnico",
  tags,
  access: "staff",
  topic: "service_orders",
  query: serviceListQuery,
  response: serviceOrderList,
});

export const createServiceOrder = defineOperation({
  id: "createServiceOrder",
  method: "POST",
  path: "/api/service-orders",
  summary: "Recibir un reloj: la orden, su venta de servicio y el anticipo",
  tags,
  access: "staff",
  body: createServiceOrderInput,
  response: createdServiceOrder,
});

export const getServiceOrder = defineOperation({
  id: "getServiceOrder",
  method: "GET",
  path: "/api/service-orders/:id",
  summary: "Una orden de servicio con sus presupuestos, fotos e historial",
  tags,
  access: "staff",
  topic: "service_orders",
  params: idParam,
  response: serviceOrderDetail,
});

export const moveServiceOrder = defineOperation({
  id: "moveServiceOrder",
  method: "POST",
  path: "/api/service-orders/:id/state",
  summary: "Pasar la orden al siguiente estado (diagnóstico, reparación, lista)",
  tags,
  access: "staff",
  params: idParam,
  body: moveServiceInput,
  response: readyAnswer,
});

export const cancelServiceOrder = defineOperation({
  id: "cancelServiceOrder",
  method: "POST",
  path: "/api/service-orders/:id/cancel",
  summary: "Cancelar la orden antes de la entrega, con su motivo (cancela su venta)",
  tags,
  access: "admins",
  params: idParam,
  body: cancelServiceInput,
  response: okAnswer,
});

export const assignServiceTechnician = defineOperation({
  id: "assignServiceTechnician",
  method: "PUT",
  path: "/api/service-orders/:id/technician",
  summary: "Asignar la orden a un técnico del equipo",
  tags,
  access: "staff",
  params: idParam,
  body: technicianInput,
  response: okAnswer,
});

export const sendServiceEstimate = defineOperation({
  id: "sendServiceEstimate",
  method: "POST",
  path: "/api/service-orders/:id/estimates",
  summary: "Enviar un presupuesto (mano de obra y piezas) con su enlace firmado",
  tags,
  access: "staff",
  params: idParam,
  body: sendEstimateInput,
  response: sentEstimate,
});

export const answerServiceEstimate = defineOperation({
  id: "answerServiceEstimate",
  method: "POST",
  path: "/api/service-orders/:id/estimates/:estimateId/answer",
  summary: "Registrar la respuesta del cliente dada de palabra",
  tags,
  access: "staff",
  params: idParam.extend({ estimateId: z.string().min(1).max(64) }),
  body: verbalAnswerInput,
  response: okAnswer,
});

export const deliverServiceOrder = defineOperation({
  id: "deliverServiceOrder",
  method: "POST",
  path: "/api/service-orders/:id/deliver",
  summary: "Entregar el reloj, cobrando el saldo si queda",
  tags,
  access: "staff",
  params: idParam,
  body: deliverServiceInput,
  response: okAnswer,
});

export const sendServiceReminder = defineOperation({
  id: "sendServiceReminder",
  method: "POST",
  path: "/api/service-orders/:id/reminder",
  summary: "Recordar al cliente que su reloj lo espera",
  tags,
  access: "staff",
  params: idParam,
  response: readyAnswer,
});

export const addServiceOrderPhoto = defineOperation({
  id: "addServiceOrderPhoto",
  method: "POST",
  path: "/api/service-orders/:id/photos",
  summary: "Agregar una foto del reloj recibido (multipart: photo)",
  tags,
  access: "staff",
  params: idParam,
  multipart: serviceOrderPhotoForm,
  response: okAnswer,
});

export const getServiceOrderPhoto = defineOperation({
  id: "getServiceOrderPhoto",
  method: "GET",
  path: "/api/service-orders/:id/photos/:photoId",
  summary: "Foto del reloj recibido (WebP)",
  tags,
  access: "staff",
  params: idParam.extend({ photoId: z.string().min(1).max(64) }),
});

export const getServiceIntakeReceipt = defineOperation({
  id: "getServiceIntakeReceipt",
  method: "GET",
  path: "/api/service-orders/:id/receipt.pdf",
  summary: "Comprobante de recepción del reloj en PDF (carta, 80 o 58 mm)",
  tags,
  access: "staff",
  params: idParam,
  query: receiptPaperQuery,
});

export const getServiceIntakeReceiptPage = defineOperation({
  id: "getServiceIntakeReceiptPage",
  method: "GET",
  path: "/api/service-orders/:id/receipt.html",
  summary: "Comprobante de recepción para imprimir desde el navegador",
  tags,
  access: "staff",
  params: idParam,
  query: receiptPaperQuery,
});

export const getServiceEstimateByLink = defineOperation({
  id: "getServiceEstimateByLink",
  method: "GET",
  path: "/api/service-estimate-links",
  summary: "El presupuesto que abre el enlace firmado, sin cuenta",
  tags,
  access: "public",
  topic: "service_orders",
  query: linkToken,
  response: publicEstimate,
});

export const answerServiceEstimateByLink = defineOperation({
  id: "answerServiceEstimateByLink",
  method: "POST",
  path: "/api/service-estimate-links/answer",
  summary: "Aprobar o rechazar el presupuesto desde el enlace firmado",
  tags,
  access: "public",
  body: linkAnswerInput,
  response: okAnswer,
});

export const listMyServiceOrders = defineOperation({
  id: "listMyServiceOrders",
  method: "GET",
  path: "/api/me/service-orders",
  summary: "Mis relojes en servicio",
  tags,
  access: "customers",
  topic: "service_orders",
  response: z.array(myServiceOrder),
});

export const answerMyServiceEstimate = defineOperation({
  id: "answerMyServiceEstimate",
  method: "POST",
  path: "/api/me/service-orders/:id/answer",
  summary: "Aprobar o rechazar el presupuesto desde Mis Compras",
  tags,
  access: "customers",
  params: idParam,
  body: z.object({ answer: estimateAnswer }),
  response: okAnswer,
});

export const getServiceReport = defineOperation({
  id: "getServiceReport",
  method: "GET",
  path: "/api/reports/services",
  summary: "Servicio técnico: abiertas por estado y antigüedad, tiempo de entrega, ingresos y garantías",
  tags,
  access: "admins",
  topic: "service_orders",
  query: serviceReportQuery,
  response: serviceReport,
});

export const getServiceReportCsv = defineOperation({
  id: "getServiceReportCsv",
  method: "GET",
  path: "/api/reports/services.csv",
  summary: "Órdenes de servicio del periodo en CSV",
  tags,
  access: "admins",
  query: serviceReportQuery,
});
