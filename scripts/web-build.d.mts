/** Whether dist/web must be built again (its index is missing or older than a source file). */
export function webBuildIsStale(): boolean;
/** Builds dist/web if it is stale; returns vite's exit status (0 when nothing had to be done). */
export function buildWebIfStale(): number;
