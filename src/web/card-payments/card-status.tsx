import type { CardNotification } from "../../contracts/card-payments/card-payments";
import { msg } from "../../domain/kernel/messages";
import { cn } from "../ui/cn";

/** docs/product/screens.md indicator colours: red new, yellow viewed, green processed. */
const STYLE: Record<string, { dot: string; label: string }> = {
  new: { dot: "bg-red-600", label: msg.cardStatusNew },
  viewed: { dot: "bg-yellow-400", label: msg.cardStatusViewed },
  processed: { dot: "bg-green-600", label: msg.cardStatusProcessed },
};

export function CardStatus({
  status,
  withLabel = false,
}: {
  status: CardNotification["status"];
  withLabel?: boolean;
}) {
  const style = STYLE[status] ?? { dot: "bg-gray-400", label: msg.cardStatusPending };
  return (
    <span
      className="inline-flex items-center gap-1.5 text-xs font-medium"
      data-testid="card-status"
      data-status={status}
    >
      <span aria-hidden="true" className={cn("h-2.5 w-2.5 shrink-0 rounded-full", style.dot)} />
      <span className={withLabel ? "" : "sr-only"}>{style.label}</span>
    </span>
  );
}
