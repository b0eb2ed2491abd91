import { useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { ToastVariant } from './toast';

/**
 * A tiny toast store outside React, so any code (a mutation's onError, a route guard) can raise a toast
 * with `toast({...})`. Only one toast is shown at a time (spec section 9): a new one replaces the old.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** ms; defaults to the provider's 5000 */
  duration?: number;
}

export interface ToastEntry extends ToastOptions {
  id: number;
  open: boolean;
}

// How long a closed toast stays in the list so Radix can play its exit animation.
const REMOVE_AFTER_CLOSE_MS = 300;

let nextId = 1;
let toasts: ToastEntry[] = [];
const listeners = new Set<() => void>();

function publish(next: ToastEntry[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  publish(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => publish(toasts.filter((t) => t.id !== id)), REMOVE_AFTER_CLOSE_MS);
}

/** Closes every toast: a success screen that replaces a form should not sit under that form's last error. */
export function dismissAllToasts(): void {
  for (const { id } of toasts) dismissToast(id);
}

export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  publish([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => toasts;

export function useToast(): { toasts: ToastEntry[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
