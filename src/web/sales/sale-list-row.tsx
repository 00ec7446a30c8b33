import { Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { msg } from "../../domain/kernel/messages";
import { Button } from "../ui/button";

/**
 * One line of a sale's list (a payment, an extra cost): what it says, and, while the sale may be
 * edited, its edit and delete buttons, named after `name` for screen readers and the journeys.
 */
export function SaleListRow({
  children,
  name,
  editable,
  onEdit,
  onDelete,
}: {
  children: ReactNode;
  name: string;
  editable: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
      {children}
      {editable ? (
        <span className="flex items-center gap-1">
          <Button variant="ghost" size="sm" aria-label={`${msg.edit} ${name}`} onClick={onEdit}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="sm" aria-label={`${msg.delete} ${name}`} onClick={onDelete}>
            <Trash2 className="h-4 w-4 text-red-600" aria-hidden="true" />
          </Button>
        </span>
      ) : null}
    </li>
  );
}
