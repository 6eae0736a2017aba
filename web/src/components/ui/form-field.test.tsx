import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { firstFormError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

describe('FormField', () => {
  it('when it has a hint, then the input is named by its label and described by the hint', () => {
    render(
      <FormField label="Plan name" hint="Up to 100 characters.">
        {(control) => <Input {...control} />}
      </FormField>,
    );

    const input = screen.getByRole('textbox', { name: 'Plan name' });
    expect(input).toHaveAccessibleDescription('Up to 100 characters.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('when it has an error, then the input is invalid and described by the hint and the error', () => {
    render(
      <FormField label="Plan name" hint="Up to 100 characters." error="Please enter a name">
        {(control) => <Input {...control} />}
      </FormField>,
    );

    const input = screen.getByRole('textbox', { name: 'Plan name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Up to 100 characters. Please enter a name');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a name');
  });

  it('when the form lists its messages elsewhere, then the input is invalid and points at the list', () => {
    render(
      <>
        <FormField label="Email" isInvalid describedBy="form-errors">
          {(control) => <Input {...control} />}
        </FormField>
        <p id="form-errors">Please fill in all fields</p>
      </>,
    );

    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please fill in all fields');
  });
});

describe('firstFormError', () => {
  it('when several fields are wrong, then the first on screen is the one named', () => {
    const errors = {
      note: { type: 'custom', message: 'The note is at most 500 characters' },
      dueDate: { type: 'custom', message: 'Choose the due date' },
    };
    expect(firstFormError(errors, ['dueDate', 'note'])).toEqual({
      field: 'dueDate',
      message: 'Choose the due date',
    });
  });

  it('when the message is nested or the server refused, then it comes after the listed fields', () => {
    const errors = {
      root: { server: { type: 'server', message: 'The contest must end after it starts' } },
      commission: { cents: { type: 'too_big', message: 'A flat commission is at most $100.00' } },
    };
    expect(firstFormError(errors, ['commission'])).toEqual({
      field: 'commission',
      message: 'A flat commission is at most $100.00',
    });
    expect(firstFormError({ root: errors.root }, ['commission'])?.message).toBe(
      'The contest must end after it starts',
    );
    expect(firstFormError({}, ['commission'])).toBeNull();
  });
});
