// The sales feature's public surface: Registrar Venta.
export { RegisterSalePage } from "./register-sale-page";
