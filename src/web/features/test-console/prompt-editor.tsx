import { Check, Copy, FlaskConical, Loader2, Save, Wand2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AiTuneUpResult } from '@common/testing';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { useCopy } from '../../components/ui/code-block';
import { Textarea } from '../../components/ui/textarea';
import { TuneUpSummary } from './tune-up-summary';

interface PromptEditorProps {
  value: string;
  isDirty: boolean;
  /** true after a successful save until the prompt is edited again */
  saved: boolean;
  onChange: (text: string) => void;
  onTest: () => void;
  testing: boolean;
  onTuneUp: () => void;
  tuning: boolean;
  tuneUp: AiTuneUpResult | undefined;
  onSave: () => void;
  saving: boolean;
}

export function PromptEditor(props: PromptEditorProps) {
  const { value, isDirty, saved, onChange, onTest, testing, onTuneUp, tuning, tuneUp, onSave, saving } = props;
  const { t } = useTranslation('testConsole');
  const { copied, copy } = useCopy();

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t('prompt.title')}</CardTitle>
          {isDirty && <Badge variant="warning">{t('prompt.unsaved')}</Badge>}
        </div>
        <CardDescription>{t('prompt.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Textarea
          value={value}
          onChange={(e) => onChange(e.target.value)}
          rows={12}
          className="min-h-48 resize-y font-mono text-xs leading-relaxed"
          placeholder={t('prompt.placeholder')}
          aria-label={t('prompt.title')}
          data-testid="console-prompt"
        />
        <p className="text-right text-xs text-muted-foreground">{t('prompt.characters', { count: value.length })}</p>
        {tuneUp && <TuneUpSummary result={tuneUp} />}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy(value)} disabled={!value}>
          {copied ? <Check className="text-success" /> : <Copy />}
          {copied ? t('prompt.copied') : t('prompt.copy')}
        </Button>
        <Button variant="outline" onClick={onTest} disabled={testing} data-testid="console-test-prompt">
          {testing ? <Loader2 className="animate-spin" /> : <FlaskConical />}
          {t('prompt.test')}
        </Button>
        <Button variant="outline" onClick={onTuneUp} disabled={tuning} data-testid="console-tune-up">
          {tuning ? <Loader2 className="animate-spin" /> : <Wand2 />}
          {tuning ? t('prompt.tuning') : t('prompt.tuneUp')}
        </Button>
        <Button onClick={onSave} disabled={saving || saved || !isDirty} className="sm:ml-auto" data-testid="console-save-prompt">
          {saving ? <Loader2 className="animate-spin" /> : saved ? <Check /> : <Save />}
          {saving ? t('prompt.saving') : saved ? t('prompt.saved') : t('prompt.save')}
        </Button>
      </CardFooter>
    </Card>
  );
}
