// Equipo: the staff list and the server functions' screens.
export { TeamPage } from "./team-page";
