export * from "./auth";
export * from "./catalog";
export * from "./checkout";
export * from "./config";
export * from "./inventory";
export * from "./invoices";
export * from "./people";
export * from "./sales";
