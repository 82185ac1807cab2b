import { useSyncExternalStore } from 'react';

/** One toast at a time, shown for 5000 ms, default and destructive variants. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
const CLOSE_ANIMATION_MS = 200;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  publish(items.map((item) => (item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => publish(items.filter((item) => item.id !== id)), CLOSE_ANIMATION_MS);
}

/** Shows a toast, replacing the one on screen. */
export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  publish([{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, () => items);
}
