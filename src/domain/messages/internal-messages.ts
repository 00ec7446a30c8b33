/**
 * Rules of Mensajería, the internal messages between staff (docs/product/operations.md, data.md;
 * decisions 0085–0086). A thread's id is its first message's id; every message of a thread
 * carries the thread's participants. Read state is kept per participant (`readBy`), and
 * `isRead` means every participant has read the message.
 */
export const MESSAGE_MAX = 2000;
export const SUBJECT_MAX = 120;
/** Characters of a message shown in the thread list and in the notification. */
export const PREVIEW_MAX = 80;

/** The participants of a new thread: the sender first, then each recipient once. */
export function threadParticipants(senderId: string, recipientIds: readonly string[]): string[] {
  return [senderId, ...new Set(recipientIds.filter((id) => id !== senderId))];
}

/** True when every participant has read the message (the original's single isRead). */
export function readByEveryone(participantIds: readonly string[], readBy: readonly string[]): boolean {
  return participantIds.every((id) => readBy.includes(id));
}

/** A message is visible to a participant who has not deleted it for themself. */
export function visibleTo(
  message: { participantIds: readonly string[]; deletedBy: readonly string[] },
  userId: string,
): boolean {
  return message.participantIds.includes(userId) && !message.deletedBy.includes(userId);
}

/** One line of a message, cut at PREVIEW_MAX characters with an ellipsis. */
export function messagePreview(content: string, max = PREVIEW_MAX): string {
  const line = content.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** An order is mentioned by its number: '#' and the 6 characters of docs/product/screens.md. */
const MENTION = /#([A-Za-z0-9]{6})(?![A-Za-z0-9])/g;

export type MessageSegment = { kind: "text"; text: string } | { kind: "order"; number: string };

/** Splits a message into text and order mentions (numbers uppercased), for linking each number. */
export function messageSegments(content: string): MessageSegment[] {
  const segments: MessageSegment[] = [];
  let last = 0;
  for (const match of content.matchAll(MENTION)) {
    if (match.index > last) segments.push({ kind: "text", text: content.slice(last, match.index) });
    segments.push({ kind: "order", number: match[1]!.toUpperCase() });
    last = match.index + match[0].length;
  }
  if (last < content.length) segments.push({ kind: "text", text: content.slice(last) });
  return segments;
}

/** The distinct order numbers a message mentions, in order of appearance. */
export function orderMentions(content: string): string[] {
  return [...new Set(messageSegments(content).flatMap((s) => (s.kind === "order" ? [s.number] : [])))];
}
