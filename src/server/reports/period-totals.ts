/** Column sums of a report's rows, labelled 'Total'. */
export function totalsOf<K extends string>(list: ReadonlyArray<{ [P in K]: number }>, keys: readonly K[]) {
  const totals = {} as { [P in K]: number };
  for (const k of keys) totals[k] = list.reduce((sum: number, r) => sum + r[k], 0);
  return { period: "Total", ...totals };
}
