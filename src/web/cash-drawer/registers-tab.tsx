import { errorMessage } from "../lib/api";
import { PageSpinner } from "../ui/spinner";
import { CashControlSwitch } from "./cash-control-switch";
import { useDrawerSettings } from "./drawer-queries";
import { DrawerSettingsForm } from "./drawer-settings-form";
import { drawerScreens as t } from "./messages-cash-drawer-screens";
import { RegistersList } from "./registers-list";

/**
 * Configuración › Cajas (admins): the store's registers, then the drawer's settings — Control de
 * caja, the denominations a count lists and the difference allowed without an approval.
 */
export function RegistersTab() {
  const settings = useDrawerSettings();
  return (
    <div className="grid gap-8" data-testid="registers-tab">
      <RegistersList />
      <section className="grid gap-4" aria-label={t.drawerSettingsTitle}>
        <h2 className="font-display text-2xl font-semibold">{t.drawerSettingsTitle}</h2>
        {settings.isPending ? (
          <PageSpinner />
        ) : settings.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {errorMessage(settings.error)}
          </p>
        ) : (
          <div className="grid gap-6 rounded-xl border border-border bg-surface p-4 sm:p-6">
            <CashControlSwitch on={settings.data.cashControl} />
            {/* Keyed by what is saved: a change made elsewhere refills the form. */}
            <DrawerSettingsForm key={settings.dataUpdatedAt} settings={settings.data} />
          </div>
        )}
      </section>
    </div>
  );
}
