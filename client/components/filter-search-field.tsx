import { Search } from 'lucide-react';
import type { ChangeEvent } from 'react';

/**
 * The search field of a GET filter form (/tools, /terms, /portfolio/code): a labelled search box
 * named q with a magnifier, up to 100 characters. Either the form owns it (defaultValue, re-keyed
 * when the address changes it) or the page does (value and onChange).
 */
export function FilterSearchField({
  id,
  label,
  placeholder,
  ...valueProps
}: {
  id: string;
  label: string;
  placeholder: string;
} & (
  | { defaultValue: string }
  | { value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void }
)) {
  return (
    <div className="md:col-span-2 lg:col-span-1">
      <label htmlFor={id} className="mb-1 block text-small font-bold">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 start-2.5 my-auto size-4 text-muted"
        />
        <input
          key={'defaultValue' in valueProps ? valueProps.defaultValue : undefined}
          id={id}
          name="q"
          type="search"
          {...valueProps}
          placeholder={placeholder}
          className="field ps-8"
          maxLength={100}
        />
      </div>
    </div>
  );
}
