import { createContext, useContext } from 'react';

/** What a node card can ask of the editor (its configure and delete buttons). */
export interface BuilderActions {
  openConfig: (nodeId: string) => void;
  removeNode: (nodeId: string) => void;
}

export const BuilderActionsContext = createContext<BuilderActions | null>(null);

export function useBuilderActions(): BuilderActions {
  const actions = useContext(BuilderActionsContext);
  if (!actions) throw new Error('useBuilderActions must be used inside BuilderActionsContext');
  return actions;
}
