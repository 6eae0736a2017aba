import { Search } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';

import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

export interface SearchInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'onChange' | 'value'
> {
  value: string;
  onValueChange: (value: string) => void;
}

/** A search field with its magnifier inside (label it with a <Label htmlFor> of the field's id). */
export function SearchInput({ value, onValueChange, className, ...props }: SearchInputProps) {
  return (
    <div className="relative">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
      />
      <Input
        type="search"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        autoComplete="off"
        className={cn('pl-9', className)}
        {...props}
      />
    </div>
  );
}
