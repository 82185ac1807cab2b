import { useTranslation } from 'react-i18next';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../components/ui/sheet';
import { cn } from '../../lib/cn';
import { SidebarContent, type SidebarData } from './sidebar-content';
import type { SidebarState } from './use-sidebar';

/** 16rem wide, 3rem collapsed to icons; on phones an 18rem slide-in drawer. */
export function AppSidebar({ data, sidebar }: { data: SidebarData; sidebar: SidebarState }) {
  const { t } = useTranslation('shell');

  if (sidebar.isMobile) {
    return (
      <Sheet open={sidebar.mobileOpen} onOpenChange={sidebar.setMobileOpen}>
        <SheetContent side="left" className="w-72" data-testid="app-sidebar" data-state="expanded" data-mobile="true">
          <SheetTitle className="sr-only">{t('nav.main')}</SheetTitle>
          <SheetDescription className="sr-only">{t('drawerDescription')}</SheetDescription>
          <SidebarContent data={data} collapsed={false} onNavigate={() => sidebar.setMobileOpen(false)} />
        </SheetContent>
      </Sheet>
    );
  }

  return (
    <aside
      data-testid="app-sidebar"
      data-state={sidebar.expanded ? 'expanded' : 'collapsed'}
      className={cn(
        'sticky top-0 h-svh shrink-0 border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200 ease-out',
        sidebar.expanded ? 'w-64' : 'w-12',
      )}
    >
      <SidebarContent data={data} collapsed={!sidebar.expanded} />
    </aside>
  );
}
