import { afterEach, describe, expect, it, vi } from "vitest";
import { CASH_REGISTER_HEADER, CASH_REGISTER_STORAGE_KEY } from "../../contracts/cash-drawer/counter-header";
import { ApiError, call, callForFile } from "./api";

afterEach(() => vi.unstubAllGlobals());

describe("callForFile: an operation that answers a file", () => {
  it("posts the body as JSON to the operation's path and gives back the file", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(new Uint8Array([37, 80, 68, 70]), { headers: { "content-type": "application/pdf" } }),
    );
    vi.stubGlobal("fetch", fetch);
    const body = { layout: "carta" as const, items: [{ productId: "p1", copies: 2 }] };
    const file = await callForFile("printLabels", { body });
    expect(await file.text()).toBe("%PDF");
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/inventory/labels");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual(body);
    expect(init.headers).toEqual({ "Content-Type": "application/json" });
  });

  it("turns a refusal into the API's Spanish message, and a broken answer into the generic one", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ error: { code: "VALIDATION", message: "Elija al menos un producto." } }),
            {
              status: 400,
            },
          ),
      ),
    );
    const refused = callForFile("printLabels", { body: { layout: "carta", items: [] } });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 400, message: "Elija al menos un producto." });

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>", { status: 502 })),
    );
    await expect(callForFile("printLabels", { body: { layout: "rollo", items: [] } })).rejects.toMatchObject({
      status: 502,
      code: "HTTP_502",
    });

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("offline");
      }),
    );
    await expect(callForFile("printLabels", { body: { layout: "rollo", items: [] } })).rejects.toMatchObject({
      code: "NETWORK_ERROR",
    });
  });
});

describe("the device's register", () => {
  it("goes with every call once the device remembers one, and not before", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ registers: [] })));
    vi.stubGlobal("fetch", fetch);
    await call("listCashRegisters");
    const headersOf = (i: number) => (fetch.mock.calls[i] as unknown as [string, RequestInit])[1].headers;
    expect(headersOf(0)).toEqual({ Accept: "application/json" });
    const stored = new Map([[CASH_REGISTER_STORAGE_KEY, "caja123"]]);
    vi.stubGlobal("localStorage", { getItem: (key: string) => stored.get(key) ?? null });
    await call("createCashRegister", { body: { name: "Mostrador" } });
    expect(headersOf(1)).toMatchObject({ [CASH_REGISTER_HEADER]: "caja123" });
    await callForFile("drawerZReportPdf", { params: { id: "s1" } });
    expect(headersOf(2)).toEqual({ [CASH_REGISTER_HEADER]: "caja123" });
    // Anything but an id is not sent.
    stored.set(CASH_REGISTER_STORAGE_KEY, "caja 1; otra");
    await call("listCashRegisters");
    expect(headersOf(3)).toEqual({ Accept: "application/json" });
  });
});
