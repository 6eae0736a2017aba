import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderBudgeting } from '@/features/budgeting/testing/render-budgeting';
import { callsTo } from '@/testing/mock-fetch';

describe('new plan dialog', () => {
  it('when the name holds a right-to-left override, then it says so beside the field and sends nothing', async () => {
    const { user, fetchMock } = renderBudgeting();

    await user.click(await screen.findByRole('button', { name: 'New Plan' }));
    const dialog = screen.getByRole('dialog', { name: 'New Budget Plan' });
    const name = within(dialog).getByLabelText('Plan name');
    await user.type(name, 'Nurse \u202Eogacihc');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    const message =
      'Names cannot contain invisible or text-direction characters (U+202E found). Please type the name again.';
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(`Up to 100 characters. ${message}`);
    expect(name).toHaveFocus();
    expect(callsTo(fetchMock, 'POST', '/api/budget/plans')).toEqual([]);
  });
});
