/**
 * Checkboxes for picking several of a list (students, sectors), two columns from a tablet up.
 * Controlled: `value` holds the ticked options' values; with react-hook-form, use it through a
 * Controller (a registered checkbox group of one would give a string, not a list).
 */
export function CheckboxList({
  options,
  value,
  onChange,
}: {
  options: readonly { value: string; label: string }[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}) {
  return (
    <div className="grid gap-1 sm:grid-cols-2">
      {options.map((option) => (
        <label key={option.value} className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            value={option.value}
            checked={value.includes(option.value)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...value, option.value]
                  : value.filter((ticked) => ticked !== option.value),
              )
            }
            className="size-4 accent-primary-600"
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
