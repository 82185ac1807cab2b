import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import type { DemoState } from './demo-player';
import type { DemoScenario } from './scenarios';

interface Props {
  scenarios: DemoScenario[];
  state: DemoState;
  onSelect: (index: number) => void;
}

/** Side list of the scenarios (a scrollable row on phones); choosing one restarts it. */
export function DemoScenarioList({ scenarios, state, onSelect }: Props) {
  const { t } = useTranslation('landing');

  return (
    <nav aria-label={t('demo.scenariosLabel')} className="border-b bg-muted/40 p-3 md:border-r md:border-b-0">
      <p className="hidden px-2 pt-1 pb-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase md:block">
        {t('demo.scenariosLabel')}
      </p>
      <ul className="flex gap-2 overflow-x-auto md:flex-col md:overflow-visible">
        {scenarios.map((scenario, index) => {
          const active = index === state.scenario;
          const Icon = scenario.icon;
          const progress = active ? (state.shown / scenario.messages.length) * 100 : 0;
          return (
            <li key={scenario.id} className="shrink-0 md:shrink">
              <button
                type="button"
                data-testid="demo-scenario"
                aria-current={active ? 'true' : undefined}
                onClick={() => onSelect(index)}
                className={cn(
                  'relative flex w-full cursor-pointer items-center gap-3 overflow-hidden rounded-md border px-3 py-2.5 text-left transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  active ? 'border-primary/40 bg-card shadow-sm' : 'border-transparent hover:bg-accent',
                )}
              >
                <span
                  className={cn(
                    'flex size-9 shrink-0 items-center justify-center rounded-md',
                    active ? 'bg-primary text-primary-foreground' : 'bg-secondary text-muted-foreground',
                  )}
                >
                  <Icon className="size-4" aria-hidden />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-medium whitespace-nowrap md:whitespace-normal">
                    {t(`demo.scenarios.${scenario.id}.title`)}
                  </span>
                  <span className="hidden text-xs text-muted-foreground md:block">
                    {t(`demo.scenarios.${scenario.id}.subtitle`)}
                  </span>
                </span>
                <span
                  aria-hidden
                  className="absolute bottom-0 left-0 h-0.5 bg-primary transition-[width] duration-500"
                  style={{ width: `${progress}%` }}
                />
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
