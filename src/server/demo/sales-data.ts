import { L } from "./catalog-data";
import type { DemoCustomerKey, DemoUserKey } from "./people-data";

/** Demo sales as scripts: created `daysAgo`, then events `day` days after creation, run through src/domain. */

export type StaffKey = Extract<DemoUserKey, "admin" | "seller" | "seller2">;
/** 'promo' = the product's promoPrice, 'special' = wholesaler price (15 % below salePrice). */
export type PriceKind = "sale" | "promo" | "special";

export interface DemoSaleItem {
  product: string;
  qty: number;
  price: PriceKind;
}

export type PaymentAmount = number | "rest" | "half" | { restMinus: number };

export type DemoSaleEvent =
  | { day: number; pay: PaymentAmount; type?: "partial" | "full" }
  | { day: number; status: "Enviado"; carrier: string; tracking: string }
  | { day: number; status: "Cancelado"; reason: string }
  | { day: number; delivered: true };

export interface DemoSale {
  daysAgo: number;
  customer:
    | { user: Extract<DemoUserKey, "client" | "client2" | "wholesaler"> }
    | { customer: DemoCustomerKey };
  seller: StaffKey;
  commission: number;
  items: DemoSaleItem[];
  /** City key of DEMO_CITIES, or null when picked up at the store. */
  shipTo: string | null;
  address?: string;
  note?: string;
  discountCode?: boolean;
  extraCosts?: { description: string; amount: number }[];
  events: DemoSaleEvent[];
}

const PICKUP = "Retira en tienda (Tegucigalpa, Col. Palmira).";

