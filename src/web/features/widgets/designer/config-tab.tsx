import { useTranslation } from 'react-i18next';
import type { WidgetCustomConfig } from '@common/widgets';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { LogoField } from './logo-field';
import { ToggleRow } from './toggle-row';
import type { WidgetForm } from './use-widget-form';

const THEMES: WidgetCustomConfig['theme'][] = ['light', 'dark', 'auto'];

/** Configuración: name, theme, behaviour toggles and the logo. */
export function ConfigTab({ form }: { form: WidgetForm }) {
  const { t } = useTranslation('widgets');
  const { name, design } = form.state;
  const { config } = design;
  const set = (change: Partial<WidgetCustomConfig>) => form.updateDesign({ config: change });

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor="widget-name">{t('config.name')}</Label>
          <Input
            id="widget-name"
            value={name}
            maxLength={255}
            placeholder={t('config.namePlaceholder')}
            onChange={(event) => form.setName(event.target.value)}
            data-testid="widget-name"
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="widget-theme">{t('config.theme')}</Label>
          <Select value={config.theme} onValueChange={(value) => {
              const theme = THEMES.find((option) => option === value);
              if (theme) set({ theme });
            }}>
            <SelectTrigger id="widget-theme">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {THEMES.map((theme) => (
                <SelectItem key={theme} value={theme}>
                  {t(`config.themes.${theme}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <LogoField logoUrl={config.logoUrl} onChange={(logoUrl) => set({ logoUrl })} />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">{t('config.appearance')}</legend>
        <ToggleRow label={t('config.autoOpen')} hint={t('config.autoOpenHint')} checked={config.autoOpen} onCheckedChange={(autoOpen) => set({ autoOpen })} />
        <ToggleRow label={t('config.animations')} hint={t('config.animationsHint')} checked={config.animations} onCheckedChange={(animations) => set({ animations })} />
        <ToggleRow label={t('config.shadows')} hint={t('config.shadowsHint')} checked={config.shadows} onCheckedChange={(shadows) => set({ shadows })} />
        <ToggleRow
          label={t('config.rounded')}
          hint={t('config.roundedHint')}
          checked={design.roundedBorders}
          onCheckedChange={(roundedBorders) => form.updateDesign({ roundedBorders })}
        />
      </fieldset>
    </div>
  );
}
