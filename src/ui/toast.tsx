// Toasts: one at a time. `loading` blocks the page until dismissed or timed out (spec: e.g. 10 s
// for change password, 9999 s for logout); `info` lasts 2 s, `success` 1.5 s, `offline` 1 s; the
// spec's plain `short` and `long` messages last 3 s and 8 s.
import { createPortal } from 'react-dom';
import { proxy, useSnapshot } from 'valtio';
import { useTopModal } from '@/ui/dialog';
import { Icon } from '@/ui/icon';

export type ToastKind = 'loading' | 'info' | 'success' | 'error' | 'offline' | 'short' | 'long';

interface ToastState {
  current: { id: number; kind: ToastKind; text: string } | null;
}

export const TOAST_DURATIONS: Readonly<Record<ToastKind, number>> = {
  loading: 3000,
  info: 2000,
  success: 1500,
  error: 2000,
  offline: 1000,
  short: 3000,
  long: 8000,
};

const state = proxy<ToastState>({ current: null });
let seq = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

function show(kind: ToastKind, text: string, ms?: number): () => void {
  const id = ++seq;
  state.current = { id, kind, text };
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    if (state.current?.id === id) state.current = null;
  }, ms ?? TOAST_DURATIONS[kind]);
  return () => {
    if (state.current?.id === id) state.current = null;
  };
}

export const toast = {
  /** A blocking "please wait"; returns a function that dismisses it. */
  loading: (text: string, ms?: number) => show('loading', text, ms),
  info: (text: string, ms?: number) => show('info', text, ms),
  success: (text: string, ms?: number) => show('success', text, ms),
  error: (text: string, ms?: number) => show('error', text, ms),
  offline: (text: string, ms?: number) => show('offline', text, ms),
  /** A plain message for 3 s (the spec's short toast). */
  short: (text: string) => show('short', text),
  /** A plain message for 8 s (the spec's long toast), for a text that takes longer to read. */
  long: (text: string) => show('long', text),
  dismiss: () => {
    state.current = null;
  },
};

/**
 * Rendered once by the app shell. While a modal <dialog> is open (src/ui/dialog.tsx), the toast
 * goes into the top one: the dialog is in the top layer, above every z-index, and the rest of the
 * page is inert; inside it, a 'please wait' shows over the dialog and blocks it, as it did when
 * dialogs were z-indexed layers.
 */
export function ToastHost() {
  const { current } = useSnapshot(state);
  const modal = useTopModal();
  if (!current) return null;
  const blocking = current.kind === 'loading';
  const layer = (
    <div className={`toast-layer${blocking ? ' toast-layer--blocking' : ''}`} aria-busy={blocking || undefined}>
      <div className={`toast toast--${current.kind}`} role={current.kind === 'error' ? 'alert' : 'status'} aria-live="polite">
        {blocking ? <span className="spinner" aria-hidden="true" /> : null}
        {current.kind === 'success' ? <Icon name="shield" size={20} /> : null}
        <span>{current.text}</span>
      </div>
    </div>
  );
  return modal ? createPortal(layer, modal) : layer;
}
