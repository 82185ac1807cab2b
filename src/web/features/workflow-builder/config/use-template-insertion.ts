import { useRef } from 'react';
import { insertAtCursor, variableToken } from './insert-at-cursor';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * Puts {{variable}} at the caret of the text field last focused (or of the fallback field), then
 * gives that field its focus back with the caret after the insert.
 */
export function useTemplateInsertion(apply: (field: string, value: string) => void, fallbackField: string | null) {
  const elements = useRef(new Map<string, TextControl>());
  const lastField = useRef<string | null>(null);

  const bind = (field: string) => ({
    ref: (element: TextControl | null) => {
      if (element) elements.current.set(field, element);
      else elements.current.delete(field);
    },
    onFocus: () => {
      lastField.current = field;
    },
  });

  const insert = (variable: string) => {
    const field = lastField.current !== null && elements.current.has(lastField.current) ? lastField.current : fallbackField;
    const element = field === null ? undefined : elements.current.get(field);
    if (field === null || !element) return;
    const end = element.value.length;
    const next = insertAtCursor(element.value, element.selectionStart ?? end, element.selectionEnd ?? end, variableToken(variable));
    apply(field, next.value);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(next.caret, next.caret);
    });
  };

  return { bind, insert };
}
