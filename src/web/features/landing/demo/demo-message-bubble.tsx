import { Bot } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { DemoRole } from './scenarios';

interface Props {
  role: DemoRole;
  text: string;
  time: string;
}

/** One demo message: assistant on the left, customer on the right, each with its fixed time. */
export function DemoMessageBubble({ role, text, time }: Props) {
  const assistant = role === 'assistant';
  return (
    <div
      data-testid="demo-message"
      data-role={role}
      className={cn(
        'flex max-w-[85%] items-end gap-2 transition duration-300 starting:translate-y-2 starting:opacity-0',
        assistant ? 'self-start' : 'flex-row-reverse self-end',
      )}
    >
      {assistant && (
        <span className="mb-5 flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary">
          <Bot className="size-4" aria-hidden />
        </span>
      )}
      <div className={cn('flex flex-col gap-1', assistant ? 'items-start' : 'items-end')}>
        <p
          className={cn(
            'rounded-2xl px-3.5 py-2 text-sm leading-relaxed',
            assistant ? 'rounded-bl-sm bg-muted text-foreground' : 'rounded-br-sm bg-primary text-primary-foreground',
          )}
        >
          {text}
        </p>
        <time className="px-1 text-[11px] text-muted-foreground">{time}</time>
      </div>
    </div>
  );
}

/** Three bouncing dots shown while the next assistant message is on its way. */
export function DemoTypingIndicator({ label }: { label: string }) {
  return (
    <div className="flex items-end gap-2 self-start" role="img" aria-label={label}>
      <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary">
        <Bot className="size-4" aria-hidden />
      </span>
      <span className="flex gap-1 rounded-2xl rounded-bl-sm bg-muted px-3.5 py-3">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-1.5 animate-bounce rounded-full bg-muted-foreground"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
    </div>
  );
}
