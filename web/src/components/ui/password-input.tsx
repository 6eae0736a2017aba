import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes } from 'react';

import { inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Names the field in the toggle's label, e.g. "new password". */
  toggleLabel?: string;
}

/** A password field with a show/hide toggle. */
export function PasswordInput({
  className,
  toggleLabel = 'password',
  ...props
}: PasswordInputProps) {
  const [isVisible, setIsVisible] = useState(false);
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <div className="relative">
      <input
        type={isVisible ? 'text' : 'password'}
        className={cn(inputClasses, 'pr-11', className)}
        {...props}
      />
      <button
        type="button"
        onClick={() => setIsVisible((visible) => !visible)}
        aria-label={`${isVisible ? 'Hide' : 'Show'} ${toggleLabel}`}
        aria-pressed={isVisible}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600"
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
