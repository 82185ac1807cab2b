import { Bot, FileText, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { AgentListItem } from '@common/agents';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { searchShell } from './quick-search';

/** The header's search: jump to a page or an agent; Ctrl/⌘+K opens it. */
export function QuickSearch({ agents }: { agents: AgentListItem[] }) {
  const { t } = useTranslation('shell');
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const results = searchShell(query, (key) => t(key), agents);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const go = (href: string) => {
    setOpen(false);
    setQuery('');
    navigate(href);
  };

  return (
    <>
      <Button variant="outline" size="sm" className="gap-2 text-muted-foreground" onClick={() => setOpen(true)} data-testid="quick-search" aria-label={`${t('search.placeholder')} Ctrl K`} title={t('search.open')}>
        <Search />
        <span className="hidden md:inline">{t('search.placeholder')}</span>
        <kbd className="hidden rounded border px-1 text-[10px] md:inline">Ctrl K</kbd>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="gap-3 p-4 pt-12 sm:max-w-lg">
          <DialogTitle className="sr-only">{t('search.title')}</DialogTitle>
          <DialogDescription className="sr-only">{t('search.description')}</DialogDescription>
          {/* the ARIA combobox pattern: focus stays in the field, arrows move the active option */}
          <Input
            autoFocus
            value={query}
            placeholder={t('search.placeholder')}
            aria-label={t('search.title')}
            role="combobox"
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={results[active] ? `${listId}-${active}` : undefined}
            data-testid="quick-search-input"
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown') setActive((i) => Math.min(i + 1, results.length - 1));
              if (e.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
              if (e.key === 'Enter' && results[active]) go(results[active].href);
            }}
          />
          {results.length === 0 ? (
            <p className="px-2 py-6 text-center text-sm text-muted-foreground">{t('search.empty')}</p>
          ) : (
            <ul id={listId} role="listbox" aria-label={t('search.title')} className="flex flex-col gap-1">
              {results.map((r, i) => (
                <li
                  key={`${r.kind}-${r.href}`}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  onClick={() => go(r.href)}
                  onMouseEnter={() => setActive(i)}
                  className={cn('flex w-full cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-left text-sm', i === active && 'bg-accent text-accent-foreground')}
                >
                  {r.kind === 'agent' ? <Bot className="size-4" aria-hidden /> : <FileText className="size-4" aria-hidden />}
                  <span className="flex-1 truncate">{r.label}</span>
                  <span className="text-xs text-muted-foreground">{t(`search.kinds.${r.kind}`)}</span>
                </li>
              ))}
            </ul>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
