import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { msg } from "../../domain/kernel/messages";
import { AppError, errorHandler } from "./errors";

describe("error mapping (ARCHITECTURE.md)", () => {
  const app = Fastify({ logger: false });
  app.setErrorHandler(errorHandler);
  app.get("/app-error", async () => {
    throw new AppError("conflict", msg.staleWrite, "version");
  });
  app.get("/crash", async () => {
    throw new Error("connection string postgres://secret@db leaked");
  });

  it("an AppError answers its status, code, field and Spanish message", async () => {
    const res = await app.inject({ method: "GET", url: "/app-error" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: "conflict", message: msg.staleWrite, field: "version" } });
  });

  app.get("/database-down", async () => {
    throw new Error("Failed query: select 1", {
      cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5499"), { code: "ECONNREFUSED" }),
    });
  });
  app.get("/database-restarting", async () => {
    throw Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
  });
  app.get("/connection-lost", async () => {
    throw new Error("Connection terminated unexpectedly");
  });

  it.each(["/database-down", "/database-restarting", "/connection-lost"])(
    "a database that cannot be reached (%s) answers 503 with a Spanish message and Retry-After",
    async (url) => {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.json()).toEqual({ error: { code: "unavailable", message: msg.serviceUnavailable } });
    },
  );

  it("an unknown error is masked as a generic 500", async () => {
    const res = await app.inject({ method: "GET", url: "/crash" });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain("secret");
    expect(res.json()).toEqual({ error: { code: "internal", message: msg.internalError } });
  });
});
