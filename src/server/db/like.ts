/**
 * A LIKE / ILIKE pattern matching `text` anywhere in a value: what a person typed is taken as
 * characters, so a `%`, `_` or `\` they typed is not a wildcard. (A substring search's index is a
 * trigram index: docs/decisions/0259.)
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
