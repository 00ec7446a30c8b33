import { Link } from "react-router";
import { messageSegments } from "../../domain/messages/internal-messages";
import { messagingMessages as mm } from "../../domain/messages/messages-messaging";

/** A message's text with each mentioned order number linking to that order (when the reader may open it). */
export function MessageText({ content, orders }: { content: string; orders: ReadonlyMap<string, string> }) {
  // Each segment's key is where it starts in the text (the segments of one text never move).
  let start = 0;
  return (
    <p className="whitespace-pre-wrap break-words">
      {messageSegments(content).map((segment) => {
        const key = start;
        start += segment.kind === "text" ? segment.text.length : segment.number.length + 1;
        if (segment.kind === "text") return <span key={key}>{segment.text}</span>;
        const saleId = orders.get(segment.number);
        return saleId ? (
          <Link
            key={key}
            to={`/admin/orders?order=${encodeURIComponent(saleId)}`}
            className="font-mono font-semibold text-gold underline underline-offset-2"
            title={mm.orderMentionTitle(segment.number)}
            data-testid="order-mention"
          >
            #{segment.number}
          </Link>
        ) : (
          <span key={key} className="font-mono">
            #{segment.number}
          </span>
        );
      })}
    </p>
  );
}
