import { ImageUp, Trash2 } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_CONTENT_TYPES, WIDGET_LIMITS } from '@common/widgets';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Slider } from '../../../components/ui/slider';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api';
import { useUploadLogo } from '../api/upload-logo';
import { cropPreviewStyle, cropToPng, readImage, type LoadedImage } from './crop-logo';

const PREVIEW_BOX = 112;

/** Logo upload: one PNG, JPG or SVG up to 2 MB, cropped (30-100%, default 80) to a 200x200 PNG. */
export function LogoField({ logoUrl, onChange }: { logoUrl: string | null; onChange: (url: string | null) => void }) {
  const { t } = useTranslation('widgets');
  const input = useRef<HTMLInputElement>(null);
  const [image, setImage] = useState<LoadedImage | null>(null);
  const [crop, setCrop] = useState<number>(WIDGET_LIMITS.cropDefault);
  const upload = useUploadLogo();

  const fail = (description: string) => toast({ title: t('toast.error'), description, variant: 'destructive' });

  const discard = () => {
    if (image) URL.revokeObjectURL(image.src);
    setImage(null);
    setCrop(WIDGET_LIMITS.cropDefault);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type)) return fail(t('toast.wrongType'));
    if (file.size > WIDGET_LIMITS.logoMaxBytes) return fail(t('toast.tooLarge'));
    const src = URL.createObjectURL(file);
    try {
      discard();
      setImage(await readImage(src));
    } catch {
      URL.revokeObjectURL(src);
      fail(t('toast.uploadFailed'));
    }
  };

  const apply = async () => {
    if (!image) return;
    try {
      const url = await upload.mutateAsync(await cropToPng(image, crop));
      onChange(url);
      discard();
    } catch (error) {
      fail(error instanceof ApiError && error.status === 413 ? t('toast.tooLarge') : t('toast.uploadFailed'));
    }
  };

  return (
    <div className="flex flex-col gap-2" data-testid="logo-field">
      <Label>{t('logo.title')}</Label>
      <p className="text-xs text-muted-foreground">{t('logo.hint')}</p>
      <input ref={input} type="file" accept={UPLOAD_CONTENT_TYPES.join(',')} className="sr-only" onChange={(e) => void choose(e)} data-testid="logo-input" tabIndex={-1} aria-label={t('logo.title')} />
      {image ? (
        <div className="flex flex-col gap-3 rounded-md border p-3">
          <div className="flex items-center gap-4">
            <div
              className="shrink-0 rounded-md border bg-muted"
              style={{ width: PREVIEW_BOX, height: PREVIEW_BOX, ...cropPreviewStyle(image, crop, PREVIEW_BOX) }}
              role="img"
              aria-label={t('logo.cropPreview')}
              data-testid="logo-crop-preview"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <Label htmlFor="logo-crop">{t('logo.crop')}</Label>
              <Slider
                id="logo-crop"
                min={WIDGET_LIMITS.cropMin}
                max={WIDGET_LIMITS.cropMax}
                value={[crop]}
                onValueChange={([value]) => setCrop(value)}
                aria-label={t('logo.crop')}
              />
              <p className="text-xs text-muted-foreground">{t('logo.cropValue', { value: crop })}</p>
            </div>
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" size="sm" onClick={discard} disabled={upload.isPending}>
              {t('logo.cancel')}
            </Button>
            <Button size="sm" onClick={() => void apply()} disabled={upload.isPending} data-testid="logo-apply">
              {upload.isPending ? t('logo.uploading') : t('logo.apply')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex items-center gap-3">
          {logoUrl ? (
            <img src={logoUrl} alt={t('logo.current')} className="size-12 rounded-full border object-cover" data-testid="logo-current" />
          ) : (
            <span className="flex size-12 items-center justify-center rounded-full border border-dashed text-[10px] text-muted-foreground">{t('logo.none')}</span>
          )}
          <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
            <ImageUp />
            {logoUrl ? t('logo.change') : t('logo.choose')}
          </Button>
          {logoUrl && (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)} aria-label={t('logo.remove')}>
              <Trash2 />
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
