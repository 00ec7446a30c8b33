// The back office's public surface, loaded as one lazy chunk by the route table.
export { BackOfficeLayout } from "./back-office-layout";
export { BackOfficeIndex, loadPage, SectionPlaceholder } from "./back-office-pages";
