/**
 * Whether a page address opens the back office (the staff area under /admin and /seller), whose
 * document may compile the camera scanner's WebAssembly (docs/decisions/0199). The storefront and
 * the client area keep the strict policy. Used by the server to choose the page's security
 * policy.
 */
export function isBackOfficeDocument(url: string): boolean {
  return /^\/(admin|seller)(\/|\?|$)/.test(url);
}
