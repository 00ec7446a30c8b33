import { useState } from "react";
import { Link } from "react-router";
import type { CashRegisterRow } from "../../contracts/cash-drawer/cash-drawer";
import { msg } from "../../domain/kernel/messages";
import { Button, buttonClass } from "../ui/button";
import { SelectField } from "../ui/field";
import { drawerScreens as t } from "./messages-cash-drawer-screens";
import { Card, Empty } from "./parts";
import { REGISTERS_SETTINGS_PATH } from "./paths";

/** No register yet: an admin is sent to name them, anyone else told who does. */
export function NoRegisters({ admin }: { admin: boolean }) {
  return (
    <Empty testId="no-registers">
      <p>{admin ? t.noRegistersAdmin : t.noRegistersStaff}</p>
      {admin ? (
        <Link to={REGISTERS_SETTINGS_PATH} className={buttonClass("secondary", "sm", "mt-3")}>
          {t.goToRegisters}
        </Link>
      ) : null}
    </Empty>
  );
}

/**
 * Which register this device is (remembered by the browser): each listed with the session it has
 * now, so whoever stands at the counter sees which one is theirs. One out of use is listed but
 * not offered.
 */
export function RegisterChooser({
  registers,
  current,
  gone,
  onChoose,
  onCancel,
}: {
  registers: readonly CashRegisterRow[];
  current: string | null;
  /** The register the device remembered no longer exists. */
  gone: boolean;
  onChoose: (id: string) => void;
  onCancel?: () => void;
}) {
  const firstActive = registers.find((r) => r.active)?.id ?? "";
  const [picked, setPicked] = useState(
    current && registers.some((r) => r.id === current && r.active) ? current : firstActive,
  );
  const optionText = (r: CashRegisterRow) => {
    const notes = [
      !r.active ? t.registerOutOfUse : null,
      r.session?.status === "open" ? t.registerBusy(r.session.openedBy.name) : null,
      r.session?.status === "awaiting_approval" ? t.registerWaiting : null,
    ].filter(Boolean);
    return notes.length ? `${r.name} (${notes.join(", ")})` : r.name;
  };
  return (
    <Card title={t.deviceTitle} testId="register-chooser">
      <p className="text-sm text-muted">{t.deviceHint}</p>
      {gone ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t.registerGone}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-[minmax(0,24rem)_auto] sm:items-end">
        <SelectField label={t.registerLabel} value={picked} onChange={(e) => setPicked(e.target.value)}>
          <option value="" disabled>
            {t.registerPlaceholder}
          </option>
          {registers.map((r) => (
            <option key={r.id} value={r.id} disabled={!r.active}>
              {optionText(r)}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => picked && onChoose(picked)} disabled={!picked} data-testid="use-register">
            {t.useRegister}
          </Button>
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel}>
              {msg.cancel}
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
