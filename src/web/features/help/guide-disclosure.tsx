import { ArrowRight, ChevronDown, ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../../components/ui/button';
import { CodeBlock } from '../../components/ui/code-block';
import { cn } from '../../lib/cn';
import type { HelpGuide } from './help-content';
import { HelpLink } from './help-link';

interface GuideDisclosureProps {
  guide: HelpGuide;
  /** the catalogue section: 'guides' or 'tutorials' */
  section: string;
  defaultOpen?: boolean;
}

/** One guide: its title toggles a short list of steps and a link to the screen where they happen. */
export function GuideDisclosure({ guide, section, defaultOpen = false }: GuideDisclosureProps) {
  const { t } = useTranslation('help');
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const key = `${section}.${guide.id}`;
  const Icon = guide.icon;
  const steps = Array.from({ length: guide.steps }, (_, i) => t(`${key}.step${i + 1}`));

  return (
    <li className="rounded-lg border bg-card" data-testid={`help-guide-${guide.id}`}>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full cursor-pointer items-center gap-3 rounded-lg p-4 text-left transition-colors hover:bg-accent/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
            <Icon className="size-4" aria-hidden="true" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-medium">{t(`${key}.title`)}</span>
            <span className="block text-sm text-muted-foreground">{t(`${key}.summary`)}</span>
          </span>
          <ChevronDown className={cn('size-4 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')} aria-hidden="true" />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="space-y-3 border-t px-4 pb-4 pt-3">
        <ol className="list-decimal space-y-1.5 pl-5 text-sm marker:text-muted-foreground">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {guide.template && <CodeBlock code={t(`${key}.template`)} copyLabel={t('copy')} copiedLabel={t('copied')} className="whitespace-pre-wrap text-xs" />}
        {guide.code && <CodeBlock code={guide.code} copyLabel={t('copy')} copiedLabel={t('copied')} className="text-xs" />}
        <HelpLink action={guide.action} supportEmail={undefined} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          {t(`${key}.action`)}
          {guide.action.kind === 'external' ? <ExternalLink aria-hidden="true" /> : <ArrowRight aria-hidden="true" />}
        </HelpLink>
      </div>
    </li>
  );
}
