import http from "node:http";

/**
 * Holds `count` open GET /api/live streams for bench/live.ts, in a process of its own so that
 * reading them never shares an event loop with the stream being timed. Reads {port, cookie,
 * count} on stdin, prints "ready" once every stream has opened, and keeps them until killed.
 */
interface Spec {
  port: number;
  cookie: string;
  count: number;
}

let input = "";
process.stdin.setEncoding("utf8").on("data", (chunk: string) => {
  input += chunk;
});
process.stdin.on("end", () => {
  const spec = JSON.parse(input) as Spec;
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  let open = 0;
  let received = 0;
  for (let i = 0; i < spec.count; i++) {
    http
      .get(
        { port: spec.port, host: "127.0.0.1", path: "/api/live", agent, headers: { cookie: spec.cookie } },
        (res) => {
          if (res.statusCode !== 200) {
            console.error(`stream ${i}: status ${res.statusCode}`);
            process.exit(1);
          }
          let first = true;
          res.setEncoding("utf8").on("data", (chunk: string) => {
            received += chunk.length;
            if (first && chunk.includes("retry:")) {
              first = false;
              if (++open === spec.count) console.log("ready");
            }
          });
        },
      )
      .on("error", (error) => {
        console.error(`stream ${i}: ${error.message}`);
        process.exit(1);
      });
  }
  process.on("SIGTERM", () => {
    console.log(JSON.stringify({ open, received }));
    process.exit(0);
  });
});
