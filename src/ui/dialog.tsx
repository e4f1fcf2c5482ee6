// Dialogs: a controlled <Dialog> and an imperative confirm() answered by <DialogHost/>.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { proxy, useSnapshot } from 'valtio';

export interface DialogProps {
  open: boolean;
  title?: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  /** Buttons row. */
  actions?: ReactNode;
  /** A close on backdrop tap; default true. */
  dismissible?: boolean;
}

export function Dialog({ open, title, onClose, children, actions, dismissible = true }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && dismissible) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [open, dismissible, onClose]);
  if (!open) return null;
  return (
    <div className="dialog-backdrop" onClick={dismissible ? onClose : undefined}>
      <div
        ref={panel}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        tabIndex={-1}
        onClick={(e) => e.stopPropagation()}
      >
        {title ? (
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
        ) : null}
        <div className="dialog__body">{children}</div>
        {actions ? <div className="dialog__actions">{actions}</div> : null}
      </div>
    </div>
  );
}

export interface ConfirmOptions {
  title?: string;
  message: string;
  confirmText: string;
  cancelText: string;
}

interface ConfirmState {
  current: (ConfirmOptions & { id: number }) | null;
}

const confirmState = proxy<ConfirmState>({ current: null });
const resolvers = new Map<number, (ok: boolean) => void>();
let seq = 0;

/** Asks a yes/no question; resolves true for confirm, false for cancel or dismiss. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  const id = ++seq;
  const previous = confirmState.current;
  if (previous) settle(previous.id, false);
  confirmState.current = { ...options, id };
  return new Promise<boolean>((resolve) => resolvers.set(id, resolve));
}

function settle(id: number, ok: boolean): void {
  resolvers.get(id)?.(ok);
  resolvers.delete(id);
  if (confirmState.current?.id === id) confirmState.current = null;
}

/** Rendered once by the app shell. */
export function DialogHost() {
  const { current } = useSnapshot(confirmState);
  if (!current) return null;
  const { id } = current;
  return (
    <Dialog
      open
      title={current.title}
      onClose={() => settle(id, false)}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={() => settle(id, false)}>
            {current.cancelText}
          </button>
          <button type="button" className="button button--primary" onClick={() => settle(id, true)}>
            {current.confirmText}
          </button>
        </>
      }
    >
      <p>{current.message}</p>
    </Dialog>
  );
}
