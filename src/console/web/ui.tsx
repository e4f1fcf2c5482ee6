// The console's one modal dialog (a native <dialog>, so focus and Escape work as they should), the
// one confirmation built on it, and the small blocks every screen shares: a load failure with a
// retry, a loading block.
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { errorText } from '@/console/web/api';

export function Modal({ title, onClose, children, wide }: { title: string; onClose: () => void; children: ReactNode; wide?: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className={`c-modal${wide ? ' c-wide' : ''}`} aria-labelledby="modal-title" onClose={onClose}>
      <h2 id="modal-title">{title}</h2>
      {children}
    </dialog>
  );
}

/**
 * A question with Cancel and one action. `onConfirm` may fail: the dialog then stays open with what
 * was typed in it and shows why; the caller closes it once the action is done.
 */
export function ConfirmDialog({
  title,
  confirmLabel,
  onConfirm,
  onCancel,
  children,
  disabled = false,
  danger = false,
}: {
  title: string;
  confirmLabel: string;
  onConfirm: () => Promise<void> | void;
  onCancel: () => void;
  children: ReactNode;
  disabled?: boolean;
  danger?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || disabled) return;
    setBusy(true);
    setError('');
    try {
      await onConfirm();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal title={title} onClose={onCancel}>
      <form onSubmit={(e) => void submit(e)}>
        {children}
        <ErrorText text={error} />
        <div className="c-actions c-end">
          <button type="button" className="c-button c-ghost" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className={`c-button ${danger ? 'c-danger' : 'c-primary'}`} disabled={disabled || busy}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** A screen's data that did not load: why, and a retry. */
export function LoadFailed({ what, error, onRetry }: { what: string; error: string; onRetry: () => void }) {
  return (
    <div role="alert" className="c-alert c-bad c-load-failed">
      <p>
        {what} did not load: {error}
      </p>
      <button type="button" className="c-button c-small" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

export function Loading({ what }: { what: string }) {
  return (
    <div className="c-loading" role="status" aria-live="polite">
      <span className="c-loading-bar" aria-hidden="true" />
      <span className="c-loading-bar" aria-hidden="true" />
      <span className="c-loading-bar" aria-hidden="true" />
      <p className="c-muted">Loading {what}…</p>
    </div>
  );
}

/** Data a screen loads when it opens; `reload` asks again (a retry, or after a change). */
export function useLoad<T>(load: () => Promise<T>): { data: T | null; error: string; reload: () => void } {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState('');
  const [n, setN] = useState(0);
  useEffect(() => {
    let live = true;
    load()
      .then((d) => {
        if (!live) return;
        setData(d);
        setError('');
      })
      .catch((e: unknown) => {
        if (live) setError(errorText(e));
      });
    return () => {
      live = false;
    };
  }, [load, n]);
  const reload = useCallback(() => {
    setError('');
    setN((x) => x + 1);
  }, []);
  return { data, error, reload };
}

export function ErrorText({ text }: { text: string }) {
  return text ? (
    <p role="alert" className="c-alert c-bad">
      {text}
    </p>
  ) : null;
}

/**
 * A banner over a page that asks for a choice: what happened, why an earlier choice did not work
 * (`note`, on a line of its own), and the choices. `urgent` ones are alerts.
 */
export function Banner({
  tone,
  urgent = false,
  note,
  actions,
  children,
}: {
  tone: 'warn' | 'bad';
  urgent?: boolean;
  note?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div role={urgent ? 'alert' : 'status'} className={`c-alert c-${tone} c-banner`}>
      <p>{children}</p>
      {note ? (
        <p className="c-banner-full">
          <strong>{note}</strong>
        </p>
      ) : null}
      {actions ? <div className="c-actions">{actions}</div> : null}
    </div>
  );
}

/** What a change did, said once it is done; with `onDismiss`, a button puts it away. */
export function Notice({ text, onDismiss }: { text: string; onDismiss?: () => void }) {
  if (!text) return null;
  return (
    <p role="status" className={`c-alert c-ok${onDismiss ? ' c-banner' : ''}`}>
      {text}
      {onDismiss ? (
        <>
          {' '}
          <button type="button" className="c-button c-small c-ghost" onClick={onDismiss}>
            Dismiss
          </button>
        </>
      ) : null}
    </p>
  );
}
