// The back office's public surface, loaded as one lazy chunk by the route table.
export { BackOfficeLayout } from "./back-office-layout";
export { BackOfficeIndex, pageFor, SectionPlaceholder } from "./back-office-pages";
