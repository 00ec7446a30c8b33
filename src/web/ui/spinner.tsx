import { commonMessages } from "../../domain/kernel/messages-common";
import { cn } from "./cn";

export function Spinner({
  className,
  label = commonMessages.loading,
}: {
  className?: string;
  label?: string;
}) {
  return (
    <span role="status" className={cn("inline-flex items-center gap-2 text-muted", className)}>
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-border border-t-gold motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Centred spinner for a whole page or panel while its data loads. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center" data-testid="page-spinner">
      <Spinner />
    </div>
  );
}
