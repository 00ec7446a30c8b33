import { useState } from "react";
import type { CashRegisterRow } from "../../contracts/cash-drawer/cash-drawer";
import { isAdmin } from "../../domain/kernel/roles";
import { useSession } from "../auth/use-session";
import { errorMessage } from "../lib/api";
import { Button } from "../ui/button";
import { PageSpinner } from "../ui/spinner";
import { useRegisters } from "./drawer-queries";
import { drawerScreens as t } from "./messages-cash-drawer-screens";
import { NoRegisters, RegisterChooser } from "./register-chooser";
import { RegisterDrawer } from "./register-drawer";
import { useDeviceRegister } from "./use-device-register";

/**
 * Registrar Venta › Caja: this device's register (chosen once, remembered by the browser), then
 * that register's drawer — open it, work it, close it blind. Every part follows the live
 * "cash_drawer" topic, so a session opened or closed on another device shows without a reload.
 */
export function DrawerPage() {
  const { user } = useSession();
  const [registerId, setRegisterId] = useDeviceRegister();
  const [choosing, setChoosing] = useState(false);
  const registers = useRegisters();
  if (registers.isPending) return <PageSpinner />;
  if (registers.isError)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {errorMessage(registers.error)}
      </p>
    );
  const list = registers.data.registers;
  if (list.length === 0) return <NoRegisters admin={isAdmin(user?.role)} />;
  const current = list.find((r) => r.id === registerId) ?? null;
  if (!current || choosing)
    return (
      <RegisterChooser
        registers={list}
        current={registerId}
        gone={registerId !== null && !current}
        onChoose={(id) => {
          setRegisterId(id);
          setChoosing(false);
        }}
        onCancel={current ? () => setChoosing(false) : undefined}
      />
    );
  return (
    <div className="grid gap-4" data-testid="drawer-page">
      <DeviceRegisterBar register={current} onChange={() => setChoosing(true)} />
      {/* Keyed by the register: what was just closed on one is not shown on another. */}
      <RegisterDrawer key={current.id} registerId={current.id} />
    </div>
  );
}

function DeviceRegisterBar({ register, onChange }: { register: CashRegisterRow; onChange: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface px-4 py-3">
      <p className="min-w-0 text-sm" data-testid="device-register">
        {t.registerChosen(register.name)}
      </p>
      <Button variant="ghost" size="sm" onClick={onChange}>
        {t.changeRegister}
      </Button>
    </div>
  );
}
