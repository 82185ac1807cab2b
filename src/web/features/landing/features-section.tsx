import { BookOpen, ChartColumn, FlaskConical, Share2, Workflow, Wrench, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { SectionHeading } from './section-heading';

/** The six promoted capabilities, keys under features.items. */
const FEATURES: { id: string; icon: LucideIcon }[] = [
  { id: 'builder', icon: Workflow },
  { id: 'console', icon: FlaskConical },
  { id: 'tools', icon: Wrench },
  { id: 'knowledge', icon: BookOpen },
  { id: 'channels', icon: Share2 },
  { id: 'analytics', icon: ChartColumn },
];

export function FeaturesSection() {
  const { t } = useTranslation('landing');

  return (
    <section id="features" className="scroll-mt-20 px-4 py-16 sm:py-20">
      <SectionHeading title={t('features.heading')} subtitle={t('features.subheading')} />
      <ul className="mx-auto mt-12 grid max-w-6xl gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ id, icon: Icon }) => (
          <li key={id}>
            <Card data-testid="feature-card" className="h-full p-6 transition-colors hover:border-primary/40">
              <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t(`features.items.${id}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t(`features.items.${id}.description`)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
