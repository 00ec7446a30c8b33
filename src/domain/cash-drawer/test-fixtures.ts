import type { Result } from "../kernel/result";
import { unwrap } from "../sales/test-fixtures";
import { type DrawerActor, type DrawerSession, openSession } from "./sessions";

/** The people and the session the cash drawer's tests share (one place, as the sales tests do). */
export { unwrap };
export const refusal = <T>(result: Result<T>) => (result.ok ? null : result.error.message);

export const ana: DrawerActor = { id: "u-ana", name: "Ana", role: "seller" };
export const beto: DrawerActor = { id: "u-beto", name: "Beto", role: "seller" };
export const carla: DrawerActor = { id: "u-carla", name: "Carla", role: "admin" };
export const root: DrawerActor = { id: "u-root", name: "Rosa", role: "superadmin" };

/** Ana's session on "Caja principal", opened at 8:05 a. m. in Tegucigalpa (UTC−6) with `float`. */
export const opened = (float = 100_000): DrawerSession =>
  unwrap(
    openSession({
      id: "s1",
      register: { id: "r1", name: "Caja principal" },
      opener: ana,
      openedAt: "2026-03-02T14:05:00.000Z",
      float,
      openSessionsOnRegister: 0,
    }),
  );
