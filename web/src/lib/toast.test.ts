import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';

import { clearToasts, toast, toastNotice, useToasts } from '@/lib/toast';

const shown = () =>
  renderHook(() => useToasts())
    .result.current.filter((item) => item.open)
    .map((item) => item.title);

afterEach(() => clearToasts());

describe('toasts', () => {
  it('when the user does one thing after another, then each answer replaces the last', () => {
    toast({ title: 'Trade executed successfully!' });
    toast({ title: 'Order cancelled' });
    expect(shown()).toEqual(['Order cancelled']);
  });

  it('when a notice arrives from the live stream, then it shows beside the answer to what the user did, never in its place', () => {
    toast({ title: 'Trade executed successfully!' });
    toastNotice({ title: 'Achievement unlocked!' });
    expect(shown()).toEqual(['Trade executed successfully!', 'Achievement unlocked!']);
    toastNotice({ title: 'Your limit order filled' });
    expect(shown()).toEqual(['Trade executed successfully!', 'Your limit order filled']);
    toast({ title: 'Lesson completed!' });
    expect(shown()).toEqual(['Your limit order filled', 'Lesson completed!']);
  });
});
