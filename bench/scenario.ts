/**
 * A scenario's onResponse sets this key on its connection's context when that response completes
 * the sequence (a checkout paid, say): bench/load-runner.ts then counts the sequence in
 * `LoadResult.complete`, its latency the sum of its steps' latencies (autocannon sends each step
 * as soon as the previous one answered). Kept apart from load-runner.ts, whose top level runs the
 * load: a scenario module importing it would wait on itself.
 */
export const COMPLETE = "sequenceComplete";
