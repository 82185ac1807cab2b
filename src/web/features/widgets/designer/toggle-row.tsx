import { useId } from 'react';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';

interface ToggleRowProps {
  label: string;
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

export function ToggleRow({ label, hint, checked, onCheckedChange }: ToggleRowProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-md border p-3">
      <div className="flex flex-col gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p className="text-xs text-muted-foreground" id={`${id}-hint`}>
          {hint}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-describedby={`${id}-hint`} />
    </div>
  );
}
