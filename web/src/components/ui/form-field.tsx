import { useId, type ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';

import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

/** What FormField hands its control: spread it on the input so the label, hint and error reach it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FormFieldProps {
  label: ReactNode;
  /** A standing note under the control (a limit, a format); read with the control. */
  hint?: ReactNode;
  /** This field's message, under the control and read out as it appears. */
  error?: string | null;
  /**
   * Marks the control invalid without a message of its own, for forms whose messages show
   * together in one list (FormErrors): pass the list's id in describedBy.
   */
  isInvalid?: boolean;
  /** Ids of elements elsewhere that also describe the control, e.g. a form's error list. */
  describedBy?: string;
  /** The control's id; a generated one when left out. */
  id?: string;
  /** Beside the label, at the right (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One form field: label, the control, a hint and an error, wired for screen readers (the label's
 * htmlFor, aria-describedby naming the hint and the error, aria-invalid while there is an error).
 * The control is a render function so any input fits (Input, PasswordInput, a select, a
 * textarea); spread what it receives, then react-hook-form's register:
 *
 * @example
 * <FormField label="Plan name" hint="Up to 100 characters." error={errors.name?.message}>
 *   {(control) => <Input {...control} {...register('name')} autoComplete="off" />}
 * </FormField>
 */
export function FormField({
  label,
  hint,
  error,
  isInvalid,
  describedBy,
  id,
  labelAside,
  className,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedByIds = [hint ? hintId : null, error ? errorId : null, describedBy || null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={cn('space-y-1.5', className)}>
      {labelAside ? (
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={controlId}>{label}</Label>
          {labelAside}
        </div>
      ) : (
        <Label htmlFor={controlId}>{label}</Label>
      )}
      {children({
        id: controlId,
        'aria-describedby': describedByIds || undefined,
        'aria-invalid': error || isInvalid ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * The first message among react-hook-form's errors, by the fields' order on screen (`order`
 * names top-level fields; one not listed, a nested one such as `commission.cents` under its
 * top-level name, and the form's `root` errors come after), or null. For forms that show one
 * thing to fix at a time.
 */
export function firstFormError(
  errors: FieldErrors,
  order: readonly string[],
): { field: string; message: string } | null {
  const found: { field: string; message: string }[] = [];
  const collect = (error: unknown, field: string) => {
    if (!error || typeof error !== 'object') return;
    const { message } = error as { message?: unknown };
    if (typeof message === 'string' && message !== '') {
      found.push({ field, message });
      return;
    }
    for (const [key, nested] of Object.entries(error)) {
      if (key !== 'ref' && key !== 'types') collect(nested, field);
    }
  };
  for (const [field, error] of Object.entries(errors)) collect(error, field);
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return found.sort((a, b) => rank(a.field) - rank(b.field))[0] ?? null;
}
