import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../tests/support/test-app";
import { FeatureHook } from "./hooks";

describe("a feature hook", () => {
  it("asks every answer in the order the features registered, a feature answering again replacing its answer", async () => {
    const hook = new FeatureHook<[n: number], string>("test: a question");
    hook.answer("sales", async (n) => `sales ${n}`);
    hook.answer("invoices", async (n) => `invoices ${n}`);
    hook.answer("sales", async (n) => `sales again ${n}`);
    expect(await hook.ask(1)).toEqual(["sales again 1", "invoices 1"]);
    expect(hook.answeredBy).toEqual(["sales", "invoices"]);
  });

  it("nobody answering is a wiring mistake, never an empty answer", async () => {
    const hook = new FeatureHook<[], number>("test: what nobody answers");
    await expect(hook.ask()).rejects.toThrow('No feature answers the hook "test: what nobody answers"');
  });

  it("a port takes exactly one answer", async () => {
    const hook = new FeatureHook<[], number>("test: a port");
    hook.answer("a", async () => 1);
    expect(await hook.askOne()).toBe(1);
    hook.answer("b", async () => 2);
    await expect(hook.askOne()).rejects.toThrow('More than one feature answers the hook "test: a port"');
  });

  it("a refusal thrown by an answer reaches the asker and stops the answers after it", async () => {
    const hook = new FeatureHook<[], void>("test: a guard");
    const asked: string[] = [];
    hook.answer("a", async () => {
      asked.push("a");
      throw new Error("refused");
    });
    hook.answer("b", async () => {
      asked.push("b");
    });
    await expect(hook.ask()).rejects.toThrow("refused");
    expect(asked).toEqual(["a"]);
  });
});

describe("the built app", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(() => t?.close());

  it("answers every hook a feature declares, each by the features built on the asker", () => {
    const answers = Object.fromEntries(
      FeatureHook.declared
        .filter((hook) => !hook.question.startsWith("test: "))
        .map((hook) => [hook.question, hook.answeredBy]),
    );
    expect(answers).toEqual({
      "how many records name this customer": ["sales"],
      "how many records name these shipping locations": ["sales"],
      "may this sale be deleted, cancelled or repriced": ["invoices", "service-orders"],
      "the service orders these sales carry": ["service-orders"],
      "the pending web order a transfer pays": ["web-purchases"],
      "what still holds this product": ["sales", "card-payments", "web-purchases"],
      "a product was created with its opening stock": ["inventory"],
      "the sale of a watch looked up by its serial": ["sales", "invoices"],
    });
  });
});
