/**
 * An email's HTML as the customer's mail program shows it, in a sandboxed iframe with no
 * permissions at all: no scripts, no forms, no navigation of this page (names in it are user input).
 */
export function EmailFrame({ html, title }: { html: string; title: string }) {
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={html}
      referrerPolicy="no-referrer"
      className="h-[28rem] w-full rounded-lg border border-border bg-white"
    />
  );
}
