import { msg } from "../../domain/kernel/messages";
import { Button } from "./button";

/**
 * The pager under a server-paged table (Inventario, its ledger, Órdenes, the people lists):
 * "Página N de M" with Anterior / Siguiente. An empty list is still page 1 of 1, never "de 0".
 */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
  showCount = false,
}: {
  page: number;
  /** How many rows the whole list has. */
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Say how many rows there are, at the left (the people lists). */
  showCount?: boolean;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav
      className="flex flex-wrap items-center justify-end gap-2 text-sm whitespace-nowrap"
      aria-label={msg.ordersPageOf(page, pages)}
    >
      {showCount ? <span className="mr-auto text-muted">{msg.pageCount(total)}</span> : null}
      <span className="text-muted">{msg.ordersPageOf(page, pages)}</span>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {msg.previous}
      </Button>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {msg.next}
      </Button>
    </nav>
  );
}
