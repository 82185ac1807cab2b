import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODEL_PRICE_MAX, MODEL_PRICES_MAX, type ModelPriceRow } from '@common/model-prices';
import { InlineError } from '../../../components/inline-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../error-message';
import { useModelPrices, useSaveModelPrices } from '../../../lib/model-prices';

/** a row as typed: prices stay text until saved */
interface DraftRow {
  key: number;
  model: string;
  input: string;
  output: string;
}

let nextKey = 0;
const draftOf = (row: ModelPriceRow): DraftRow => ({ key: nextKey++, model: row.model, input: String(row.input), output: String(row.output) });
const blankRow = (): DraftRow => ({ key: nextKey++, model: '', input: '', output: '' });
/** an empty field is NaN, which JSON sends as null (Number('') would be a silent 0) */
const priceValue = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** The prices this instance costs runs with, for models the built-in table does not know or prices differently. */
export function ModelPricesCard() {
  const { t } = useTranslation('instance');
  const prices = useModelPrices();
  const [rows, setRows] = useState<DraftRow[] | null>(null);
  const save = useSaveModelPrices({
    onSuccess: () => toast({ title: t('saved') }),
    onError: (error) => toast({ title: t('saveFailed'), description: errorMessage(error), variant: 'destructive' }),
  });
  if (prices.isPending) return <Skeleton className="h-40 w-full" />;
  if (prices.isError) return <InlineError error={prices.error} onRetry={() => void prices.refetch()} />;
  const draft = rows ?? prices.data.custom.map(draftOf);
  const change = (key: number, patch: Partial<DraftRow>) => setRows(draft.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  return (
    <Card data-testid="instance-model-prices">
      <CardHeader>
        <CardTitle>{t('prices.title')}</CardTitle>
        <CardDescription>{t('prices.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            // an empty price reaches the server as null, which it refuses naming the row and the field
            save.mutate({ prices: draft.map((r) => ({ model: r.model, input: priceValue(r.input), output: priceValue(r.output) })) });
          }}
        >
          {draft.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('prices.none')}</p>
          ) : (
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-xs text-muted-foreground">
                  <th className="pb-1 font-medium">{t('prices.model')}</th>
                  <th className="pb-1 pl-2 font-medium">{t('prices.input')}</th>
                  <th className="pb-1 pl-2 font-medium">{t('prices.output')}</th>
                  <th className="pb-1">
                    <span className="sr-only">{t('prices.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {draft.map((row, index) => (
                  <tr key={row.key} data-testid="model-price-row">
                    <td className="py-1">
                      <Input aria-label={t('prices.modelOf', { n: index + 1 })} className="font-mono" value={row.model} maxLength={200} placeholder="llama3.1:8b" onChange={(e) => change(row.key, { model: e.target.value })} />
                    </td>
                    <td className="py-1 pl-2">
                      <Input aria-label={t('prices.inputOf', { n: index + 1 })} type="number" inputMode="decimal" min={0} max={MODEL_PRICE_MAX} step="any" className="w-28" value={row.input} onChange={(e) => change(row.key, { input: e.target.value })} />
                    </td>
                    <td className="py-1 pl-2">
                      <Input aria-label={t('prices.outputOf', { n: index + 1 })} type="number" inputMode="decimal" min={0} max={MODEL_PRICE_MAX} step="any" className="w-28" value={row.output} onChange={(e) => change(row.key, { output: e.target.value })} />
                    </td>
                    <td className="py-1 pl-2 text-right">
                      <Button type="button" variant="ghost" size="icon" aria-label={t('prices.remove', { model: row.model || index + 1 })} onClick={() => setRows(draft.filter((r) => r.key !== row.key))}>
                        <Trash2 className="size-4" aria-hidden="true" />
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" disabled={draft.length >= MODEL_PRICES_MAX} onClick={() => setRows([...draft, blankRow()])} data-testid="model-price-add">
              <Plus className="size-4" aria-hidden="true" />
              {t('prices.add')}
            </Button>
            <Button type="submit" disabled={save.isPending || rows === null} data-testid="model-prices-save">
              {t('prices.save')}
            </Button>
          </div>
          <details className="text-sm">
            <summary className="cursor-pointer text-muted-foreground">{t('prices.builtIn', { count: prices.data.builtIn.length })}</summary>
            <ul className="mt-2 grid gap-1 font-mono text-xs sm:grid-cols-2">
              {prices.data.builtIn.map((p) => (
                <li key={p.model}>{t('prices.builtInRow', { model: p.model, input: p.input, output: p.output })}</li>
              ))}
            </ul>
          </details>
        </form>
      </CardContent>
    </Card>
  );
}
