/**
 * Steps a visitor follows in order: an `<ol>` of cards, each with its number in a round badge and a
 * heading that a screen reader hears as "<word> <n>: <title>" (the badge itself is hidden, since
 * the list already numbers its items). The services page's process and a category page's
 * getting-started steps share it; the columns are the caller's, by its container's width in rem.
 */
export function NumberedSteps({
  steps,
  word,
  className,
}: {
  /** Title and text of each step, in order. */
  steps: readonly (readonly [title: string, text: string])[];
  /** What a step is called in the spoken heading: "שלב" (a stage of work), "צעד" (a step to take). */
  word: string;
  /** The list's grid and spacing. */
  className: string;
}) {
  return (
    <ol className={className}>
      {steps.map(([title, text], index) => (
        <li key={title} className="card flex flex-col gap-2 p-5">
          <span
            aria-hidden="true"
            className="grid size-10 place-items-center rounded-full bg-brand-700 font-extrabold text-white"
          >
            {index + 1}
          </span>
          <h3 className="text-lg font-bold">
            <span className="sr-only">
              {word} {index + 1}:{' '}
            </span>
            {title}
          </h3>
          <p className="text-ink-soft">{text}</p>
        </li>
      ))}
    </ol>
  );
}
