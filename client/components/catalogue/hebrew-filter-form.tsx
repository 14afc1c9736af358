import { Filter } from 'lucide-react';
import { Form } from 'react-router';
import { HEBREW_FILTERS, TOOL_SORTS, type ToolFilters } from '../../../src/domain/catalogue/filters.ts';
import { useFilterForm } from '../../lib/use-filter-form.ts';
import { FilterSelect } from '../filter-select.tsx';

/**
 * A category page's GET form: the Hebrew filter and the sort, as on /tools (`hebrew=`, `sort=hebrew`).
 * A plain form without JavaScript; with it, each change applies at once.
 */
export function HebrewFilterForm({
  action,
  value,
}: {
  action: string;
  value: Pick<ToolFilters, 'hebrew' | 'sort'>;
}) {
  const filterForm = useFilterForm(action);
  return (
    <Form
      {...filterForm}
      method="get"
      action={action}
      aria-label="סינון לפי תמיכה בעברית"
      className="card mt-6 flex flex-wrap items-end gap-4 p-4"
    >
      <div className="min-w-44 flex-1">
        <FilterSelect
          id="category-hebrew"
          name="hebrew"
          label="תמיכה בעברית"
          value={value.hebrew}
          allLabel="כל הכלים"
          options={HEBREW_FILTERS}
        />
      </div>
      <div className="min-w-44 flex-1">
        <FilterSelect
          id="category-sort"
          name="sort"
          label="מיון"
          value={value.sort}
          allLabel="מומלצים"
          options={TOOL_SORTS}
        />
      </div>
      <button type="submit" className="btn btn-secondary">
        <Filter aria-hidden="true" className="size-4" />
        סינון
      </button>
    </Form>
  );
}
