import type { Role } from "../../domain/kernel/roles";

export const DEMO_PASSWORD = "demo1234";

export type DemoUserKey = "superadmin" | "admin" | "seller" | "seller2" | "client" | "client2" | "wholesaler";

export interface DemoUser {
  key: DemoUserKey;
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  city: string;
}

/** The five demo accounts of README.md plus one more seller and client. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    key: "superadmin",
    role: "superadmin",
    email: "superadmin@demo.hn",
    firstName: "Carlos",
    lastName: "Alberto Mejía",
    phone: "9811-2034",
    city: "Tegucigalpa",
  },
  {
    key: "admin",
    role: "admin",
    email: "admin@demo.hn",
    firstName: "Andrea",
    lastName: "Zelaya Flores",
    phone: "9745-8812",
    city: "Tegucigalpa",
  },
  {
    key: "seller",
    role: "seller",
    email: "vendedor@demo.hn",
    firstName: "José",
    lastName: "Manuel Hernández",
    phone: "3312-4587",
    city: "Tegucigalpa",
  },
  {
    key: "seller2",
    role: "seller",
    email: "karla.rivera@demo.hn",
    firstName: "Karla",
    lastName: "Patricia Rivera",
    phone: "9560-7721",
    city: "San Pedro Sula",
  },
  {
    key: "client",
    role: "client",
    email: "cliente@demo.hn",
    firstName: "María",
    lastName: "Fernanda López",
    phone: "9876-5432",
    city: "San Pedro Sula",
  },
  {
    key: "client2",
    role: "client",
    email: "luis.martinez@demo.hn",
    firstName: "Luis",
    lastName: "Alonso Martínez",
    phone: "8845-1290",
    city: "Comayagua",
  },
  {
    key: "wholesaler",
    role: "wholesaler",
    email: "mayorista@demo.hn",
    firstName: "Roberto",
    lastName: "Castillo Paz",
    phone: "9432-6650",
    city: "La Ceiba",
  },
];

export const fullName = (u: Pick<DemoUser, "firstName" | "lastName">): string =>
  `${u.firstName} ${u.lastName}`;

export type DemoCustomerKey = "ana" | "oscar" | "sofia" | "julio" | "daniela";

export interface DemoCustomer {
  key: DemoCustomerKey;
  name: string;
  email: string | null;
  phone: string;
  city: string;
  address: string;
  notes: string;
}

/** Customers registered by staff (no account). */
export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    key: "ana",
    name: "Ana Gabriela Rodríguez",
    email: "ana.rodriguez@correo.hn",
    phone: "9921-3345",
    city: "Choluteca",
    address: "Barrio El Centro, frente al parque central",
    notes: "Prefiere que la llamen por la tarde.",
  },
  {
    key: "oscar",
    name: "Óscar Danilo Flores",
    email: null,
    phone: "3188-9042",
    city: "Danlí",
    address: "Col. Las Colinas, casa 14",
    notes: "",
  },
  {
    key: "sofia",
    name: "Sofía Alejandra Banegas",
    email: "sofia.banegas@correo.hn",
    phone: "9654-1178",
    city: "El Progreso",
    address: "Col. Modelo, 3a calle, casa 220",
    notes: "Cliente frecuente.",
  },
  {
    key: "julio",
    name: "Julio César Maradiaga",
    email: "jmaradiaga@correo.hn",
    phone: "8790-2261",
    city: "Juticalpa",
    address: "Barrio Belén, contiguo a la farmacia",
    notes: "",
  },
  {
    key: "daniela",
    name: "Daniela Sarahí Ortez",
    email: "dortez@correo.hn",
    phone: "9503-7714",
    city: "Roatán",
    address: "West End, Roatán, local 5",
    notes: "Tienda de regalos en West End; compra para reventa ocasional.",
  },
];
