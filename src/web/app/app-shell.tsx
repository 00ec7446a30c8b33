import * as RadixDialog from "@radix-ui/react-dialog";
import { Menu, X } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { msg } from "../../domain/kernel/messages";
import { useStoreName } from "../lib/use-store-name";
import { Button } from "../ui/button";

interface AppShellProps {
  /** Sidebar content; rendered in the fixed column on desktop and in the slide-in menu on phones. */
  sidebar: ReactNode;
  /** Left part of the top bar after the menu button (the page title in the back office). */
  title?: ReactNode;
  /** Right part of the top bar: bells, theme toggle, greeting, sign-out. */
  actions: ReactNode;
  /** Dialogs owned by the layout (change password). */
  children: ReactNode;
  navLabel: string;
}

function Brand() {
  const storeName = useStoreName();
  return (
    <Link
      to="/"
      className="font-display text-xl font-semibold tracking-wide text-fg"
      data-testid="panel-title"
    >
      {storeName}
    </Link>
  );
}

/**
 * The frame shared by the client area and the back office: sidebar ≥ 768 px, slide-in
 * menu below (docs/product/screens.md "Mobile has a slide-in menu"), sticky top bar.
 */
export function AppShell({ sidebar, title, actions, children, navLabel }: AppShellProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const storeName = useStoreName();
  const { pathname } = useLocation();
  // Following a link in the slide-in menu should reveal the page it opened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className="min-h-dvh">
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-border bg-surface md:flex">
        <div className="flex h-16 items-center border-b border-border px-6">
          <Brand />
        </div>
        <nav aria-label={navLabel} className="flex flex-1 flex-col overflow-y-auto p-3">
          {sidebar}
        </nav>
      </aside>

      <RadixDialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/60 md:hidden" />
          <RadixDialog.Content
            aria-describedby={undefined}
            className="animate-slide-in-left fixed inset-y-0 left-0 z-50 flex w-[min(18rem,85vw)] flex-col bg-surface shadow-2xl md:hidden"
            data-testid="mobile-menu"
          >
            <div className="flex h-16 items-center justify-between border-b border-border px-5">
              <RadixDialog.Title className="font-display text-xl font-semibold">
                {storeName}
              </RadixDialog.Title>
              <RadixDialog.Close
                aria-label={msg.closeMenu}
                className="rounded-lg p-2 text-muted hover:bg-surface-2"
              >
                <X className="h-5 w-5" aria-hidden="true" />
              </RadixDialog.Close>
            </div>
            <nav aria-label={navLabel} className="flex flex-1 flex-col overflow-y-auto p-3">
              {sidebar}
            </nav>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>

      <div className="flex min-h-dvh flex-col md:pl-64">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-border bg-surface/90 px-3 backdrop-blur sm:px-6">
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={msg.openMenu}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <Menu className="h-5 w-5" aria-hidden="true" />
          </Button>
          <div className="min-w-0 flex-1">{title}</div>
          <div className="flex shrink-0 items-center gap-1 sm:gap-2">{actions}</div>
        </header>
        <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:py-8">{children}</main>
      </div>
    </div>
  );
}
