/** One select of a GET filter form: "all" first, the current value selected (re-keyed when it changes). */
export function FilterSelect({
  id,
  name,
  label,
  value,
  allLabel,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  allLabel: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-small font-bold">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} key={value ?? ''} className="field">
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * One checkbox of a GET filter form, checked as the current filters say (re-keyed when that changes);
 * `onChange` applies it at once where the form does so (the button submits it without JavaScript).
 */
export function FilterCheckbox({
  name,
  value,
  checked,
  label,
  onChange,
}: {
  name: string;
  value: string;
  checked: boolean;
  label: string;
  onChange?: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 font-medium">
      <input
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={checked}
        key={String(checked)}
        onChange={onChange ? (event) => onChange(event.target.checked) : undefined}
        className="size-5 accent-brand-700"
      />
      {label}
    </label>
  );
}
