// Mensajería's public surface: the page, loaded as its own lazy chunk by the back office.
export { MessagesPage } from "./messages-page";
