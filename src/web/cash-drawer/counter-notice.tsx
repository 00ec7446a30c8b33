import { Link } from "react-router";
import { buttonClass } from "../ui/button";
import { useDrawerSettings, useRegisterSession } from "./drawer-queries";
import { drawerScreens as t } from "./messages-cash-drawer-screens";
import { DRAWER_PATH } from "./paths";
import { useDeviceRegister } from "./use-device-register";

/**
 * Above Registrar Venta while "Control de caja" is on: says before the sale, not at its refusal,
 * that this device has no register, that its register has no open session, or that its last one
 * still waits for an approval (no new one opens until then) — the server would refuse the sale's
 * cash payment — with the way to the Caja tab. Silent otherwise.
 */
export function CounterNotice() {
  const settings = useDrawerSettings();
  const [registerId] = useDeviceRegister();
  const answer = useRegisterSession(settings.data?.cashControl ? registerId : null);
  if (!settings.data?.cashControl) return null;
  const text =
    registerId === null || answer.isError
      ? t.counterNoRegister
      : answer.data?.session?.status === "awaiting_approval"
        ? t.counterAwaiting(answer.data.register.name)
        : answer.data && answer.data.session?.status !== "open"
          ? t.counterNoSession(answer.data.register.name)
          : null;
  if (!text) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-400 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
      data-testid="counter-notice"
    >
      <p className="min-w-0">{text}</p>
      <Link to={DRAWER_PATH} className={buttonClass("secondary", "sm")}>
        {t.goToDrawer}
      </Link>
    </div>
  );
}
