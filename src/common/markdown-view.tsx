import type { ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from './markdown';

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((n, i) => {
    switch (n.type) {
      case 'text':
        return n.text;
      case 'code':
        return (
          <code key={i} className="rounded bg-black/10 px-1 py-0.5 font-mono text-[0.85em] dark:bg-white/10">
            {n.text}
          </code>
        );
      case 'strong':
        return <strong key={i}>{renderInline(n.children)}</strong>;
      case 'em':
        return <em key={i}>{renderInline(n.children)}</em>;
      case 'link':
        return (
          <a key={i} href={n.href} target="_blank" rel="noopener noreferrer nofollow" className="underline underline-offset-2">
            {renderInline(n.children)}
          </a>
        );
      case 'br':
        return <br key={i} />;
    }
  });
}

function renderBlock(b: Block, i: number): ReactNode {
  switch (b.type) {
    case 'paragraph':
      return <p key={i}>{renderInline(b.children)}</p>;
    case 'heading':
      return (
        <p key={i} className="font-semibold">
          {renderInline(b.children)}
        </p>
      );
    case 'code':
      return (
        <pre key={i} className="overflow-x-auto rounded-md bg-black/80 p-3 font-mono text-xs text-white" data-lang={b.lang || undefined}>
          <code>{b.text}</code>
        </pre>
      );
    case 'list': {
      const items = b.items.map((item, j) => <li key={j}>{renderInline(item)}</li>);
      return b.ordered ? (
        <ol key={i} start={b.start} className="list-decimal space-y-1 pl-5">
          {items}
        </ol>
      ) : (
        <ul key={i} className="list-disc space-y-1 pl-5">
          {items}
        </ul>
      );
    }
  }
}

/** A chat reply's Markdown as React elements: never raw HTML. */
export function MarkdownView({ text }: { text: string }) {
  return <div className="space-y-2 break-words">{parseMarkdown(text).map(renderBlock)}</div>;
}
