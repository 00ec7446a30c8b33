import { cn } from "./cn";

/** Small count badge on an icon button; hidden from assistive tech (the button's label says the count). */
/** What a count badge shows: the number, or "9+" past its maximum. */
export function countBadgeText(count: number, max = 9): string {
  return count > max ? `${max}+` : String(count);
}

export function CountBadge({
  count,
  max = 9,
  className,
  testId,
}: {
  count: number;
  max?: number;
  className?: string;
  testId?: string;
}) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className={cn(
        "absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-gold px-1",
        "text-[11px] leading-none font-bold text-on-gold ring-2 ring-surface",
        className,
      )}
    >
      {countBadgeText(count, max)}
    </span>
  );
}
