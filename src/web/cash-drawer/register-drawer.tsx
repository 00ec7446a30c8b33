import { useState } from "react";
import { cashDrawerMessages as m } from "../../domain/cash-drawer/messages-cash-drawer";
import { errorMessage } from "../lib/api";
import { PageSpinner } from "../ui/spinner";
import { CashMovementForm } from "./cash-movement-form";
import { type CloseAnswer, CloseSessionForm } from "./close-session-form";
import {
  type DrawerSessionView,
  useDrawerSession,
  useDrawerSettings,
  useRegisterSession,
} from "./drawer-queries";
import { drawerScreens as t } from "./messages-cash-drawer-screens";
import { OpenSessionForm } from "./open-session-form";
import { Empty } from "./parts";
import { SessionCard } from "./session-card";
import { SessionOutcome } from "./session-outcome";

/**
 * One register's drawer, in the state its session is in: none (open one with the float), open
 * (who has it, pay-ins and pay-outs, the blind close), or counted and waiting for its approval.
 * A close that ended it is kept on screen (from the close's answer, then live) until "Listo", since
 * the register itself no longer names a session once it is closed.
 */
export function RegisterDrawer({ registerId }: { registerId: string }) {
  const answer = useRegisterSession(registerId);
  const settings = useDrawerSettings();
  const [closed, setClosed] = useState<CloseAnswer | null>(null);
  if (answer.isPending) return <PageSpinner />;
  if (answer.isError)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {errorMessage(answer.error)}
      </p>
    );
  const { register, session } = answer.data;
  // The settings' own query follows the "settings" topic: a list changed in Configuración shows at once.
  const drawerSettings = settings.data ?? answer.data.settings;
  const showClosed = closed && closed.session.id !== session?.id ? closed : null;
  return (
    <div className="grid gap-4">
      {drawerSettings.cashControl ? (
        <p
          className="rounded-xl border border-border bg-surface-2 px-4 py-3 text-sm"
          data-testid="cash-control-on"
        >
          {t.cashControlOn}
        </p>
      ) : null}
      {showClosed ? <ClosedSession answer={showClosed} onDismiss={() => setClosed(null)} /> : null}
      {session === null ? (
        register.active ? (
          <OpenSessionForm
            key={drawerSettings.denominations.join(",")}
            registerId={register.id}
            denominations={drawerSettings.denominations}
          />
        ) : (
          <Empty testId="register-inactive">{m.registerInactive}</Empty>
        )
      ) : session.status === "open" ? (
        <OpenSession
          session={session}
          registerName={register.name}
          denominations={drawerSettings.denominations}
          onClosed={setClosed}
        />
      ) : (
        <SessionOutcome session={session} notice={closed?.session.id === session.id ? closed.notice : null} />
      )}
    </div>
  );
}

/** The open session: its card and pay-ins/outs on one side, the blind close on the other (from lg up). */
function OpenSession({
  session,
  registerName,
  denominations,
  onClosed,
}: {
  session: DrawerSessionView;
  registerName: string;
  denominations: readonly number[];
  onClosed: (answer: CloseAnswer) => void;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
      <div className="grid min-w-0 gap-4">
        <SessionCard session={session} />
        {session.can.moveCash ? (
          <CashMovementForm sessionId={session.id} registerName={registerName} />
        ) : (
          <Empty testId="not-worker">{t.notWorker}</Empty>
        )}
      </div>
      <div className="min-w-0">
        {session.can.close ? (
          <CloseSessionForm
            key={denominations.join(",")}
            sessionId={session.id}
            denominations={denominations}
            onClosed={onClosed}
          />
        ) : (
          <Empty testId="close-not-allowed">{t.closeOnlyOpener(session.openedBy.name)}</Empty>
        )}
      </div>
    </div>
  );
}

/** A session this screen just closed: its outcome, kept live (an approval elsewhere shows here). */
function ClosedSession({ answer, onDismiss }: { answer: CloseAnswer; onDismiss: () => void }) {
  const session = useDrawerSession(answer.session.id, answer.session);
  if (!session.data) return null;
  return <SessionOutcome session={session.data} notice={answer.notice} onDismiss={onDismiss} />;
}
