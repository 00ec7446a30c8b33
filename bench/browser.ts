import { type Browser, chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/chromium";

/** Debian's Chromium with the project's flags (never a downloaded browser). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
