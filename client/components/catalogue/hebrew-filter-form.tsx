import { Filter } from 'lucide-react';
import { Form } from 'react-router';
import { HEBREW_FILTERS, TOOL_SORTS, type ToolFilters } from '../../../src/domain/catalogue/filters.ts';
import { useFilterForm } from '../../lib/use-filter-form.ts';
import { FilterSelect } from '../filter-select.tsx';

type HebrewAndSort = Pick<ToolFilters, 'hebrew' | 'sort'>;

/**
 * The Hebrew support filter and the sort of a tool list (`hebrew=`, `sort=`), as /tools and the
 * category pages ask for them. The ids start with `idPrefix`; `itemClassName` wraps each in a div.
 */
export function HebrewAndSortSelects({
  idPrefix,
  value,
  itemClassName,
}: {
  idPrefix: string;
  value: HebrewAndSort;
  itemClassName?: string;
}) {
  const selects = [
    <FilterSelect
      key="hebrew"
      id={`${idPrefix}-hebrew`}
      name="hebrew"
      label="תמיכה בעברית"
      value={value.hebrew}
      allLabel="כל הכלים"
      options={HEBREW_FILTERS}
    />,
    <FilterSelect
      key="sort"
      id={`${idPrefix}-sort`}
      name="sort"
      label="מיון"
      value={value.sort}
      allLabel="מומלצים"
      options={TOOL_SORTS}
    />,
  ];
  return itemClassName
    ? selects.map((select) => (
        <div key={select.key} className={itemClassName}>
          {select}
        </div>
      ))
    : selects;
}

/**
 * A category page's GET form: the Hebrew filter and the sort, as on /tools (`hebrew=`, `sort=hebrew`).
 * A plain form without JavaScript; with it, each change applies at once.
 */
export function HebrewFilterForm({ action, value }: { action: string; value: HebrewAndSort }) {
  const filterForm = useFilterForm(action);
  return (
    <Form
      {...filterForm}
      method="get"
      action={action}
      aria-label="סינון לפי תמיכה בעברית"
      className="card mt-6 flex flex-wrap items-end gap-4 p-4"
    >
      <HebrewAndSortSelects idPrefix="category" value={value} itemClassName="min-w-44 flex-1" />
      <button type="submit" className="btn btn-secondary">
        <Filter aria-hidden="true" className="size-4" />
        סינון
      </button>
    </Form>
  );
}
