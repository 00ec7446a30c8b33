import { Check, X } from "lucide-react";
import { useState } from "react";
import { servicePublicTexts as t } from "../../domain/service-orders/messages-service-public";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";

export type EstimateAnswerChoice = "aprobar" | "rechazar";

/**
 * Aprobar / Rechazar, each asked once more before it is sent: the first press shows what the
 * answer means (with the amount the customer is charged) and a «Sí, …» / «Volver» pair, in place,
 * so it reads the same on a phone and needs no dialog. `error` is the server's refusal, shown above.
 */
export function EstimateAnswer({
  charged,
  pending,
  error,
  onAnswer,
  className,
}: {
  /** What the customer pays if they approve (formatted). */
  charged: string;
  pending: boolean;
  error?: string | null;
  onAnswer: (answer: EstimateAnswerChoice) => void;
  className?: string;
}) {
  const [asking, setAsking] = useState<EstimateAnswerChoice | null>(null);
  const alert = error ? (
    <p
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {error}
    </p>
  ) : null;
  if (!asking) {
    return (
      <div className={cn("grid gap-3", className)}>
        {alert}
        <div className="grid grid-cols-2 gap-3">
          <Button onClick={() => setAsking("aprobar")} data-testid="estimate-approve">
            <Check className="h-4 w-4" aria-hidden="true" />
            {t.approve}
          </Button>
          <Button variant="secondary" onClick={() => setAsking("rechazar")} data-testid="estimate-reject">
            <X className="h-4 w-4" aria-hidden="true" />
            {t.reject}
          </Button>
        </div>
      </div>
    );
  }
  const approving = asking === "aprobar";
  return (
    <div className={cn("grid gap-3", className)}>
      {alert}
      <section
        // The question takes the place of the buttons: announced as it appears.
        aria-live="polite"
        aria-label={approving ? t.confirmApproveTitle : t.confirmRejectTitle}
        className={cn(
          "grid gap-3 rounded-xl border p-4",
          approving
            ? "border-gold bg-surface-2"
            : "border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950/60",
        )}
        data-testid="estimate-confirm"
      >
        <p className="font-semibold">{approving ? t.confirmApproveTitle : t.confirmRejectTitle}</p>
        <p className="text-sm">{approving ? t.confirmApproveBody(charged) : t.confirmRejectBody}</p>
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={() => setAsking(null)} disabled={pending}>
            {t.back}
          </Button>
          <Button
            variant={approving ? "primary" : "danger"}
            onClick={() => onAnswer(asking)}
            disabled={pending}
            data-testid="estimate-confirm-answer"
          >
            {pending ? t.answering : approving ? t.confirmApprove : t.confirmReject}
          </Button>
        </div>
      </section>
    </div>
  );
}
