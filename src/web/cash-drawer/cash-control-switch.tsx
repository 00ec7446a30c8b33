import { useId, useState } from "react";
import { call, errorMessage } from "../lib/api";
import { toast } from "../lib/toast";
import { Switch } from "../ui/switch";
import { useDrawerMutation } from "./drawer-queries";
import { drawerScreens as t } from "./messages-cash-drawer-screens";

/**
 * "Control de caja", saved as it is switched (like Público on a watch). The server refuses turning
 * it off while any session is not closed — their cash would be left unexplained — and its words
 * ("Cierre las 2 cajas abiertas…") stay beside the switch until it is switched again.
 */
export function CashControlSwitch({ on }: { on: boolean }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useDrawerMutation(
    (cashControl: boolean) => call("updateCashDrawerSettings", { body: { cashControl } }),
    ["settings", "cash_drawer"],
  );
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="grid gap-2" data-testid="cash-control">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p id={labelId} className="font-medium">
            {t.cashControlLabel}
          </p>
          <p id={hintId} className="text-sm text-muted">
            {t.cashControlHint}
          </p>
        </div>
        <Switch
          checked={on}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          disabled={save.isPending}
          onClick={() => {
            setRefusal(null);
            save.mutate(!on, {
              onSuccess: (s) => toast.success(s.cashControl ? t.cashControlSaved.on : t.cashControlSaved.off),
              onError: (e) => {
                setRefusal(errorMessage(e));
                toast.error(errorMessage(e));
              },
            });
          }}
        />
      </div>
      {refusal ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400" data-testid="cash-control-refusal">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
