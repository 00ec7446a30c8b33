import { Undo2 } from "lucide-react";
import { useState } from "react";
import type { SaleDocument } from "../../contracts/sales/sales";
import { isAdmin } from "../../domain/kernel/roles";
import { returnsMessages as m } from "../../domain/returns/messages-returns";
import { keptQuantities } from "../../domain/returns/returns";
import { useSession } from "../auth/use-session";
import { Button } from "../ui/button";
import { Panel } from "../ui/panel";
import { Spinner } from "../ui/spinner";
import type { ExchangeLine, ExchangePicker } from "./exchange-form";
import { ReturnDialog } from "./return-dialog";
import { canStartReturn } from "./return-preview";
import { ReturnsList } from "./returns-list";
import { useSaleReturns } from "./use-returns";

/**
 * The order dialog's "Devolver" (docs/decisions/0249): for admins on any sale and a seller on
 * their own, once the sale is delivered or Completado and still holds units to give back. The
 * sales feature hands in Registrar Venta's product picker (`picker`): with it, admins may also
 * exchange the units for other products.
 */
export function ReturnButton<L extends ExchangeLine>({
  sale,
  picker,
}: {
  sale: SaleDocument;
  picker?: ExchangePicker<L>;
}) {
  const { user } = useSession();
  const allowed = canStartReturn(sale, user) && keptQuantities(sale).some((q) => q > 0);
  const returns = useSaleReturns(sale.id);
  const [open, setOpen] = useState(false);
  // An open dialog stays while the sale it changed refreshes (an exchange then shows its new sale).
  if (!allowed && !open) return null;
  return (
    <>
      {allowed ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setOpen(true)}
          disabled={!returns.data}
          data-testid="return-open"
        >
          <Undo2 className="h-4 w-4" aria-hidden="true" />
          {m.returnButton}
        </Button>
      ) : null}
      {returns.data ? (
        <ReturnDialog
          sale={sale}
          data={returns.data}
          admin={isAdmin(user?.role)}
          picker={picker}
          open={open}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

/** The sale's returns in the order dialog, shown only when it has any (staff; the list is staff-only). */
export function SaleReturnsPanel({ sale }: { sale: SaleDocument }) {
  const { user } = useSession();
  const returns = useSaleReturns(sale.id);
  if (returns.isPending) {
    // Only a sale that shows returns waits visibly: most sales have none.
    return sale.returnsTotal > 0 ? (
      <Panel title={m.listTitle}>
        <Spinner label={m.loadingReturns} />
      </Panel>
    ) : null;
  }
  if (returns.isError) {
    return sale.returnsTotal > 0 ? (
      <Panel title={m.listTitle}>
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {m.loadFailed}
        </p>
      </Panel>
    ) : null;
  }
  if (!returns.data.returns.length) return null;
  return (
    <Panel title={m.listTitle} testId="sale-returns">
      <ReturnsList sale={sale} data={returns.data} admin={isAdmin(user?.role)} />
    </Panel>
  );
}
