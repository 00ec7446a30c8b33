import type { ReactNode } from "react";

/**
 * A row action's words. In a phone's card they always show; inside `ROW_ACTIONS` (a table's
 * actions cell) only from 2xl: below it the icon stands alone, and the button keeps its name
 * (aria-label) and a title (docs/decisions/0170), so long labels never push the row past the
 * table's edge. The button that uses it names itself with the same words.
 */
export function RowActionLabel({ children }: { children: ReactNode }) {
  return <span data-row-action-label="">{children}</span>;
}

/** The class of a table's actions cell: its buttons show their icons alone below 2xl. */
export const ROW_ACTIONS = "[&_[data-row-action-label]]:hidden 2xl:[&_[data-row-action-label]]:inline";
