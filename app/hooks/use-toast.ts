// A tiny toast store with the spec's constants: one toast at a time, removed from
// memory 1,000,000 ms after it is dismissed (Radix closes it after 5000 ms).
import { useSyncExternalStore, type ReactNode } from "react";

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: "default" | "destructive";
  /** A link under the text, e.g. a booked tour's "Add to calendar". */
  action?: { label: string; href: string };
  open: boolean;
}

type Listener = () => void;
let toasts: ToastData[] = [];
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(next: ToastData[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: string) {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function toast(input: Omit<ToastData, "id" | "open">): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => toasts;
const NO_TOASTS: ToastData[] = [];
const serverSnapshot = () => NO_TOASTS; // must be the same array every call

export function useToasts(): ToastData[] {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
