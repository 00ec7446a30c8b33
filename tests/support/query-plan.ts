import { type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../src/server/db/client";

type PlanNode = Record<string, unknown>;

/** The nodes of an EXPLAIN (FORMAT JSON) plan, depth first. */
function nodesOf(plan: PlanNode): PlanNode[] {
  const children = (plan.Plans as PlanNode[] | undefined) ?? [];
  return [plan, ...children.flatMap(nodesOf)];
}

/** The plan PostgreSQL (or PGlite) would run for a query: its nodes' kinds and the indexes read. */
export async function queryPlan(db: DbOrTx, query: SQLWrapper) {
  const explained = await db.execute(sql`explain (format json) ${query}`);
  const plan = (explained.rows[0] as PlanNode)["QUERY PLAN"];
  const root = (typeof plan === "string" ? JSON.parse(plan) : plan)[0].Plan as PlanNode;
  const nodes = nodesOf(root);
  return {
    kinds: nodes.map((n) => String(n["Node Type"])),
    indexes: nodes.map((n) => n["Index Name"]).filter((name): name is string => typeof name === "string"),
  };
}

/**
 * The plan with sequential scans priced out: whether the query's form can be answered by an
 * index at all (on a test's few thousand rows a scan is cheaper, as it is not at a shop's size).
 */
export function indexedQueryPlan(db: DbOrTx, query: SQLWrapper) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return queryPlan(tx, query);
  });
}
