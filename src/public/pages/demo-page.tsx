import { catalogueProviderOf, MODEL_PROVIDERS } from '@common/catalogues';
import type { PublicVersion, VersionOpener } from '@common/versions';
import type { Lang, Translate } from '../i18n';
import { PageButton } from '../components/page-button';
import { ChatPanel } from '../components/chat-panel';
import { HomeLink } from '../components/home-link';
import { BotIcon, ExternalIcon, RefreshIcon, SparkIcon } from '../components/icons';
import { LoadingScreen, MessageScreen } from '../components/status-screen';
import { fetchPublicVersion, fetchVersionOpener } from '../lib/api';
import type { ChatMessage } from '../lib/chat-types';
import { PERSONALITY_CHARS } from '../lib/limits';
import { useAgentLanguage } from '../lib/use-agent-language';
import { useChat } from '../lib/use-chat';
import { useLoad, type LoadState } from '../lib/use-load';

const PRODUCT = 'AgentForge';

/** /demo/{versionId}: the agent's card beside a live chat that opens with the agent's introduction. */
export function DemoPage({ versionId }: { versionId: string }) {
  const { state, retry } = useLoad(versionId, fetchPublicVersion);
  const version = state.status === 'ready' ? state.data : undefined;
  const { lang, t } = useAgentLanguage(version?.defaultLanguage, version ? `${version.name} · ${version.version}` : undefined);

  if (state.status === 'loading') return <LoadingScreen text={t('loadingDemo')} />;
  if (state.status === 'notFound') {
    return <MessageScreen testId="not-found" title={t('notFoundTitle')} body={t('notFoundDemo')} action={<HomeLink label={t('goHome')} />} />;
  }
  if (state.status === 'error') {
    return <MessageScreen title={t('loadErrorTitle')} body={t('loadErrorBody')} action={<PageButton onClick={retry}>{t('retry')}</PageButton>} />;
  }
  return <DemoView version={state.data} lang={lang} t={t} />;
}

function providerName(id: string): string {
  return MODEL_PROVIDERS.find((p) => p.id === catalogueProviderOf(id))?.name ?? id;
}

function modelName(providerId: string, modelId: string): string {
  return MODEL_PROVIDERS.find((p) => p.id === catalogueProviderOf(providerId))?.models.find((m) => m.id === modelId)?.name ?? modelId;
}

/** The opener as the chat's first message; the page's own greeting if it could not be read. */
function openerLead(state: LoadState<VersionOpener>, t: Translate): ChatMessage[] {
  if (state.status === 'loading') return [{ id: 'opener', role: 'assistant', content: '' }];
  if (state.status === 'ready') return [{ id: 'opener', role: 'assistant', content: state.data.text }];
  return [{ id: 'greeting', role: 'assistant', content: t('greeting'), local: true }];
}

function DemoView({ version, lang, t }: { version: PublicVersion; lang: Lang; t: Translate }) {
  // the agent introduces itself without a chat turn: no conversation exists until the visitor writes
  const opener = useLoad(version.id, fetchVersionOpener).state;
  const chat = useChat({ versionId: version.id, channel: 'demo', t, lead: openerLead(opener, t), leadPending: opener.status === 'loading' });

  // the model that really answers: the built-in offline model when no key serves the configured one
  const { answeredBy } = version;
  const model = answeredBy.offline ? t('offlineModel') : modelName(answeredBy.provider, answeredBy.model);
  // the version keeps only the prompt's first 150 characters: say when it was cut
  const personality = version.personality.length >= PERSONALITY_CHARS ? `${version.personality}…` : version.personality || '—';
  const published = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(version.publishedAt));
  const facts: [string, string][] = [
    [t('model'), model],
    [t('provider'), answeredBy.offline ? PRODUCT : providerName(answeredBy.provider)],
    [t('version'), version.version],
    [t('published'), published],
  ];

  const chatHeader = (
    <header className="flex items-center justify-between gap-2 border-b px-4 py-3">
      <h2 className="flex items-center gap-2 text-sm font-semibold">
        <span className="size-2 rounded-full bg-success" aria-hidden="true" />
        {t('liveChat')}
      </h2>
      <PageButton variant="ghost" className="h-8" onClick={() => window.location.reload()}>
        <RefreshIcon />
        {t('newDemo')}
      </PageButton>
    </header>
  );

  return (
    <div className="min-h-dvh">
      <header className="border-b bg-card">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-4 sm:px-6">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <BotIcon width={20} height={20} />
          </span>
          <div className="min-w-0 flex-1 basis-48">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="truncate text-lg font-semibold" data-testid="demo-agent-name">
                {version.name}
              </h1>
              <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">{t('demoBadge')}</span>
            </div>
            <p className="text-sm text-muted-foreground">
              {version.version} · <span data-testid="demo-model-line">{model}</span>
            </p>
          </div>
          <a
            href="/"
            target="_blank"
            rel="noopener"
            className="inline-flex h-9 w-full items-center justify-center gap-1.5 rounded-md bg-primary px-3 text-sm sm:w-auto font-medium text-primary-foreground hover:opacity-90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <SparkIcon />
            {t('createAgent')}
            <ExternalIcon width={14} height={14} />
          </a>
        </div>
      </header>
      <main className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[20rem_1fr]">
        <aside className="flex flex-col rounded-xl border bg-card shadow-sm lg:self-start" data-testid="demo-info">
          <h2 className="border-b px-5 py-3 text-sm font-semibold">{t('agentInfo')}</h2>
          <dl className="space-y-3 px-5 py-4 text-sm">
            {facts.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="truncate text-right font-medium">{value}</dd>
              </div>
            ))}
            <div>
              <dt className="text-muted-foreground">{t('personality')}</dt>
              <dd className="mt-1 rounded-md bg-muted p-3 text-xs leading-relaxed break-words">{personality}</dd>
            </div>
          </dl>
          <p className="mt-auto border-t px-5 py-3 text-center text-xs text-muted-foreground">
            {t('createdWith', { product: PRODUCT })}
          </p>
        </aside>
        <ChatPanel chat={chat} t={t} header={chatHeader} closingText={t('demoClosing')} mode="demo" starters={version.starters} className="h-[600px] rounded-xl border shadow-sm" />
      </main>
    </div>
  );
}
