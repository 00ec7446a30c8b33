/**
 * The money journal (docs/decisions/0241): the one record of money, below every feature that
 * moves or shows it. Features write entries through these functions inside their own
 * transaction and read the journal's tables and views; nothing else records a lempira.
 */
export { journalPayments, journalRefunds, moneyEntries, standingEntry } from "./schema";
export { type EntryAuthor, type EntrySubject, insertEntries, reverseEntries } from "./write-entries";
