import { z } from "zod";

/** zod's default messages in Spanish, for the server and the browser alike (one call at start). */
export function setSpanishValidationMessages(): void {
  z.config(z.locales.es());
}
