import { Check, ChevronsUpDown } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Popover as PopoverPrimitive } from 'radix-ui';

export interface ComboboxOption {
  value: string;
  label: string;
  /** a second line, e.g. the price */
  detail?: ReactNode;
}

/**
 * A text input with a list of suggestions (WAI-ARIA combobox with a listbox popup): the user picks
 * an option or keeps any typed value.
 */
export function Combobox({
  id,
  value,
  onChange,
  options,
  placeholder,
  emptyText,
  className,
  'aria-describedby': describedBy,
  'data-testid': testId,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  options: ComboboxOption[];
  placeholder?: string;
  /** shown when nothing matches what was typed */
  emptyText: string;
  className?: string;
  'aria-describedby'?: string;
  'data-testid'?: string;
}) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const shown = useMemo(() => {
    const needle = (filter ?? '').trim().toLowerCase();
    return needle ? options.filter((o) => o.value.toLowerCase().includes(needle) || o.label.toLowerCase().includes(needle)) : options;
  }, [filter, options]);

  const choose = (option: ComboboxOption) => {
    onChange(option.value);
    setFilter(null);
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (shown.length ? (i + step + shown.length) % shown.length : 0));
    } else if (e.key === 'Enter' && open && shown[active]) {
      e.preventDefault();
      choose(shown[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    }
  };
  const optionId = (i: number) => `${listId}-${i}`;

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
      <PopoverPrimitive.Anchor asChild>
        <div className={cn('relative', className)}>
          <input
            id={id}
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && shown[active] ? optionId(active) : undefined}
            aria-describedby={describedBy}
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder}
            value={value}
            data-testid={testId}
            onChange={(e) => {
              onChange(e.target.value);
              setFilter(e.target.value);
              setActive(0);
              setOpen(true);
            }}
            onFocus={() => setFilter(null)}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
            className="flex h-9 w-full rounded-md border border-input bg-transparent py-1 pl-3 pr-9 text-sm shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
          />
          <ChevronsUpDown className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 opacity-50" aria-hidden="true" />
        </div>
      </PopoverPrimitive.Anchor>
      {/* the popup only holds the listbox, not a dialog: focus stays in the input; no portal, so it
          stays inside the dialog or page region the field belongs to */}
      <PopoverPrimitive.Content
        role="presentation"
        align="start"
        sideOffset={6}
        className="z-50 w-(--radix-popover-trigger-width) min-w-64 rounded-md border bg-popover p-1 text-sm text-popover-foreground shadow-md outline-none"
        onOpenAutoFocus={(e) => e.preventDefault()}
        onCloseAutoFocus={(e) => e.preventDefault()}
        onInteractOutside={(e) => {
          if (e.target instanceof Node && document.getElementById(id)?.contains(e.target)) e.preventDefault();
        }}
      >
        <ul id={listId} role="listbox" aria-labelledby={id} className="max-h-64 overflow-y-auto">
          {shown.length === 0 && <li className="px-2 py-1.5 text-sm text-muted-foreground">{emptyText}</li>}
          {shown.map((option, i) => (
            <li
              key={option.value}
              id={optionId(i)}
              role="option"
              aria-selected={option.value === value}
              data-active={i === active || undefined}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => choose(option)}
              className="flex cursor-default items-start gap-2 rounded-sm px-2 py-1.5 text-sm data-active:bg-accent data-active:text-accent-foreground"
            >
              <Check className={cn('mt-0.5 size-4 shrink-0', option.value === value ? 'opacity-100' : 'opacity-0')} aria-hidden="true" />
              <span className="grid min-w-0">
                <span className="truncate">{option.label}</span>
                {option.detail && <span className="text-xs text-muted-foreground">{option.detail}</span>}
              </span>
            </li>
          ))}
        </ul>
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Root>
  );
}
