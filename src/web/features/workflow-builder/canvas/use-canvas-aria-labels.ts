import type { AriaLabelConfig } from '@xyflow/react';
import { useTranslation } from 'react-i18next';

/** React Flow's screen-reader texts and control names in the user's language. */
export function useCanvasAriaLabels(): Partial<AriaLabelConfig> {
  const { t } = useTranslation('workflowBuilder');
  return {
    'node.a11yDescription.default': t('canvas.aria.node'),
    'node.a11yDescription.keyboardDisabled': t('canvas.aria.nodeKeyboard'),
    'node.a11yDescription.ariaLiveMessage': ({ direction, x, y }) => t('canvas.aria.nodeMoved', { direction, x, y }),
    'edge.a11yDescription.default': t('canvas.aria.edge'),
    'controls.ariaLabel': t('canvas.aria.controls'),
    'controls.zoomIn.ariaLabel': t('canvas.aria.zoomIn'),
    'controls.zoomOut.ariaLabel': t('canvas.aria.zoomOut'),
    'controls.fitView.ariaLabel': t('canvas.aria.fitView'),
    'controls.interactive.ariaLabel': t('canvas.aria.interactive'),
    'minimap.ariaLabel': t('canvas.aria.minimap'),
    'handle.ariaLabel': t('canvas.aria.handle'),
  };
}
