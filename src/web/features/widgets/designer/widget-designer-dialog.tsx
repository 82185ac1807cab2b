import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Widget } from '@common/widgets';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useActiveVersion } from '../api/get-versions';
import { ConfigTab } from './config-tab';
import { CustomizeTab } from './customize-tab';
import { DesignerFooter } from './designer-footer';
import { EditorTab } from './editor-tab';
import { PreviewTab } from './preview-tab';
import { TestTab } from './test-tab';
import { useWidgetForm } from './use-widget-form';

export type DesignerTab = 'config' | 'editor' | 'customize' | 'preview' | 'test';
const TABS: DesignerTab[] = ['config', 'editor', 'customize', 'preview', 'test'];

interface WidgetDesignerDialogProps {
  agentId: string;
  agentName: string;
  /** null creates a new widget */
  widget: Widget | null;
  onClose: () => void;
  onPremiumRequired: () => void;
}

/** The widget create/edit dialog with its five tabs; mounted per opening, so it starts from the defaults. */
export function WidgetDesignerDialog({ agentId, agentName, widget, onClose, onPremiumRequired }: WidgetDesignerDialogProps) {
  const { t } = useTranslation('widgets');
  const form = useWidgetForm(widget);
  const [tab, setTab] = useState<DesignerTab>('config');
  const versions = useActiveVersion(agentId);
  const openEditor = () => setTab('editor');

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      {/* one height for every tab, so switching tabs does not make the dialog jump */}
      <DialogContent className="flex h-[min(95vh,760px)] max-w-4xl flex-col gap-4 overflow-hidden p-0" data-testid="widget-designer">
        <DialogHeader className="px-6 pt-5">
          <DialogTitle>{widget ? t('designer.editTitle', { name: widget.name }) : t('designer.createTitle')}</DialogTitle>
          <DialogDescription>{t('designer.description', { name: agentName })}</DialogDescription>
        </DialogHeader>
        <Tabs
          value={tab}
          onValueChange={(value) => setTab(TABS.find((candidate) => candidate === value) ?? 'config')}
          className="flex min-h-0 flex-1 flex-col"
        >
          <div className="px-6">
            <TabsList aria-label={t('designer.tabsLabel')} className="w-full justify-start">
              {TABS.map((id) => (
                <TabsTrigger key={id} value={id} data-testid={`designer-tab-${id}`}>
                  {t(`designer.tabs.${id}`)}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 pb-2">
            <TabsContent value="config">
              <ConfigTab form={form} />
            </TabsContent>
            <TabsContent value="editor">
              <EditorTab form={form} versions={versions.data} activeVersion={versions.activeVersion} />
            </TabsContent>
            <TabsContent value="customize">
              <CustomizeTab form={form} />
            </TabsContent>
            <TabsContent value="preview">
              <PreviewTab htmlCode={form.state.htmlCode} onOpenEditor={openEditor} />
            </TabsContent>
            <TabsContent value="test">
              <TestTab htmlCode={form.state.htmlCode} versions={versions.data ?? []} onOpenEditor={openEditor} />
            </TabsContent>
          </div>
        </Tabs>
        <DesignerFooter agentId={agentId} widget={widget} form={form} onClose={onClose} onSaved={onClose} onPremiumRequired={onPremiumRequired} onNeedsCode={openEditor} />
      </DialogContent>
    </Dialog>
  );
}
