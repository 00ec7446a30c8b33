import { Copy, MessageCircle } from "lucide-react";
import { serviceScreens as t } from "../../domain/service-orders/messages-service-screens";
import { toast } from "../lib/toast";
import { Button, buttonClass } from "../ui/button";

/** What the server answers when it told the customer something: the WhatsApp text and whether it emailed. */
export interface Shared {
  whatsappText: string;
  whatsappUrl: string | null;
  emailed: boolean;
  /** The estimate's signed link, when the message carries one, and that estimate. */
  url?: string;
  estimateId?: string;
}

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(t.copied);
  } catch {
    toast.error(t.copyFailed);
  }
}

/**
 * After the customer was told: "Compartir por WhatsApp" (the store's phone opens the chat with the
 * text written), "Correo enviado" when it went by email, and the text or link to copy.
 */
export function ShareResult({ shared }: { shared: Shared }) {
  return (
    <div
      className="mt-3 grid gap-2 rounded-lg border border-border bg-surface p-3 text-sm"
      data-testid="share-result"
    >
      {shared.url ? (
        <p className="grid gap-1">
          <span className="text-xs text-muted">{t.estimateLink}</span>
          <a href={shared.url} target="_blank" rel="noopener" className="break-all text-gold underline">
            {shared.url}
          </a>
        </p>
      ) : (
        <p className="whitespace-pre-line text-muted">{shared.whatsappText}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {shared.whatsappUrl ? (
          <a
            className={buttonClass("primary", "sm")}
            href={shared.whatsappUrl}
            target="_blank"
            rel="noopener"
            data-testid="share-whatsapp"
          >
            <MessageCircle className="h-4 w-4" aria-hidden="true" />
            {t.shareWhatsapp}
          </a>
        ) : null}
        <Button variant="secondary" size="sm" onClick={() => void copy(shared.url ?? shared.whatsappText)}>
          <Copy className="h-4 w-4" aria-hidden="true" />
          {shared.url ? t.copyLink : t.copyText}
        </Button>
      </div>
      <p className={shared.emailed ? "text-emerald-700 dark:text-emerald-300" : "text-muted"}>
        {shared.emailed ? t.emailSent : t.noEmail}
      </p>
    </div>
  );
}
