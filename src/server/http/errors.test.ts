import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { msg } from "../../domain/messages";
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

  it("an unknown error is masked as a generic 500", async () => {
    const res = await app.inject({ method: "GET", url: "/crash" });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain("secret");
    expect(res.json()).toEqual({ error: { code: "internal", message: msg.internalError } });
  });
});
