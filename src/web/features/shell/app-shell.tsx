import type { ReactNode } from 'react';
import type { PublicUser } from '@common/auth';
import { useCurrentProject } from '../../lib/queries/get-projects';
import { useProjectAgents } from '../../lib/queries/get-project-agents';
import { useProjectAnalytics } from '../../lib/queries/get-project-analytics';
import { useSettings } from '../../lib/queries/get-settings';
import { AppSidebar } from './app-sidebar';
import { PageHeader } from './page-header';
import { useSidebar } from './use-sidebar';
import { ProjectSwitcher } from './project-switcher';
import { RoleNotice } from './role-notice';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useProjectCan } from '../../lib/project-role';

/** The signed-in frame: sidebar (or phone drawer), page header, and the page. */
export function AppShell({ user, children }: { user: PublicUser; children: ReactNode }) {
  const sidebar = useSidebar();
  const { project, isPending: projectsPending } = useCurrentProject();
  const can = useProjectCan();
  // an operator's role reads neither: their queries would only fail
  const viewable = can('view') ? project?.id : undefined;
  const agents = useProjectAgents(viewable);
  const analytics = useProjectAnalytics(viewable);
  const settings = useSettings();

  const data = {
    user,
    projectName: project?.name,
    // undefined (a placeholder) until known: a reload must not flash '0 agents'
    agentCount: projectsPending || (viewable && agents.isPending) ? undefined : (agents.data?.length ?? 0),
    // null hides the line: it failed, or this role (or a required set-up) does not read it
    monthCost:
      analytics.isError || (!viewable && !projectsPending) ? null : analytics.data && { amount: analytics.data.monthCost, unpricedRuns: analytics.data.monthUnpricedRuns },
    showTooltips: settings.data?.tooltips ?? true,
    can,
    projectSwitcher: <ProjectSwitcher />,
  };

  return (
    <div className="flex min-h-svh w-full bg-background text-foreground">
      <SkipLink />
      <AppSidebar data={data} sidebar={sidebar} />
      <div className="flex min-w-0 flex-1 flex-col">
        <PageHeader sidebar={sidebar} canCreateAgent={project !== null && can('build')} agents={agents.data ?? []} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 p-4 outline-none sm:p-6">
          {project && (project.role === 'viewer' || project.role === 'operator') && <RoleNotice role={project.role} />}
          {children}
        </main>
      </div>
    </div>
  );
}
