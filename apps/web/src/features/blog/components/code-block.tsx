/**
 * Example code in an article. Long lines wrap rather than scroll, so the block needs no
 * keyboard-focusable scroll region and never widens the page on phones.
 */
export function CodeBlock({ code, caption }: { code: string; caption: string }) {
  return (
    <figure className="my-5">
      <figcaption className="mb-1 font-medium text-base-content/80 text-sm">{caption}</figcaption>
      <pre className="whitespace-pre-wrap break-words rounded-box bg-neutral p-4 text-neutral-content text-sm leading-relaxed">
        <code>{code.trim()}</code>
      </pre>
    </figure>
  );
}
