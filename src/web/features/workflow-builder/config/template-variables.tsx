import { Braces } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_VARIABLES } from '@common/workflows';
import { variableToken } from './insert-at-cursor';

/** The variables a node can use; a click puts one at the caret of the last text field used. */
export function TemplateVariables({ onInsert }: { onInsert: (variable: string) => void }) {
  const { t } = useTranslation('workflowBuilder');
  return (
    <section className="grid gap-2 rounded-md border border-dashed bg-muted/40 p-3" aria-labelledby="template-variables-title" data-testid="template-variables">
      <div>
        <h3 id="template-variables-title" className="flex items-center gap-1.5 text-sm font-medium">
          <Braces className="size-4 text-muted-foreground" aria-hidden="true" />
          {t('variables.title')}
        </h3>
        <p className="text-xs text-muted-foreground">{t('variables.hint')}</p>
      </div>
      <ul className="flex flex-wrap gap-1.5">
        {TEMPLATE_VARIABLES.map((variable) => (
          <li key={variable}>
            <button
              type="button"
              // keep the caret in the field being edited
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onInsert(variable)}
              className="cursor-pointer rounded-md border bg-background px-2 py-1 font-mono text-xs text-foreground transition-colors hover:border-primary/60 hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={t('variables.insert', { variable: variableToken(variable) })}
              data-testid={`template-variable-${variable}`}
            >
              {variableToken(variable)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
