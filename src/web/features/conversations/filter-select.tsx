import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';

/** A select item cannot have an empty value (Radix keeps '' for no selection), so 'all' has its own. */
const ALL = 'all';

interface FilterSelectProps {
  id: string;
  label: string;
  allLabel: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}

export function FilterSelect({ id, label, allLabel, value, options, onChange }: FilterSelectProps) {
  return (
    // one column no wider than the box: a long choice ends in an ellipsis instead of running under the next filter
    <div className="grid grid-cols-1 gap-1.5 xl:w-48">
      <Label id={`${id}-label`}>{label}</Label>
      <Select value={value ?? ALL} onValueChange={(next) => onChange(next === ALL ? undefined : next)}>
        <SelectTrigger aria-labelledby={`${id}-label`} data-testid={`${id}-select`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
