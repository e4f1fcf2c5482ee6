// The one modal (src/ui/dialog.tsx) on the native <dialog>: Escape closes it (unless it is not
// dismissible), focus moves in, Tab and Shift+Tab stay inside, and focus goes back to the opener.
// jsdom lacks showModal: tests/setup.ts stands in; the browser's own behaviour (top layer, inert
// page) is checked in Chromium by tests/e2e/dialogs.spec.ts.
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, Sheet } from '@/ui/dialog';
import { toast, ToastHost } from '@/ui/toast';

function Opener({ dismissible = true, kind = 'dialog' }: { dismissible?: boolean; kind?: 'dialog' | 'sheet' }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Behind</button>
      {kind === 'dialog' ? (
        <Dialog
          open={open}
          title="Question"
          onClose={close}
          dismissible={dismissible}
          actions={
            <>
              <button type="button" onClick={close}>
                Cancel
              </button>
              <button type="button">OK</button>
            </>
          }
        >
          <p>Sure?</p>
        </Dialog>
      ) : open ? (
        <Sheet onClose={close} aria-label="Choices">
          <a href="#one">One</a>
          <button type="button">Two</button>
        </Sheet>
      ) : null}
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, with focus moved into it', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Question' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('a non-dismissible dialog stays on Escape', async () => {
    const user = userEvent.setup();
    render(<Opener dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Question' })).toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const ok = screen.getByRole('button', { name: 'OK' });
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(ok).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(ok).toHaveFocus();
  });

  it('closing by its own button gives focus back too', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe('Sheet', () => {
  it('closes on Escape, keeps focus inside and gives it back', async () => {
    const user = userEvent.setup();
    const onError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Opener kind="sheet" />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Choices' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Two' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'One' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(onError).not.toHaveBeenCalled();
    onError.mockRestore();
  });
});

describe('a toast while a modal is open', () => {
  it('shows inside the top modal (above it, and not inert), and back on the page once it closes', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Opener />
        <ToastHost />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    act(() => void toast.loading('Please wait'));
    const dialog = screen.getByRole('dialog', { name: 'Question' });
    expect(dialog).toContainElement(await screen.findByRole('status'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('status')).not.toBe(null));
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Please wait');
    act(() => toast.dismiss());
  });
});
