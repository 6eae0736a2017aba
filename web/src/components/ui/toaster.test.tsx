import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Toaster } from '@/components/ui/toaster';
import { toast } from '@/lib/toast';
import { getOnlyToast, getOpenToasts } from '@/testing/toasts';

describe('toaster', () => {
  it('when a second toast arrives, then it replaces the first: one toast at a time', () => {
    render(<Toaster />);

    act(() => {
      toast({ title: 'Saved', description: 'Answer saved successfully!' });
    });
    act(() => {
      toast({
        title: 'Trade failed',
        description: 'Failed to execute trade',
        variant: 'destructive',
      });
    });

    expect(getOpenToasts()).toHaveLength(1);
    expect(getOnlyToast()).toHaveTextContent('Trade failed');
    expect(getOnlyToast()).not.toHaveTextContent('Saved');
  });

  it('when the close button is pressed, then the toast goes away', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved' });
    });

    act(() => {
      screen.getByRole('button', { name: 'Close notification' }).click();
    });

    expect(getOpenToasts()).toHaveLength(0);
  });

  it('labels the region with the F8 hotkey', () => {
    render(<Toaster />);

    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  });
});
