import { FolderPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCurrentProject } from '../lib/queries/get-projects';
import { InlineError } from './inline-error';
import { Card, CardContent } from './ui/card';

interface CurrentProjectGateProps {
  /** shown while the projects load */
  loading: ReactNode;
  /** the page's own 'create a project first' texts */
  noProject: { title: string; body: string };
  children: (projectId: string) => ReactNode;
}

/** Pages that work on the current project (the first one): loading, error and no-project states. */
export function CurrentProjectGate({ loading, noProject, children }: CurrentProjectGateProps) {
  const projects = useCurrentProject();
  if (projects.isPending) return <>{loading}</>;
  if (projects.isError) return <InlineError error={projects.error} onRetry={() => void projects.refetch()} />;
  if (!projects.project) {
    return (
      <Card className="mx-auto max-w-lg" data-testid="no-project">
        <CardContent className="flex flex-col items-center gap-3 pt-8 pb-8 text-center">
          <FolderPlus className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{noProject.title}</p>
          <p className="text-sm text-muted-foreground">{noProject.body}</p>
        </CardContent>
      </Card>
    );
  }
  return <>{children(projects.project.id)}</>;
}
