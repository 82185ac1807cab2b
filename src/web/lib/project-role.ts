import { roleCan, type Capability } from '@common/members';
import { useCurrentProject } from './queries/get-projects';

/**
 * What the signed-in user's role allows in the current project; everything while the project
 * loads is refused (the server decides in any case).
 */
export function useProjectCan(): (capability: Capability) => boolean {
  const { project } = useCurrentProject();
  return (capability) => (project ? roleCan(project.role, capability) : false);
}
