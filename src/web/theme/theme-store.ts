import { useSyncExternalStore } from "react";

/** Theme persisted in localStorage 'theme' ('dark' | 'light'); /theme-init.js applies it before paint. */
export type Theme = "dark" | "light";
export const THEME_KEY = "theme";

const listeners = new Set<() => void>();

function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function setTheme(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Blocked storage: the theme still applies for this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the theme: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_KEY && (event.newValue === "dark" || event.newValue === "light")) {
      document.documentElement.classList.toggle("dark", event.newValue === "dark");
      listener();
    }
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => "light" as Theme);
  return [theme, setTheme];
}
