import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrentProjectGate } from '../../components/current-project-gate';
import { Skeleton } from '../../components/ui/skeleton';
import { ConversationTranscript } from './conversation-transcript';
import { ProjectConversations } from './project-conversations';

function ConversationsGate({ children }: { children: (projectId: string) => ReactNode }) {
  const { t } = useTranslation('conversations');
  return (
    <CurrentProjectGate loading={<Skeleton className="h-64" aria-busy="true" />} noProject={{ title: t('noProject.title'), body: t('noProject.body') }}>
      {children}
    </CurrentProjectGate>
  );
}

/** /conversations: every conversation of the current project, on every channel. */
export function ConversationsPage() {
  return <ConversationsGate>{(projectId) => <ProjectConversations projectId={projectId} />}</ConversationsGate>;
}

/** /conversations/{id}: one transcript, at an address that can be shared. */
export function ConversationPage({ conversationId }: { conversationId: string }) {
  return <ConversationsGate>{(projectId) => <ConversationTranscript projectId={projectId} conversationId={conversationId} />}</ConversationsGate>;
}
