import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { WIDGET_DEFAULT_COLORS } from '@common/widgets';
import { Button } from '../../../components/ui/button';
import { textOn } from '../template/design';
import { ColorField } from './color-field';
import type { WidgetForm } from './use-widget-form';

const THEME_MARKER = 'af-theme:start';

/** Customize: primary and background colours (defaults #667eea / #ffffff). */
export function CustomizeTab({ form }: { form: WidgetForm }) {
  const { t } = useTranslation('widgets');
  const { config } = form.state.design;
  const hasMarkers = !form.state.htmlCode.trim() || form.state.htmlCode.includes(THEME_MARKER);

  return (
    <div className="grid gap-6 md:grid-cols-[1fr_auto]">
      <div className="flex flex-col gap-5">
        <ColorField
          label={t('customize.primary')}
          hint={t('customize.primaryHint')}
          value={config.primaryColor}
          onChange={(primaryColor) => form.updateDesign({ config: { primaryColor } })}
          testId="primary-color"
        />
        <ColorField
          label={t('customize.background')}
          hint={t('customize.backgroundHint')}
          value={config.backgroundColor}
          onChange={(backgroundColor) => form.updateDesign({ config: { backgroundColor } })}
          testId="background-color"
        />
        <div>
          <Button variant="outline" size="sm" onClick={() => form.updateDesign({ config: { ...WIDGET_DEFAULT_COLORS } })}>
            <RotateCcw />
            {t('customize.reset')}
          </Button>
        </div>
        {!hasMarkers && <p className="rounded-md border border-warning/40 bg-warning/10 p-3 text-xs text-warning">{t('customize.noMarkers')}</p>}
      </div>
      <div className="flex w-56 flex-col overflow-hidden rounded-lg border" style={{ backgroundColor: config.backgroundColor }} aria-hidden="true">
        <div className="px-3 py-2 text-sm font-semibold" style={{ backgroundColor: config.primaryColor, color: textOn(config.primaryColor) }}>
          {t('customize.sample')}
        </div>
        <div className="flex flex-col gap-2 p-3">
          <span className="self-start rounded-lg bg-black/5 px-2.5 py-1.5 text-xs text-[#1f2937]">{t('template.greeting')}</span>
          <span className="self-end rounded-lg px-2.5 py-1.5 text-xs" style={{ backgroundColor: config.primaryColor, color: textOn(config.primaryColor) }}>
            {t('template.send')}
          </span>
        </div>
      </div>
    </div>
  );
}
