import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';

function Harness({ isPending = false, onConfirm = () => {} }) {
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={openerRef} onClick={() => setOpen(true)}>
        Delete lesson
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this lesson?"
        description="This cannot be undone."
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        variant="destructive"
        isPending={isPending}
        onConfirm={onConfirm}
        returnFocusRef={openerRef}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('when Delete is pressed, then the action runs', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);

    await user.click(screen.getByRole('button', { name: 'Delete lesson' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this lesson?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('when Cancel is pressed, then it closes and the focus goes back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Delete lesson' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete lesson' })).toHaveFocus();
  });

  it('when the action is running, then the buttons do not answer and Escape does not close it', async () => {
    const user = userEvent.setup();
    render(<Harness isPending />);

    await user.click(screen.getByRole('button', { name: 'Delete lesson' }));
    expect(screen.getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');

    expect(screen.getByRole('dialog', { name: 'Delete this lesson?' })).toBeInTheDocument();
  });
});
