// Toast store (SPEC §9): one notice at a time; a dismissed notice is removed after 1,000,000 ms.
import { useEffect, useState, type ReactNode } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '#shared/constants.ts';

export type ToastVariant = 'default' | 'destructive';
export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
};
export type ToastItem = ToastInput & { id: string; open: boolean; onOpenChange: (open: boolean) => void };

type State = { toasts: ToastItem[] };
type Action =
  | { type: 'ADD'; toast: ToastItem }
  | { type: 'UPDATE'; toast: Partial<ToastItem> & { id: string } }
  | { type: 'DISMISS'; id?: string }
  | { type: 'REMOVE'; id?: string };

let count = 0;
const nextId = () => String((count = (count + 1) % Number.MAX_SAFE_INTEGER));
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<(state: State) => void>();
let memory: State = { toasts: [] };

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: 'REMOVE', id });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'ADD':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'DISMISS':
      return {
        toasts: state.toasts.map((t) =>
          action.id === undefined || t.id === action.id ? { ...t, open: false } : t,
        ),
      };
    case 'REMOVE':
      return { toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id) };
  }
}

function dispatch(action: Action) {
  if (action.type === 'DISMISS') {
    const ids = action.id ? [action.id] : memory.toasts.map((t) => t.id);
    ids.forEach(scheduleRemoval);
  }
  memory = reducer(memory, action);
  listeners.forEach((listener) => listener(memory));
}

export function toast(input: ToastInput) {
  const id = nextId();
  const dismiss = () => dispatch({ type: 'DISMISS', id });
  dispatch({
    type: 'ADD',
    toast: { ...input, id, open: true, onOpenChange: (open) => (open ? undefined : dismiss()) },
  });
  return { id, dismiss };
}

export function useToast() {
  const [state, setState] = useState<State>(memory);
  useEffect(() => {
    listeners.add(setState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { ...state, toast, dismiss: (id?: string) => dispatch({ type: 'DISMISS', id }) };
}
