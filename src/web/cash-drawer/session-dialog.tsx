import { errorMessage } from "../lib/api";
import { Dialog } from "../ui/dialog";
import { Spinner } from "../ui/spinner";
import { useDrawerSession } from "./drawer-queries";
import { drawerScreens as t } from "./messages-cash-drawer-screens";
import { SessionCard } from "./session-card";
import { SessionOutcome } from "./session-outcome";

/**
 * One session opened from the history or the Dashboard: counted, its outcome (and "Aprobar" for an
 * admin who did not count it, and the Z report); still open, who has it and the Reporte X. Live:
 * an approval or a close made elsewhere shows here.
 */
export function SessionDialog({ sessionId, onClose }: { sessionId: string; onClose: () => void }) {
  const session = useDrawerSession(sessionId);
  const s = session.data;
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={s ? t.sessionDialogTitle(s.register.name) : t.tabDrawer}
      variant="sheet"
    >
      {session.isPending ? (
        <Spinner />
      ) : session.isError || !s ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorMessage(session.error)}
        </p>
      ) : s.status === "open" ? (
        <div className="grid gap-4">
          <SessionCard session={s} />
          <p className="text-sm text-muted">{t.stillOpen}</p>
        </div>
      ) : (
        <SessionOutcome session={s} />
      )}
    </Dialog>
  );
}
