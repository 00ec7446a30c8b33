import { msg } from "../../domain/kernel/messages";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";

/** Asks before anything is deleted. */
export function ConfirmDialog({
  open,
  title,
  body,
  pending,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  body: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onCancel()} title={title} description={body}>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {msg.settingsCancel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending} data-testid="confirm-delete">
          {msg.settingsConfirmDelete}
        </Button>
      </div>
    </Dialog>
  );
}
