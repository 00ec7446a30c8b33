import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { invoiceMessages } from "../../domain/invoices/messages-invoices";
import { msg } from "../../domain/kernel/messages";
import { mailMsg } from "../../domain/mail/messages-mail";
import { RegistersTab, registersTab } from "../cash-drawer";
import { InvoicingTab } from "../invoices";
import { errorMessage } from "../lib/api";
import { MailTab } from "../mail";
import { cn } from "../ui/cn";
import { PageSpinner } from "../ui/spinner";
import { BankAccountsTab } from "./bank-accounts-tab";
import { CannedRepliesTab } from "./canned-replies-tab";
import { CarriersTab } from "./carriers-tab";
import { DiscountCodesTab } from "./discount-codes-tab";
import { PagesTab } from "./pages-tab";
import { SalesTab } from "./sales-tab";
import { ShippingTab } from "./shipping-tab";
import { StoreTab } from "./store-tab";
import { useAdminSettings } from "./use-settings";

const TABS = [
  { id: "tienda", label: msg.settingsTabStore },
  { id: "cuentas", label: msg.settingsTabBanks },
  { id: "envios", label: msg.settingsTabShipping },
  { id: "codigos", label: msg.settingsTabCodes },
  { id: "transportistas", label: msg.settingsTabCarriers },
  { id: "ventas", label: msg.settingsTabSales },
  { id: "paginas", label: msg.settingsTabPages },
  { id: "respuestas", label: msg.cannedReplies },
  { id: "facturacion", label: invoiceMessages.tabInvoicing },
  { id: "correo", label: mailMsg.settingsTabMail },
  registersTab,
] as const;
type TabId = (typeof TABS)[number]["id"];

/**
 * Configuración (/admin/settings; admin, superadmin): one page with tabs, the tab in the URL
 * (?tab=envios) so a link or a reload keeps it. Every change reaches every open screen live.
 */
export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const tab: TabId = TABS.some((t) => t.id === params.get("tab")) ? (params.get("tab") as TabId) : "tienda";
  const settings = useAdminSettings();
  const select = (id: TabId) => setParams(id === "tienda" ? {} : { tab: id }, { replace: true });
  const tabs = useRef<HTMLDivElement>(null);
  // On a phone the tab strip scrolls: keep the chosen tab in sight (also when opened by a link).
  useEffect(() => {
    tabs.current
      ?.querySelector<HTMLElement>(`#tab-${tab}`)
      ?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [tab]);

  return (
    <div className="grid gap-5">
      <div
        ref={tabs}
        role="tablist"
        aria-label={msg.boSettings}
        // A phone scrolls the strip; from lg up every tab is in sight, on a second row if need be.
        className="-mx-1 flex gap-1 overflow-x-auto border-b border-border px-1 [scrollbar-width:thin] lg:flex-wrap lg:overflow-x-visible"
      >
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={t.id === tab}
            aria-controls="settings-panel"
            onClick={() => select(t.id)}
            className={cn(
              "shrink-0 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors",
              t.id === tab ? "border-gold text-fg" : "border-transparent text-muted hover:text-fg",
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="settings-panel" aria-labelledby={`tab-${tab}`}>
        {tab === "envios" ? (
          <ShippingTab />
        ) : tab === registersTab.id ? (
          <RegistersTab />
        ) : tab === "facturacion" ? (
          <InvoicingTab />
        ) : tab === "correo" ? (
          <MailTab />
        ) : tab === "codigos" ? (
          <DiscountCodesTab />
        ) : settings.isPending ? (
          <PageSpinner />
        ) : settings.isError ? (
          <p className="rounded-xl border border-border bg-surface p-6 text-red-700 dark:text-red-400">
            {errorMessage(settings.error)}
          </p>
        ) : tab === "tienda" ? (
          // Keyed by the saved document: a change made elsewhere refills the form.
          <StoreTab key={settings.dataUpdatedAt} settings={settings.data} />
        ) : tab === "cuentas" ? (
          <BankAccountsTab settings={settings.data} />
        ) : tab === "transportistas" ? (
          <CarriersTab settings={settings.data} />
        ) : tab === "respuestas" ? (
          <CannedRepliesTab settings={settings.data} />
        ) : tab === "ventas" ? (
          <SalesTab key={settings.dataUpdatedAt} settings={settings.data} />
        ) : (
          <PagesTab key={settings.dataUpdatedAt} settings={settings.data} />
        )}
      </div>
    </div>
  );
}
