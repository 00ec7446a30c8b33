// Runs before first paint (loaded from <head>) so the page never flashes the wrong theme.
// External file because the CSP forbids inline scripts.
try {
  const saved = localStorage.getItem("theme");
  const dark =
    saved === "dark" || (saved !== "light" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
} catch {
  // Storage can be blocked (private mode); the light theme is a fine fallback.
}
