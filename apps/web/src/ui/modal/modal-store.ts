import { useSyncExternalStore } from 'react';

export type ModalTone = 'error' | 'success' | 'info';

export interface ModalAction {
  label: string;
  /** An in-app route: the button navigates there and closes the popup. */
  to?: string;
  onClick?: () => void;
  primary?: boolean;
}

export interface ModalRequest {
  title: string;
  lines?: string[];
  tone?: ModalTone;
  actions?: ModalAction[];
}

export interface OpenModal extends ModalRequest {
  id: number;
}

type Listener = () => void;

let nextId = 1;
let stack: readonly OpenModal[] = [];
const listeners = new Set<Listener>();

function set(next: readonly OpenModal[]) {
  stack = next;
  for (const listener of listeners) listener();
}

function sameContent(a: ModalRequest, b: ModalRequest): boolean {
  return a.title === b.title && (a.lines ?? []).join('\n') === (b.lines ?? []).join('\n');
}

/** Opens a popup from anywhere (API error mapping included). The same popup is never stacked twice. */
export function openModal(request: ModalRequest): number {
  const existing = stack.find((m) => sameContent(m, request));
  if (existing) return existing.id;
  const modal = { ...request, id: nextId++ };
  set([...stack, modal]);
  return modal.id;
}

export function closeModal(id: number): void {
  set(stack.filter((m) => m.id !== id));
}

export function closeAllModals(): void {
  set([]);
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => stack;

export function useModalStack(): readonly OpenModal[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
