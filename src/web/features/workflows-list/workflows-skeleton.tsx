import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';

/** Three skeleton cards while loading. */
export const SKELETON_CARDS = 3;

export function WorkflowsSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" data-testid="workflows-skeleton">
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <Card key={i}>
          <CardHeader className="gap-3">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-full" />
          </CardHeader>
          <CardContent className="grid gap-3">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-9 w-full" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
