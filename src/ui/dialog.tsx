// Every modal of the app sits on the native <dialog>, opened with showModal(): the page behind is
// inert and the modal is in the top layer; Escape (the dialog's cancel) closes it; focus moves in
// (to the dialog itself), Tab and Shift+Tab cycle inside, and focus goes back to the element
// that had it when the modal closes. <Modal> is that behaviour with the caller's own look; <Dialog>
// is the centred card (title, body, actions) and <Sheet> the bottom sheet. An imperative confirm()
// is answered by <DialogHost/>. The dialog element itself is an invisible box over the viewport
// (.modal: the user agent's border, padding, size limits and ::backdrop reset), so the look is the
// callers' backdrop and panel, as before.
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { proxy, useSnapshot } from 'valtio';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert], [hidden]') && (typeof el.checkVisibility !== 'function' || el.checkVisibility()),
  );
}

/** The open modals, the last on top: what shows above a modal (a toast) goes into the top one. */
const openModals: HTMLDialogElement[] = [];
const modalListeners = new Set<() => void>();
const modalsChanged = () => modalListeners.forEach((l) => l());

/** The topmost open modal dialog, or null. */
export function useTopModal(): HTMLDialogElement | null {
  return useSyncExternalStore(
    (l) => {
      modalListeners.add(l);
      return () => modalListeners.delete(l);
    },
    () => openModals.at(-1) ?? null,
    () => null,
  );
}

export interface ModalProps extends Omit<HTMLAttributes<HTMLDialogElement>, 'onCancel' | 'onClose' | 'open'> {
  /** Asked to close (Escape, unless not dismissible): the owner unmounts the modal. */
  onClose: () => void;
  /** Escape closes; default true. */
  dismissible?: boolean;
  children?: ReactNode;
}

/** The native modal dialog, open while mounted. */
export function Modal({ onClose, dismissible = true, className, children, onKeyDown, ...rest }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const mounted = useRef(false);
  const latest = useRef({ onClose, dismissible });
  useLayoutEffect(() => {
    latest.current = { onClose, dismissible };
  });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    mounted.current = true;
    if (!el.open) el.showModal();
    openModals.push(el);
    modalsChanged();
    // Focus moves to the dialog itself (named by its title): a screen reader reads it, and no field
    // opens the phone's keyboard before the member asks for it. Tab goes on to its first control.
    el.focus({ preventScroll: true });
    return () => {
      mounted.current = false;
      openModals.splice(openModals.indexOf(el), 1);
      modalsChanged();
      if (el.open) el.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);
  // A browser may close the dialog itself (a second Escape without a user gesture between): while
  // the owner still shows it, it opens again.
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const onNativeClose = () => {
      window.setTimeout(() => {
        if (mounted.current && !el.open && el.isConnected) el.showModal();
      }, 0);
    };
    el.addEventListener('close', onNativeClose);
    return () => el.removeEventListener('close', onNativeClose);
  }, []);
  const onCancel = (e: SyntheticEvent<HTMLDialogElement>) => {
    e.preventDefault();
    if (latest.current.dismissible) latest.current.onClose();
  };
  const trap = (e: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(e);
    const el = ref.current;
    if (e.defaultPrevented || e.key !== 'Tab' || !el) return;
    const list = focusables(el);
    const first = list[0];
    const last = list[list.length - 1];
    if (!first || !last) {
      e.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === el || !el.contains(active))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (active === last || !el.contains(active))) {
      e.preventDefault();
      first.focus();
    }
  };
  return (
    <dialog ref={ref} className={className ? `modal ${className}` : 'modal'} tabIndex={-1} onCancel={onCancel} onKeyDown={trap} {...rest}>
      {children}
    </dialog>
  );
}

export interface DialogProps {
  open: boolean;
  title?: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  /** Buttons row. */
  actions?: ReactNode;
  /** Escape and a tap on the backdrop close it; default true. */
  dismissible?: boolean;
}

/** The centred dialog card: title, body and a row of actions. */
export function Dialog({ open, title, onClose, children, actions, dismissible = true }: DialogProps) {
  const titleId = useId();
  if (!open) return null;
  return (
    <Modal onClose={onClose} dismissible={dismissible} aria-labelledby={title ? titleId : undefined}>
      <div className="dialog-backdrop" onClick={dismissible ? onClose : undefined}>
        <div className="dialog" onClick={(e) => e.stopPropagation()}>
          {title ? (
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
          ) : null}
          <div className="dialog__body">{children}</div>
          {actions ? <div className="dialog__actions">{actions}</div> : null}
        </div>
      </div>
    </Modal>
  );
}

export interface SheetProps extends Omit<ModalProps, 'children'> {
  children?: ReactNode;
  /** The panel's class: the bottom sheet's look by default. */
  panelClassName?: string;
}

/** The bottom sheet: a panel from the bottom edge over a dimmed page; a tap beside it closes it. */
export function Sheet({ onClose, dismissible = true, panelClassName = 'sheet', children, ...rest }: SheetProps) {
  return (
    <Modal onClose={onClose} dismissible={dismissible} {...rest}>
      <div className="sheet-backdrop" onClick={dismissible ? onClose : undefined}>
        <div className={panelClassName} onClick={(e) => e.stopPropagation()}>
          {children}
        </div>
      </div>
    </Modal>
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
