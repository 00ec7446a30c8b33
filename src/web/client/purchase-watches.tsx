import { useQuery } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import type { SaleDocument } from "../../contracts/sales/sales";
import { msg } from "../../domain/kernel/messages";
import { formatShopDate } from "../../domain/kernel/shop-calendar";
import { apiQuery } from "../lib/api";

/**
 * Mis Compras: the watches of a purchase by serial number and the last day of each one's warranty
 * (docs/decisions/0247); those still to be named are counted. Absent for a purchase without
 * products kept by serial. Live with the purchase: a 'sales' event refetches it.
 */
export function PurchaseWatches({ sale, className }: { sale: SaleDocument; className: string }) {
  const serials = useQuery(apiQuery("getSaleSerials", { params: { id: sale.id } })).data;
  if (!serials || (serials.units.length === 0 && serials.owed.length === 0)) return null;
  const owed = serials.owed.reduce((sum, o) => sum + o.owed, 0);
  return (
    <section className={className} aria-labelledby="purchase-watches" data-testid="purchase-watches">
      <h2 id="purchase-watches" className="font-display text-lg font-semibold">
        {msg.purchaseWatchesTitle}
      </h2>
      {serials.units.length ? (
        <ul className="divide-y divide-border">
          {serials.units.map((unit) => (
            <li
              key={unit.serial}
              className="grid gap-1 py-2 text-sm sm:flex sm:flex-wrap sm:items-center sm:gap-x-4"
            >
              <span className="min-w-0 sm:flex-1">
                <span className="block font-medium">{unit.productName}</span>
                <span className="text-muted">
                  {msg.saleSerialLabel}:{" "}
                  <span className="font-mono whitespace-nowrap text-fg">{unit.serial}</span>
                </span>
              </span>
              {unit.warrantyEnd ? (
                <span className="inline-flex items-center gap-1 font-medium text-emerald-800 dark:text-emerald-300">
                  <ShieldCheck className="h-4 w-4" aria-hidden="true" />
                  {msg.unitWarrantyUntil(formatShopDate(unit.warrantyEnd))}
                </span>
              ) : (
                <span className="text-muted">
                  {sale.status === "Completado" ? msg.unitWarrantyNone : msg.saleWarrantyFromDelivery}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {owed && sale.status !== "Cancelado" ? (
        <p className="text-sm text-muted">{msg.purchaseWatchesPending(owed)}</p>
      ) : null}
    </section>
  );
}
