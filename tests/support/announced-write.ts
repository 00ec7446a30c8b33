import type { TestApp } from "./test-app";

/**
 * A write to sessions or accounts made straight in SQL, as another instance, a CLI or an operator
 * would: resolves once this instance has heard the database announce it (the triggers of
 * docs/decisions/0255), which is when its kept sessions are dropped.
 */
export async function announcedWrite(t: Pick<TestApp, "ctx">, write: () => Promise<unknown>): Promise<void> {
  let stop = () => {};
  const heard = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the sessions' announcement never came")), 5_000);
    const unsubscribe = t.ctx.bus.subscribe((message) => {
      if (message.topic !== "sessions") return;
      clearTimeout(timer);
      resolve();
    });
    stop = () => {
      clearTimeout(timer);
      unsubscribe();
    };
  });
  try {
    await write();
    await heard;
  } finally {
    stop();
  }
}
