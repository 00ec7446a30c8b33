import {
  createContext,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
} from "react";
import type { Role } from "../../domain/kernel/roles";
import { STORE_NAME } from "../../domain/kernel/store";

/** A back-office page's title, possibly worded per role ('Mis Órdenes'). */
export type PageTitleText = string | ((role: Role | undefined) => string);

type SetTitle = Dispatch<SetStateAction<PageTitleText | undefined>>;

/**
 * Where the pages below a layout put their title: the route table wraps each titled page in
 * <PageTitle>, and the layout (which provides this slot around its <Outlet>) shows the title in
 * its header and the tab. While the next page's chunk loads, the router keeps the current page
 * on screen, and with it its title.
 */
export const PageTitleSlot = createContext<SetTitle>(() => {});

/** The layout's side: the title of the page below, in the signed-in role's wording, and its setter. */
export function usePageTitle(role: Role | undefined) {
  const [title, setTitle] = useState<PageTitleText>();
  return { title: typeof title === "function" ? title(role) : title, setTitle };
}

export function PageTitle({ title, children }: { title: PageTitleText; children: ReactNode }) {
  const setTitle = useContext(PageTitleSlot);
  // Before paint, so the header never shows the previous page's title over this page.
  useLayoutEffect(() => {
    setTitle(() => title);
    return () => setTitle(undefined);
  }, [setTitle, title]);
  return children;
}

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${STORE_NAME}` : STORE_NAME;
  }, [title]);
}
