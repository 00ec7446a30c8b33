import { L } from "./catalog-data";

/** Honduran cities the store ships to, with their department and shipping cost (centavos). */
export const DEMO_CITIES: ReadonlyArray<{ key: string; city: string; department: string; cost: number }> = [
  { key: "tgu", city: "Tegucigalpa", department: "Francisco Morazán", cost: L(80) },
  { key: "cmy", city: "Comayagüela", department: "Francisco Morazán", cost: L(80) },
  { key: "sps", city: "San Pedro Sula", department: "Cortés", cost: L(110) },
  { key: "choloma", city: "Choloma", department: "Cortés", cost: L(120) },
  { key: "ptc", city: "Puerto Cortés", department: "Cortés", cost: L(140) },
  { key: "ceiba", city: "La Ceiba", department: "Atlántida", cost: L(170) },
  { key: "tela", city: "Tela", department: "Atlántida", cost: L(170) },
  { key: "progreso", city: "El Progreso", department: "Yoro", cost: L(130) },
  { key: "comayagua", city: "Comayagua", department: "Comayagua", cost: L(110) },
  { key: "sigua", city: "Siguatepeque", department: "Comayagua", cost: L(120) },
  { key: "choluteca", city: "Choluteca", department: "Choluteca", cost: L(150) },
  { key: "danli", city: "Danlí", department: "El Paraíso", cost: L(150) },
  { key: "juticalpa", city: "Juticalpa", department: "Olancho", cost: L(190) },
  { key: "copan", city: "Santa Rosa de Copán", department: "Copán", cost: L(200) },
  { key: "gracias", city: "Gracias", department: "Lempira", cost: L(220) },
  { key: "trujillo", city: "Trujillo", department: "Colón", cost: L(260) },
  { key: "roatan", city: "Roatán", department: "Islas de la Bahía", cost: L(350) },
];

export const DEMO_DISCOUNT = { code: "BIENVENIDA10", percentage: 10, usageLimit: 100, validDays: 180 };
