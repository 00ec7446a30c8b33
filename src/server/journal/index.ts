/**
 * The money journal (docs/decisions/0252): the one record of money, below every feature that
 * moves or shows it. Features write entries through these functions inside their own
 * transaction and read the journal's tables and views; nothing else records a lempira.
 */

export { atCounter, awayFromCounter, type Counter } from "./counter";
export { journalPayments, journalRefunds, moneyEntries, standingEntry } from "./schema";
export {
  type EntryAuthor,
  type EntrySubject,
  insertEntries,
  refusedWithoutSession,
  reverseEntries,
} from "./write-entries";
