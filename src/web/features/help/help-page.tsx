import { ArrowRight, ExternalLink, GraduationCap, LifeBuoy, Rocket, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { useHelp } from '../../lib/queries/get-help';
import { GuideDisclosure } from './guide-disclosure';
import { ADVANCED_TUTORIALS, GETTING_STARTED_GUIDES, QUICK_ACTIONS, SUPPORT_LINKS, type HelpLinkItem } from './help-content';
import { HelpLink } from './help-link';

/** /help: Getting Started guides, Advanced Features tutorials, Support and Quick Actions. */
export function HelpPage() {
  const { t } = useTranslation('help');
  // undefined while it loads (the mail item waits), null when the instance has none (the mail item is hidden)
  const supportEmail = useHelp().data?.supportEmail;

  return (
    <div className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-3" data-testid="help-page">
      <div className="space-y-6 lg:col-span-2">
        <HelpSection id="getting-started" icon={<Rocket />} title={t('gettingStarted.title')} description={t('gettingStarted.description')}>
          <ul className="space-y-3">
            {GETTING_STARTED_GUIDES.map((guide, index) => (
              <GuideDisclosure key={guide.id} guide={guide} section="guides" defaultOpen={index === 0} />
            ))}
          </ul>
        </HelpSection>
        <HelpSection id="advanced" icon={<GraduationCap />} title={t('advanced.title')} description={t('advanced.description')}>
          <ul className="space-y-3">
            {ADVANCED_TUTORIALS.map((guide) => (
              <GuideDisclosure key={guide.id} guide={guide} section="tutorials" />
            ))}
          </ul>
        </HelpSection>
      </div>
      {/* on narrow screens the ways to get help come first */}
      <div className="order-first space-y-6 lg:order-none">
        <HelpSection id="quick-actions" icon={<Zap />} title={t('quickActions.title')} description={t('quickActions.description')}>
          <LinkList items={QUICK_ACTIONS} section="quickActions" supportEmail={supportEmail} emphasised />
        </HelpSection>
        <HelpSection id="support" icon={<LifeBuoy />} title={t('support.title')} description={supportEmail === null ? t('support.descriptionNoMail') : t('support.description')}>
          <LinkList items={SUPPORT_LINKS} section="support" supportEmail={supportEmail} />
        </HelpSection>
      </div>
    </div>
  );
}

function HelpSection({ id, icon, title, description, children }: { id: string; icon: ReactNode; title: string; description: string; children: ReactNode }) {
  const headingId = `help-${id}-heading`;
  return (
    <Card role="region" aria-labelledby={headingId} data-testid={`help-section-${id}`}>
      <CardHeader>
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold leading-none tracking-tight [&_svg]:size-5 [&_svg]:text-primary">
          <span aria-hidden="true">{icon}</span>
          {title}
        </h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

interface LinkListProps {
  items: HelpLinkItem[];
  section: 'quickActions' | 'support';
  supportEmail: string | null | undefined;
  /** quick actions are drawn as buttons */
  emphasised?: boolean;
}

function LinkList({ items, section, supportEmail, emphasised = false }: LinkListProps) {
  const { t } = useTranslation('help');
  return (
    <ul className="space-y-2">
      {items.filter(({ action }) => action.kind !== 'mail' || supportEmail !== null).map(({ id, icon: Icon, action }) => (
        <li key={id}>
          <HelpLink
            action={action}
            supportEmail={supportEmail ?? undefined}
            data-testid={`help-${section}-${id}`}
            className={cn(
              'flex items-center gap-3 rounded-md border p-3 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-disabled:opacity-60',
              emphasised ? 'bg-primary/5 hover:bg-primary/10' : 'hover:bg-accent/50',
            )}
          >
            <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="min-w-0 flex-1">
              <span className="block font-medium">{t(`${section}.${id}.title`)}</span>
              <span className={cn('block text-muted-foreground', action.kind === 'mail' && 'break-all')}>
                {action.kind === 'mail' ? (supportEmail ?? t('loading')) : t(`${section}.${id}.description`)}
              </span>
            </span>
            {action.kind === 'external' ? (
              <ExternalLink className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            ) : (
              <ArrowRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            )}
          </HelpLink>
        </li>
      ))}
    </ul>
  );
}
