import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { projectsQuery } from '../../lib/queries/get-projects';
import { useSelectProject } from './api/select-project';

/** The projects the user belongs to (shown when there is more than one); the chosen one is remembered by the server. */
export function ProjectSwitcher() {
  const { t } = useTranslation('members');
  const projects = useQuery(projectsQuery());
  const select = useSelectProject();
  const [, navigate] = useLocation();
  if (!projects.data || projects.data.length < 2) return null;
  const current = projects.data[0];
  return (
    <div className="px-3 pb-3">
      <Select
        value={current.id}
        disabled={select.isPending}
        onValueChange={(id) => {
          if (id === current.id) return;
          select.mutate(id);
          navigate('/');
        }}
      >
        <SelectTrigger className="h-8 w-full text-xs" aria-label={t('switcher.label')} data-testid="project-switcher">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {projects.data.map((p) => (
            <SelectItem key={p.id} value={p.id} data-testid="project-option">
              {t('switcher.role', { project: p.name, role: t(`roles.${p.role}`) })}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
