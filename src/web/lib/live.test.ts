import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { ME_KEY } from "../auth/use-session";
import { connectLive, parseLiveEvent } from "./live";

class FakeSource {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  closed = false;
  close() {
    this.closed = true;
  }
}

describe("live updates → query invalidation (ARCHITECTURE.md)", () => {
  it("invalidates the queries whose key starts with the event's topic", () => {
    const queryClient = new QueryClient();
    const spy = vi.spyOn(queryClient, "invalidateQueries");
    const source = new FakeSource();
    const close = connectLive(queryClient, () => source as unknown as EventSource);
    source.onopen?.();
    source.onmessage?.({ data: JSON.stringify({ topic: "sales", id: "abc" }) });
    expect(spy).toHaveBeenCalledWith({ queryKey: ["sales"] });
    source.onmessage?.({ data: JSON.stringify({ topic: "users", id: "u1" }) });
    expect(spy).toHaveBeenCalledWith({ queryKey: ["users"] });
    // The signed-in session's query starts with that topic, so a change to a user refetches it.
    expect(ME_KEY[0]).toBe("users");
    source.onmessage?.({ data: "not json" });
    expect(spy).toHaveBeenCalledTimes(2);
    // A reconnect may have missed events: everything is refetched.
    source.onopen?.();
    expect(spy).toHaveBeenLastCalledWith();
    close();
    expect(source.closed).toBe(true);
  });
  it("ignores malformed events", () => {
    expect(parseLiveEvent('{"id":"x"}')).toBeNull();
    expect(parseLiveEvent(42)).toBeNull();
    expect(parseLiveEvent('{"topic":"products"}')).toEqual({ topic: "products", id: null });
  });
});
