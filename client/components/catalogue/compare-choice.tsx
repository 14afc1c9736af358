import { GitCompare } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { addToTray, removeFromTray } from '../../lib/compare-tray.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { KeepPhrases } from '../bidi-text.tsx';

/**
 * 'הוסף להשוואה' on a card. Without JavaScript: a checkbox of the grid's GET form, whose button opens
 * /tools/compare?tools=…; with it, the checkbox adds the tool to the compare tray (or takes it out).
 * The grid reads the tray once for all its cards and says whether this one is in it.
 */
export function CompareCheckbox({
  id,
  name,
  form,
  checked,
}: {
  id: string;
  name: string;
  form: string;
  checked: boolean;
}) {
  const inputId = `${form}-${id.replace(/\s+/g, '-')}`;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (event.currentTarget.checked) addToTray({ id, name });
    else removeFromTray(id);
  };
  return (
    // Above the card's stretched link, so a click on the box does not open the tool.
    <div className="relative z-10 flex items-center gap-2 text-small font-medium">
      <input
        id={inputId}
        type="checkbox"
        name="tools"
        value={id}
        form={form}
        className="size-5 accent-brand-700"
        data-compare-toggle={id}
        checked={checked}
        onChange={onChange}
      />
      {/* A phone's compact card shows 'השוואה'; the box's name stays 'הוסף להשוואה'. */}
      <label htmlFor={inputId} className="cursor-pointer py-1">
        <span className="max-sm:sr-only">הוסף ל</span>השוואה
      </label>
    </div>
  );
}

/** The grid's compare form: its button submits the checked boxes; with JavaScript the tray does that. */
export function CompareForm({ id }: { id: string }) {
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <form id={id} method="get" action="/tools/compare" className="mt-4 flex flex-wrap items-center gap-3">
      <button type="submit" className="btn btn-secondary">
        <GitCompare aria-hidden="true" className="size-4" />
        השוואת הכלים שסומנו
      </button>
      <span className="text-small text-muted">
        <KeepPhrases text="סמנו 2–4 כלים" />
      </span>
    </form>
  );
}

export function useCompareFormId(): string {
  return `compare-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}
