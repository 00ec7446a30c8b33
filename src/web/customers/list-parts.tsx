import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { msg } from "../../domain/kernel/messages";
import { useListUrl } from "../lib/use-list-url";
import { cn } from "../ui/cn";

/** The q and page of a list, kept in the URL (a reload or a back button keeps the search). */
export function useListParams() {
  const { params, set, setAfterPause } = useListUrl();
  const q = params.get("q") ?? "";
  const page = Math.max(1, Number(params.get("page") ?? 1) || 1);
  return {
    q,
    page,
    /** The search, written once typing pauses (lib/use-list-url.ts); back to the first page. */
    search: (text: string) => setAfterPause("q", text),
    setPage: (next: number) => set("page", next > 1 ? String(next) : undefined),
  };
}

/** A search box; `onSearch` gets every change, and the list's hook waits for a pause in typing. */
export function SearchBox({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(value);
  // The address changed by itself (Back, a link): the box shows its search.
  useEffect(() => setText(value), [value]);
  return (
    <label className="relative flex min-w-56 flex-1 items-center">
      <span className="sr-only">{label}</span>
      <Search className="pointer-events-none absolute left-3 h-4 w-4 text-muted" aria-hidden="true" />
      <input
        type="search"
        value={text}
        placeholder={label}
        onChange={(e) => {
          setText(e.target.value);
          onSearch(e.target.value.trim());
        }}
        className="h-11 w-full rounded-lg border border-border bg-surface pr-3 pl-9 text-base text-fg placeholder:text-muted focus:border-gold focus:ring-2 focus:ring-ring/30 focus:outline-none"
      />
    </label>
  );
}

export function EmptyState({ children }: { children: string }) {
  return (
    <p
      className="rounded-xl border border-border bg-surface px-4 py-10 text-center text-muted"
      data-testid="empty-state"
    >
      {children}
    </p>
  );
}

const ROLE_COLOURS: Record<string, string> = {
  client: "bg-sky-100 text-sky-900 ring-sky-300 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800",
  wholesaler:
    "bg-violet-100 text-violet-900 ring-violet-300 dark:bg-violet-950 dark:text-violet-200 dark:ring-violet-800",
  seller:
    "bg-emerald-100 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800",
  admin:
    "bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800",
  superadmin: "bg-red-100 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-200 dark:ring-red-800",
  customer: "bg-surface-2 text-fg ring-border",
};

export function RoleBadge({ role, className }: { role: string; className?: string }) {
  return (
    <span
      data-testid="role-badge"
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        ROLE_COLOURS[role] ?? ROLE_COLOURS.customer,
        className,
      )}
    >
      {msg.roleLabels[role] ?? role}
    </span>
  );
}

/** An imported account with no usable password (docs/decisions/0112). */
export function NeedsResetBadge() {
  return (
    <span
      className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900"
      data-testid="needs-reset-badge"
    >
      {msg.needsPasswordResetBadge}
    </span>
  );
}

export function DisabledBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-semibold text-white">
      {msg.accountDisabledBadge}
    </span>
  );
}
