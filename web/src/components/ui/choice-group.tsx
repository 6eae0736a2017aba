import { useId, type ComponentProps, type ReactNode } from 'react';

/**
 * A labelled group of radio buttons, with what the choice needs next under it (children). Either
 * controlled (value, onChange) or registered with react-hook-form: pass `register('kind')` as
 * inputProps and each radio is wired to the form.
 */
export function ChoiceGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  inputProps,
  children,
}: {
  legend: string;
  options: readonly (readonly [T, string])[];
  value?: T;
  onChange?: (value: T) => void;
  inputProps?: Omit<ComponentProps<'input'>, 'type' | 'value' | 'checked'>;
  children?: ReactNode;
}) {
  const groupName = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {options.map(([option, label]) => (
          <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={groupName}
              {...inputProps}
              value={option}
              {...(value === undefined ? {} : { checked: value === option })}
              {...(onChange ? { onChange: () => onChange(option) } : {})}
              className="size-4 accent-primary-600"
            />
            {label}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
