import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { ACCESS_ROLES, type Access, defineOperation } from "../../contracts/kernel/operation";
import { ADMIN_ROLES } from "../../domain/kernel/roles";
import { type GuardFactory, operationRoute } from "./operation-route";

const operationFor = (access: Access) =>
  defineOperation({
    id: `probe-${access}`,
    method: "GET",
    path: "/api/probe",
    summary: "",
    tags: [],
    access,
  });

/** A guard factory that records which roles it was asked for and what ran, in order. */
function recordingFactory(ran: string[]): { factory: GuardFactory; asked: (readonly string[])[] } {
  const asked: (readonly string[])[] = [];
  const factory: GuardFactory = (roles) => {
    asked.push(roles);
    return async () => {
      ran.push("guard");
    };
  };
  return { factory, asked };
}

describe("operationRoute: the guard comes from the operation's declared access", () => {
  it("refuses to register a guarded operation on an app that cannot build its guard", () => {
    const app = Fastify();
    expect(() => operationRoute(app, operationFor("admins"), {}, () => ({}))).toThrow(/probe-admins.*admins/);
  });

  it("registers an operation anyone may call with no guard at all", async () => {
    for (const access of ["public", "gateway"] as const) {
      const app = Fastify();
      operationRoute(app, operationFor(access), {}, () => ({ ok: true }));
      expect((await app.inject({ method: "GET", url: "/api/probe" })).json()).toEqual({ ok: true });
    }
  });

  it("asks the factory for the declared roles, and runs that guard before the route's own checks", async () => {
    const ran: string[] = [];
    const { factory, asked } = recordingFactory(ran);
    const app = Fastify();
    app.decorate("guardFor", factory);
    const own = async () => {
      ran.push("own");
    };
    operationRoute(app, operationFor("admins"), { preValidation: own }, () => {
      ran.push("handler");
      return { ok: true };
    });
    await app.inject({ method: "GET", url: "/api/probe" });
    expect(asked).toEqual([ADMIN_ROLES]);
    expect(ran).toEqual(["guard", "own", "handler"]);
  });

  it("every guarded access names at least one role, and only public and gateway need no guard", () => {
    const open = Object.entries(ACCESS_ROLES)
      .filter(([, roles]) => roles === "anyone")
      .map(([access]) => access);
    expect(open.sort()).toEqual(["gateway", "public"]);
    for (const roles of Object.values(ACCESS_ROLES))
      if (roles !== "anyone") expect(roles.length).toBeGreaterThan(0);
  });
});
