// The settings feature's public surface: Configuración, one lazy chunk of the back office.
export { SettingsPage } from "./settings-page";
