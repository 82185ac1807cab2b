import { useCurrentProject } from '../../../lib/queries/get-projects';

/**
 * Widget customisation is a Premium feature: open when the current project's
 * owner has Premium (or the instance does not enforce plans), as the server decides.
 */
export function usePremiumAccess(): boolean {
  return useCurrentProject().project?.premium ?? false;
}
