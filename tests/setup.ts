import '@testing-library/jest-dom/vitest';

// jsdom has no scrolling: the app's scroll restoration (src/app/scroll-restoration.ts) and the
// screens that go to the top call window.scrollTo, which jsdom reports as not implemented.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// jsdom loads no image, so home's first banner never says it has loaded: the parts below the fold
// would wait out their limit (src/features/home/hero.ts) in every screen test of home. Its own
// test (tests/home/hero.test.tsx) takes a fresh copy of the module, which waits.
if (typeof window !== 'undefined') {
  const { heroDone } = await import('@/features/home/hero');
  heroDone();
}

// jsdom has the <dialog> element but none of its methods: the app's modals (src/ui/dialog.tsx)
// open with showModal(). A stand-in with the behaviour the tests rely on: the open attribute,
// focus on the first focusable element (else the dialog), Escape as the dialog's cancel event
// (cancelable; closes unless prevented), and the close event. No top layer, and the page behind
// is not made inert (a browser does both; tests/e2e/dialogs.spec.ts checks them in Chromium).
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const modals: HTMLDialogElement[] = [];
  const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
  Object.defineProperty(HTMLDialogElement.prototype, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
    set(this: HTMLDialogElement, value: boolean) {
      this.toggleAttribute('open', Boolean(value));
    },
  });
  HTMLDialogElement.prototype.show = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    if (!this.isConnected) throw new DOMException('The dialog is not in a document.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
    (this.querySelector<HTMLElement>(focusable) ?? this).focus();
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    modals.splice(modals.indexOf(this) >>> 0, 1);
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
  document.addEventListener('keydown', (e) => {
    const top = modals.filter((d) => d.isConnected && d.open).at(-1);
    if (e.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
