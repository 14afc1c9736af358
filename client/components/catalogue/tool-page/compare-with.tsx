import { GitCompare } from 'lucide-react';
import { useId } from 'react';
import { Name } from '../../bidi-text.tsx';

export type CompareOption = { id: string; name: string };

/**
 * 'השווה את … עם…': a GET form to /tools/compare with this tool preselected (a hidden field) and a
 * second one chosen from a list; works without JavaScript.
 */
export function CompareWith({
  toolId,
  toolName,
  options,
}: {
  toolId: string;
  toolName: string;
  options: { label: string; tools: CompareOption[] }[];
}) {
  const selectId = useId();
  if (options.every((group) => group.tools.length === 0)) return null;
  return (
    <form
      method="get"
      action="/tools/compare"
      className="mt-6 flex flex-wrap items-end gap-3"
      data-compare-with
    >
      <input type="hidden" name="tools" value={toolId} />
      <div className="min-w-0 flex-[1_1_16rem] sm:max-w-sm">
        <label htmlFor={selectId} className="mb-1 block text-small font-bold">
          השווה את <Name>{toolName}</Name> עם…
        </label>
        <select id={selectId} name="tools" className="field" required defaultValue="">
          {/* Short: a closed list shows its chosen option on one line and cuts it at its edge (with
              the tool's name it ran past the edge at 390 px and 150 % text); the label names the tool. */}
          <option value="" disabled>
            בחרו כלי…
          </option>
          {options
            .filter((group) => group.tools.length > 0)
            .map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.tools.map((tool) => (
                  <option key={tool.id} value={tool.id}>
                    {tool.name}
                  </option>
                ))}
              </optgroup>
            ))}
        </select>
      </div>
      <button type="submit" className="btn btn-secondary">
        <GitCompare aria-hidden="true" className="size-4" />
        השוואה
      </button>
    </form>
  );
}
