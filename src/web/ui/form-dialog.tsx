import type { FormEventHandler, ReactNode } from "react";
import { msg } from "../../domain/kernel/messages";
import { Button } from "./button";
import { cn } from "./cn";
import { Dialog } from "./dialog";

/**
 * A dialog holding one form: its fields, then Cancelar and the save button, disabled while the
 * save is on its way so a second click never sends it twice. Every create/edit dialog of the
 * back office's lists (Configuración, Equipo, Mayoristas, a client's page) is one of these.
 */
export function FormDialog({
  open = true,
  title,
  description,
  onClose,
  onSubmit,
  pending,
  saveLabel = msg.save,
  twoColumns = false,
  className,
  children,
}: {
  open?: boolean;
  title: string;
  description?: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  saveLabel?: string;
  /** Fields side by side from sm up; the buttons take the whole last row. */
  twoColumns?: boolean;
  /** The dialog box's own classes (a wider box for a long form). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={title}
      description={description}
      className={className}
    >
      <form onSubmit={onSubmit} noValidate className={cn("grid gap-4", twoColumns && "sm:grid-cols-2")}>
        {children}
        <div className={cn("flex justify-end gap-2", twoColumns && "sm:col-span-2")}>
          <Button variant="secondary" onClick={onClose}>
            {msg.cancel}
          </Button>
          <Button type="submit" disabled={pending}>
            {saveLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
