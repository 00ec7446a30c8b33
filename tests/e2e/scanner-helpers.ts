import type { Page } from "@playwright/test";

/**
 * A USB/Bluetooth scanner is a keyboard that types a whole code fast and presses Enter
 * (docs/decisions/0239): simulated with keys stamped 10 ms apart. The stamps are given to
 * Chromium (as the operating system gives a real scanner's), because on a loaded machine the
 * page may take longer than 10 ms to handle each key, and the rule reads the keys' own times.
 */
export async function scan(page: Page, code: string) {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const keys = [...code].map((ch) => ({ key: ch, text: ch }));
  for (const [i, k] of [...keys, { key: "Enter", text: "\r" }].entries()) {
    const timestamp = start + i * 0.01;
    const enter = k.key === "Enter" ? { code: "Enter", windowsVirtualKeyCode: 13 } : {};
    await cdp.send("Input.dispatchKeyEvent", { type: "keyDown", ...k, ...enter, timestamp });
    await cdp.send("Input.dispatchKeyEvent", {
      type: "keyUp",
      key: k.key,
      ...enter,
      timestamp: timestamp + 0.005,
    });
  }
  await cdp.detach();
}
