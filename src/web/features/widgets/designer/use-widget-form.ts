import { useState } from 'react';
import { widgetCustomConfig, type Widget, type WidgetCustomConfig } from '@common/widgets';
import { applyDesign, readRoundedBorders, type WidgetDesign } from '../template/design';

export interface WidgetFormState {
  name: string;
  htmlCode: string;
  design: WidgetDesign;
}

/** Defaults: colours #667eea / #ffffff, light theme, animations and shadows on, rounded borders on. */
export function defaultFormState(): WidgetFormState {
  return { name: '', htmlCode: '', design: { config: widgetCustomConfig.parse({}), roundedBorders: true } };
}

function formStateOf(widget: Widget | null): WidgetFormState {
  if (!widget) return defaultFormState();
  return {
    name: widget.name,
    htmlCode: widget.htmlCode,
    design: { config: widget.customConfig, roundedBorders: readRoundedBorders(widget.htmlCode) },
  };
}

/**
 * The designer's form. Design changes are written into the HTML at once (theme block and
 * data-af-* attributes), so the editor, the previews and 'Copy Final Code' always show the same code.
 */
export function useWidgetForm(widget: Widget | null) {
  const [state, setState] = useState(() => formStateOf(widget));

  const updateDesign = (change: { config?: Partial<WidgetCustomConfig>; roundedBorders?: boolean }) =>
    setState((current) => {
      const design: WidgetDesign = {
        config: { ...current.design.config, ...change.config },
        roundedBorders: change.roundedBorders ?? current.design.roundedBorders,
      };
      return { ...current, design, htmlCode: applyDesign(current.htmlCode, design) };
    });

  return {
    state,
    setName: (name: string) => setState((current) => ({ ...current, name })),
    setHtmlCode: (htmlCode: string) => setState((current) => ({ ...current, htmlCode })),
    updateDesign,
    reset: () => setState(defaultFormState()),
  };
}

export type WidgetForm = ReturnType<typeof useWidgetForm>;
