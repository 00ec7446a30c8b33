/** Text of an information page: paragraphs separated by blank lines; a paragraph starting with '## ' is a heading. */
export function Prose({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-4 leading-relaxed">
      {text.split(/\n\s*\n/).map((block, i) =>
        block.startsWith("## ") ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks may repeat; their order is their identity
          <h2 key={i} className="mt-4 font-display text-2xl font-semibold">
            {block.slice(3).split("\n")[0]}
            {block.includes("\n") ? (
              <span className="mt-2 block font-sans text-base font-normal">
                {block.slice(block.indexOf("\n") + 1)}
              </span>
            ) : null}
          </h2>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks may repeat; their order is their identity
          <p key={i}>{block}</p>
        ),
      )}
    </div>
  );
}