export const DEMO_SALES: DemoSale[] = [
  {
    daysAgo: 58,
    customer: { customer: "daniela" },
    seller: "seller2",
    commission: 5,
    items: [
      { product: "ejecutivo", qty: 1, price: "sale" },
      { product: "perla", qty: 1, price: "promo" },
    ],
    shipTo: "roatan",
    events: [
      { day: 1, status: "Enviado", carrier: "Cargo Expreso", tracking: "CE-4471920" },
      { day: 4, pay: "rest", type: "full" },
      { day: 4.1, delivered: true },
    ],
  },
  {
    daysAgo: 52,
    customer: { customer: "ana" },
    seller: "seller",
    commission: 5,
    items: [{ product: "clasico-oro", qty: 1, price: "promo" }],
    shipTo: "choluteca",
    events: [
      { day: 0.2, pay: L(2000) },
      { day: 2, status: "Enviado", carrier: "Expreso Americano", tracking: "EA-20931877" },
      { day: 5, pay: "rest" },
      { day: 5.1, delivered: true },
    ],
  },
  {
    daysAgo: 45,
    customer: { user: "client" },
    seller: "admin",
    commission: 3,
    items: [
      { product: "marina-azul", qty: 1, price: "promo" },
      { product: "minimal", qty: 1, price: "promo" },
    ],
    shipTo: "sps",
    address: "Col. Trejo, 7a calle, casa 45",
    discountCode: true,
    events: [
      { day: 0.3, pay: "rest", type: "full" },
      { day: 3, delivered: true },
    ],
  },
  {
    daysAgo: 40,
    customer: { user: "wholesaler" },
    seller: "seller",
    commission: 5,
    items: [
      { product: "smart-active", qty: 3, price: "special" },
      { product: "smart-lite", qty: 2, price: "special" },
      { product: "campo-arena", qty: 2, price: "special" },
    ],
    shipTo: "ceiba",
    address: "Barrio La Isla, Distribuidora Castillo",
    events: [
      { day: 0.1, pay: "half" },
      { day: 1, status: "Enviado", carrier: "Cargo Expreso", tracking: "CE-4480113" },
      { day: 10, pay: "rest" },
      { day: 10.2, delivered: true },
    ],
  },
  {
    daysAgo: 35,
    customer: { customer: "oscar" },
    seller: "admin",
    commission: 3,
    items: [{ product: "piloto", qty: 1, price: "sale" }],
    shipTo: null,
    note: PICKUP,
    extraCosts: [{ description: "Grabado personalizado en la tapa", amount: L(350) }],
    events: [
      { day: 0, pay: L(3000) },
      { day: 7, pay: { restMinus: L(150) }, type: "full" },
      { day: 7.1, delivered: true },
    ],
  },
  {
    daysAgo: 28,
    customer: { customer: "sofia" },
    seller: "seller",
    commission: 5,
    items: [{ product: "herencia", qty: 1, price: "sale" }],
    shipTo: "progreso",
    events: [
      { day: 1, status: "Enviado", carrier: "Honducor", tracking: "HN-558201934" },
      { day: 12, status: "Cancelado", reason: "No llegó a Tiempo" },
    ],
  },
  {
    daysAgo: 20,
    customer: { user: "wholesaler" },
    seller: "admin",
    commission: 3,
    items: [
      { product: "meridian-chrono", qty: 2, price: "special" },
      { product: "campo-verde", qty: 3, price: "special" },
    ],
    shipTo: "ceiba",
    address: "Barrio La Isla, Distribuidora Castillo",
    events: [
      { day: 0, pay: L(10000) },
      { day: 9, pay: L(8000) },
    ],
  },
  {
    daysAgo: 15,
    customer: { customer: "julio" },
    seller: "seller",
    commission: 5,
    items: [{ product: "imperial", qty: 1, price: "sale" }],
    shipTo: "juticalpa",
    events: [{ day: 1, pay: L(4000) }],
  },
  {
    daysAgo: 12,
    customer: { customer: "sofia" },
    seller: "seller",
    commission: 5,
    items: [{ product: "racing", qty: 1, price: "promo" }],
    shipTo: "progreso",
    note: "Llamar antes de entregar.",
    events: [
      { day: 0, pay: L(5000) },
      { day: 2, status: "Enviado", carrier: "Cargo Expreso", tracking: "CE-4512876" },
    ],
  },
  {
    daysAgo: 10,
    customer: { user: "client" },
    seller: "admin",
    commission: 3,
    items: [{ product: "smart-pro", qty: 2, price: "promo" }],
    shipTo: "sps",
    address: "Col. Trejo, 7a calle, casa 45",
    events: [{ day: 1, status: "Cancelado", reason: "El cliente solicitó la cancelación" }],
  },
  {
    daysAgo: 8,
    customer: { user: "client" },
    seller: "seller",
    commission: 5,
    items: [{ product: "reina", qty: 1, price: "sale" }],
    shipTo: "sps",
    address: "Col. Trejo, 7a calle, casa 45",
    events: [
      { day: 0.2, pay: L(11000) },
      { day: 1, status: "Enviado", carrier: "Expreso Americano", tracking: "EA-21004562" },
    ],
  },
  {
    daysAgo: 5,
    customer: { customer: "daniela" },
    seller: "seller2",
    commission: 5,
    items: [{ product: "abismo", qty: 1, price: "promo" }],
    shipTo: "roatan",
    extraCosts: [{ description: "Traslado en ferry a Roatán", amount: L(250) }],
    events: [{ day: 0.5, pay: L(6000) }],
  },
  {
    daysAgo: 3,
    customer: { user: "client2" },
    seller: "seller",
    commission: 5,
    items: [{ product: "tank", qty: 1, price: "promo" }],
    shipTo: "comayagua",
    address: "Barrio Arriba, media cuadra al sur de la catedral",
    events: [],
  },
  {
    daysAgo: 1,
    customer: { customer: "ana" },
    seller: "admin",
    commission: 3,
    items: [{ product: "gmt", qty: 1, price: "sale" }],
    shipTo: null,
    note: PICKUP,
    events: [],
  },
  {
    daysAgo: 0.3,
    customer: { user: "wholesaler" },
    seller: "seller",
    commission: 5,
    items: [
      { product: "estrella", qty: 2, price: "special" },
      { product: "jade", qty: 1, price: "special" },
    ],
    shipTo: "ceiba",
    address: "Barrio La Isla, Distribuidora Castillo",
    events: [],
  },
];

/** Bank-transfer purchases from the storefront awaiting confirmation. */
export const DEMO_WEB_PURCHASES = [
  {
    hoursAgo: 30,
    name: "Kevin Alexander Paz",
    email: "kevin.paz@correo.hn",
    phone: "9688-4410",
    city: "tela",
    address: "Barrio El Centro, 2a avenida, casa 9",
    items: [
      { product: "cuadrado", qty: 1, price: "sale" as PriceKind },
      { product: "minimal", qty: 1, price: "promo" as PriceKind },
    ],
    discountCode: false,
  },
  {
    hoursAgo: 5,
    name: "Gabriela Suyapa Núñez",
    email: "gsnunez@correo.hn",
    phone: "3345-9021",
    city: "sigua",
    address: "Col. San Juan, contiguo a la iglesia",
    items: [{ product: "perla", qty: 1, price: "promo" as PriceKind }],
    discountCode: true,
  },
];
