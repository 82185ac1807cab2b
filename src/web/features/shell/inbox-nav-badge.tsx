import { useTranslation } from 'react-i18next';
import { useProjectCan } from '../../lib/project-role';
import { useCurrentProject } from '../../lib/queries/get-projects';
import { useInbox } from '../../lib/queries/get-inbox';

// Every screen shows the sidebar: a held-open event stream on each would cost the server a
// connection per tab, so the count polls; on the Inbox itself the page's stream refreshes it at once.
const POLL_MS = 30_000;

/** How many conversations wait for a person; nothing when none. */
export function InboxNavBadge({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('inbox');
  const { project } = useCurrentProject();
  const can = useProjectCan();
  const projectId = can('readConversations') ? project?.id : undefined;
  const inbox = useInbox(projectId, POLL_MS);
  const count = inbox.data?.requested ?? 0;
  if (count < 1) return null;
  const label = t('nav.waiting', { count });
  if (collapsed) return <span className="absolute right-1 top-1 size-2 rounded-full bg-warning" title={label} aria-hidden="true" />;
  return (
    <span className="ml-auto rounded-full bg-warning/15 px-2 py-0.5 text-xs font-semibold text-warning" data-testid="inbox-waiting-badge" title={label}>
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
