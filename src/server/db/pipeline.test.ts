import type { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { PipelinedClient } from "./pipeline";

/**
 * Statements asked for in one turn of the event loop leave in one write to PostgreSQL's socket
 * (each is a system call and a wake-up of the server: bench/README.md, `sales`).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("the pipelining client", () => {
  it("sends the statements of one turn in one write, and each still gets its own answer", async () => {
    const client = new PipelinedClient({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      const socket = client.connection.stream as Socket;
      const writes: number[] = [];
      const writev = socket._writev!.bind(socket);
      const write = socket._write.bind(socket);
      socket._writev = (chunks, callback) => {
        writes.push(chunks.length);
        writev(chunks, callback);
      };
      socket._write = (chunk, encoding, callback) => {
        writes.push(1);
        write(chunk, encoding, callback);
      };
      const answers = await Promise.all([
        client.query("select $1::int as n", [1]),
        client.query("select $1::int as n", [2]),
        client.query("select $1::int as n", [3]),
      ]);
      expect(answers.map((a) => a.rows[0].n)).toEqual([1, 2, 3]);
      expect(writes).toHaveLength(1);
    } finally {
      await client.end();
    }
  });
});
