// The client area's public surface, loaded as one lazy chunk by the route table.
export { NotificationsPage } from "../notifications";
export { ClientSupportPage as SupportPage } from "../support";
export { ClientLayout } from "./client-layout";
export { StorePage } from "./client-pages";
export { ProfilePage } from "./profile-page";
export { PurchasesPage } from "./purchases-page";
