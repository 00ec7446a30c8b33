import { useEffect } from "react";
import { useMatches } from "react-router";
import type { Role } from "../../domain/roles";
import { STORE_NAME } from "../../domain/store";

/** What a route may declare in its `handle`: its page title, possibly worded per role ('Mis Órdenes'). */
export interface RouteHandle {
  title?: string | ((role: Role | undefined) => string);
}

/** The deepest matched route's title. */
export function usePageTitle(role: Role | undefined): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title) return typeof title === "function" ? title(role) : title;
  }
  return undefined;
}

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${STORE_NAME}` : STORE_NAME;
  }, [title]);
}
