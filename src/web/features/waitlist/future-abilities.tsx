import { BookOpen, ChartColumn, FlaskConical, Rocket, Workflow, Wrench, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';

const ABILITIES: { id: string; icon: LucideIcon }[] = [
  { id: 'build', icon: Workflow },
  { id: 'knowledge', icon: BookOpen },
  { id: 'test', icon: FlaskConical },
  { id: 'tools', icon: Wrench },
  { id: 'deploy', icon: Rocket },
  { id: 'analytics', icon: ChartColumn },
];

/** What a waitlisted user will be able to do once approved. */
export function FutureAbilities() {
  const { t } = useTranslation('waitlist');

  return (
    <Card className="p-6">
      <h2 className="font-semibold">{t('view.abilitiesTitle')}</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {ABILITIES.map(({ id, icon: Icon }) => (
          <li key={id} className="flex items-start gap-3 text-sm">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-4" aria-hidden />
            </span>
            <span className="pt-1.5">{t(`view.abilities.${id}`)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
