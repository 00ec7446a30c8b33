import type Sharp from "sharp";

/**
 * sharp and libvips (several MB resident once loaded) are loaded on the first picture a server
 * reads or writes, not at start: an idle server that serves stored WebP files never needs them
 * (docs/decisions/0225). Every caller takes sharp from here.
 */
let loading: Promise<typeof Sharp> | undefined;
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then((m) => m.default);
  return loading;
}
