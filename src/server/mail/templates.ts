import type { MailBrand, RenderedEmail } from "./html";

/**
 * Every email the store can send, for the previews of Configuración › Correo. The feature that
 * sends an email keeps its template and registers a sample of it here from its index.ts.
 */
export interface MailTemplate {
  template: string;
  /** Spanish name shown in the preview list. */
  label: string;
  sample(brand: MailBrand): RenderedEmail;
}

const templates = new Map<string, MailTemplate>();

export function registerMailTemplate(template: MailTemplate): void {
  templates.set(template.template, template);
}

export function mailTemplates(): MailTemplate[] {
  return [...templates.values()].sort((a, b) => a.label.localeCompare(b.label, "es"));
}
