import { Pause, Play, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import type { DemoState } from './demo-player';
import { DemoMessageBubble, DemoTypingIndicator } from './demo-message-bubble';
import type { DemoScenario } from './scenarios';

interface Props {
  scenario: DemoScenario;
  state: DemoState;
  onToggle: () => void;
}

/** The chat window of the demo: header with pause/play, the messages so far, a disabled input. */
export function DemoChat({ scenario, state, onToggle }: Props) {
  const { t } = useTranslation('landing');
  const listRef = useRef<HTMLDivElement>(null);
  const Icon = scenario.icon;
  const visible = scenario.messages.slice(0, state.shown);
  const next = scenario.messages[state.shown];
  const typing = state.playing && next?.role === 'assistant';

  // Keep the newest message in view inside the chat box without scrolling the page.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTo({ top: list.scrollHeight, behavior: 'smooth' });
  }, [state.scenario, state.shown, typing]);

  return (
    <div className="flex min-w-0 flex-col">
      <div className="flex items-center gap-3 border-b px-4 py-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{t(`demo.scenarios.${scenario.id}.title`)}</p>
          <p className="flex items-center gap-1.5 truncate text-xs text-muted-foreground">
            <span className="size-2 shrink-0 rounded-full bg-success" aria-hidden />
            <span>{t('demo.online')}</span>
            <span aria-hidden>·</span>
            <span className="truncate">{t(`demo.scenarios.${scenario.id}.subtitle`)}</span>
          </p>
        </div>
        <Button
          variant="outline"
          size="icon"
          data-testid="demo-play-toggle"
          aria-label={state.playing ? t('demo.pause') : t('demo.play')}
          title={state.playing ? t('demo.pause') : t('demo.play')}
          onClick={onToggle}
        >
          {state.playing ? <Pause aria-hidden /> : <Play aria-hidden />}
        </Button>
      </div>

      <div
        ref={listRef}
        role="log"
        aria-label={t('demo.conversation')}
        aria-live="off"
        className="flex h-96 flex-col gap-3 overflow-y-auto bg-background/40 px-4 py-4"
      >
        {visible.map((message) => (
          <DemoMessageBubble
            key={`${scenario.id}-${message.key}`}
            role={message.role}
            time={message.time}
            text={t(`demo.scenarios.${scenario.id}.messages.${message.key}`)}
          />
        ))}
        {typing && <DemoTypingIndicator label={t('demo.typing')} />}
      </div>

      <div className="flex items-center gap-2 border-t p-3">
        <Input disabled placeholder={t('demo.inputPlaceholder')} aria-label={t('demo.inputPlaceholder')} />
        <Button size="icon" disabled aria-label={t('demo.send')}>
          <Send aria-hidden />
        </Button>
      </div>
    </div>
  );
}
