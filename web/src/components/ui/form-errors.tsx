import { CircleAlert } from 'lucide-react';

import { cn } from '@/lib/cn';

export interface FormErrorsProps {
  errors: readonly string[];
  id?: string;
  className?: string;
}

/** Every failing validation message of a form, together as one list. */
export function FormErrors({ errors, id, className }: FormErrorsProps) {
  if (errors.length === 0) return null;
  return (
    <div
      id={id}
      role="alert"
      className={cn(
        'rounded-lg border border-red-200 bg-danger-soft p-3 text-sm text-red-800',
        className,
      )}
    >
      <div className="flex gap-2">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <ul className="space-y-1">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
