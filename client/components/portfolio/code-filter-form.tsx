import { Filter } from 'lucide-react';
import type { ChangeEvent, FormEvent } from 'react';
import { Form } from 'react-router';
import {
  CODE_SORTS,
  type CodeFilters,
  type CodeSort,
  SORT_ORDERS,
  type SortOrder,
} from '../../../src/domain/portfolio/code.ts';
import type { CachedCodePage } from '../../lib/code-cache.ts';
import { CODE_PATH } from '../../lib/code-page-data.ts';
import { FilterSearchField } from '../filter-search-field.tsx';
import { FilterCheckbox } from '../filter-select.tsx';

// The filter bar of /portfolio/code: search, language, sort, order and AI projects only. A plain GET
// form without JavaScript; with it, every change applies at once (useCodeFilters).

export function CodeFilterForm({
  languages,
  filters,
  q,
  apply,
  onSearch,
  onSort,
  onSubmit,
}: {
  languages: CachedCodePage['languages'];
  filters: CodeFilters;
  /** The search box's own text (it follows the address only when that changes elsewhere). */
  q: string;
  apply: (change: Partial<CodeFilters>) => void;
  onSearch: (event: ChangeEvent<HTMLInputElement>) => void;
  onSort: (sort: CodeSort) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <Form
      method="get"
      action={CODE_PATH}
      role="search"
      aria-label="סינון פרויקטים"
      onSubmit={onSubmit}
      className="card filter-bar mt-6 p-4"
    >
      <FilterSearchField
        id="code-q"
        label="חיפוש"
        placeholder="שם, תיאור, שפה"
        value={q}
        onChange={onSearch}
      />
      <div>
        <label htmlFor="code-lang" className="mb-1 block text-small font-bold">
          שפה
        </label>
        <select
          id="code-lang"
          name="lang"
          defaultValue={filters.lang ?? ''}
          key={`lang-${filters.lang ?? ''}`}
          onChange={(event) => apply({ lang: event.target.value || undefined })}
          className="field"
        >
          <option value="">כל השפות</option>
          {languages.map((language) => (
            <option key={language.name} value={language.name}>
              {language.name} ({language.count})
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="code-sort" className="mb-1 block text-small font-bold">
          מיון לפי
        </label>
        <select
          id="code-sort"
          name="sort"
          defaultValue={filters.sort}
          key={`sort-${filters.sort}`}
          onChange={(event) => onSort(event.target.value as CodeSort)}
          className="field"
        >
          {CODE_SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="code-order" className="mb-1 block text-small font-bold">
          סדר
        </label>
        <select
          id="code-order"
          name="order"
          defaultValue={filters.order}
          key={`order-${filters.order}`}
          onChange={(event) => apply({ order: event.target.value as SortOrder })}
          className="field"
        >
          {SORT_ORDERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <FilterCheckbox
          name="ai"
          value="1"
          checked={filters.aiOnly}
          label="פרויקטי AI בלבד"
          onChange={(aiOnly) => apply({ aiOnly })}
        />
        <button type="submit" className="btn btn-primary">
          <Filter aria-hidden="true" className="size-4" />
          סינון
        </button>
      </div>
    </Form>
  );
}
