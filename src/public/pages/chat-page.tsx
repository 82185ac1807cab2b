import type { PublicVersion } from '@common/versions';
import type { Translate } from '../i18n';
import { PageButton } from '../components/page-button';
import { ChatPanel } from '../components/chat-panel';
import { HomeLink } from '../components/home-link';
import { BotIcon } from '../components/icons';
import { LoadingScreen, MessageScreen } from '../components/status-screen';
import { fetchPublicVersion, fetchPublicWidget } from '../lib/api';
import { useAgentLanguage } from '../lib/use-agent-language';
import { readIdentity } from '../lib/identity';
import { useChat } from '../lib/use-chat';
import { useLoad } from '../lib/use-load';

interface ChatPageProps {
  versionId: string;
  channel: 'chat' | 'widget';
  embed: boolean;
  /** a designed widget (?widget= from the embed script): its logo shows in the header */
  widgetId: string | null;
}

const noWidget = () => Promise.resolve(null);

/** Only images from this server or https; anything else (javascript:, data:...) is ignored. */
function safeLogo(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.origin === window.location.origin || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** /chat/{versionId} and /widget/{versionId} (the latter also inside the embed script's frame). */
export function ChatPage({ versionId, channel, embed, widgetId }: ChatPageProps) {
  const { state, retry } = useLoad(versionId, fetchPublicVersion);
  const widget = useLoad(widgetId ?? '', widgetId ? fetchPublicWidget : noWidget).state;
  const logo = widget.status === 'ready' ? safeLogo(widget.data?.customConfig.logoUrl) : null;
  const version = state.status === 'ready' ? state.data : undefined;
  const { t } = useAgentLanguage(version?.defaultLanguage, version?.name);

  if (state.status === 'loading') return <LoadingScreen text={t('loadingChat')} />;
  if (state.status === 'notFound') {
    return <MessageScreen testId="not-found" title={t('notFoundTitle')} body={t('notFoundChat')} action={<HomeLink label={t('goHome')} newTab={embed} />} />;
  }
  if (state.status === 'error') {
    return <MessageScreen title={t('loadErrorTitle')} body={t('loadErrorBody')} action={<PageButton onClick={retry}>{t('retry')}</PageButton>} />;
  }
  return <ChatView version={state.data} channel={channel} embed={embed} logo={logo} t={t} />;
}

interface ChatViewProps {
  version: PublicVersion;
  channel: 'chat' | 'widget';
  embed: boolean;
  logo: string | null;
  t: Translate;
}

/** read once: the fragment is the site's way of saying who the visitor is (docs/decisions/0045) */
const pageIdentity = readIdentity(window.location.hash);

function ChatView({ version, channel, embed, logo, t }: ChatViewProps) {
  const chat = useChat({
    identity: pageIdentity,
    versionId: version.id,
    channel,
    t,
    initial: [{ id: 'greeting', role: 'assistant', content: t('greeting'), local: true }],
  });
  const header = (
    <header className="flex items-center gap-3 border-b px-4 py-3">
      {logo ? (
        <img src={logo} alt="" className="size-9 shrink-0 rounded-full border object-cover" />
      ) : (
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <BotIcon width={18} height={18} />
        </span>
      )}
      <div className="min-w-0">
        <h1 className="truncate text-sm font-semibold" data-testid="chat-title">
          {t('chatTitle', { name: version.name || t('assistant') })}
        </h1>
        <p className="text-xs text-muted-foreground">{t('publicVersion')}</p>
      </div>
    </header>
  );
  const panel = <ChatPanel chat={chat} t={t} header={header} closingText={t('chatClosing')} mode="chat" starters={version.starters} className={embed ? 'h-dvh' : 'h-[600px] rounded-xl border shadow-sm'} />;
  if (embed) return <main>{panel}</main>;
  return (
    <main className="flex min-h-dvh items-center justify-center p-4 sm:p-6">
      <div className="w-full max-w-3xl">{panel}</div>
    </main>
  );
}
