import { formatShopDate } from "../../domain/kernel/shop-calendar";
import { layawayMsg } from "../../domain/sales/messages-layaway";

/** An apartado's mark, "Apartado · vence 16 mar 2026" (docs/decisions/0250); nothing for any other sale. */
export function LayawayLabel({
  until,
  className = "",
}: {
  until: string | null | undefined;
  className?: string;
}) {
  if (!until) return null;
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 font-sans text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200 ${className}`}
      data-testid="layaway-label"
    >
      {layawayMsg.layawayLine(formatShopDate(until))}
    </span>
  );
}
