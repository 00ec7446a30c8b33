import { Construction } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { commonMessages } from "../../domain/kernel/messages-common";
import { buttonClass } from "../ui/button";

/** The honest placeholder for a page not built yet. */
export function UnderConstruction({ title }: { title?: string }) {
  return (
    <section className="flex flex-col gap-6">
      {title ? <h1 className="font-display text-3xl font-semibold">{title}</h1> : null}
      <div className="flex items-center gap-3 rounded-xl border border-dashed border-border bg-surface p-6 text-muted">
        <Construction className="h-6 w-6 shrink-0 text-gold" aria-hidden="true" />
        <p>{commonMessages.underConstruction}</p>
      </div>
    </section>
  );
}

function CenteredMessage({ code, children }: { code: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-5 px-6 text-center">
      <p aria-hidden="true" className="font-display text-7xl font-semibold text-gold">
        {code}
      </p>
      {children}
    </main>
  );
}

/** History back; when this tab has no earlier page (a typed URL), the store's home instead. */
function goBack(navigate: ReturnType<typeof useNavigate>) {
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  void (index > 0 ? navigate(-1) : navigate("/"));
}

export function UnauthorizedPage() {
  const navigate = useNavigate();
  return (
    <CenteredMessage code="403">
      <h1 className="font-display text-3xl font-semibold">{commonMessages.unauthorizedTitle}</h1>
      <p className="text-muted">{commonMessages.unauthorizedText}</p>
      <button type="button" className={buttonClass("primary")} onClick={() => goBack(navigate)}>
        {commonMessages.back}
      </button>
    </CenteredMessage>
  );
}

export function NotFoundPage() {
  return (
    <CenteredMessage code="404">
      <h1 className="text-xl font-medium">{commonMessages.notFoundText}</h1>
      <Link to="/" className={buttonClass("primary")}>
        {commonMessages.backHome}
      </Link>
    </CenteredMessage>
  );
}
