const BADGE_SIZES = {
  /** Beside a sentence in a compact list (a term's "how it works"). */
  small: 'size-7 shrink-0 text-small font-bold',
  /** At the head of a step card. */
  large: 'size-10 font-extrabold',
} as const;

/** A step's number in a round badge, hidden from assistive technology: the `<ol>` numbers its items. */
export function StepBadge({ number, size }: { number: number; size: keyof typeof BADGE_SIZES }) {
  return (
    <span
      aria-hidden="true"
      className={`grid place-items-center rounded-full bg-brand-700 text-white ${BADGE_SIZES[size]}`}
    >
      {number}
    </span>
  );
}

/** What a screen reader hears before a step's words, in place of the hidden badge: "<word> <n>: ". */
export function SpokenStep({ word, number }: { word: string; number: number }) {
  return <span className="sr-only">{`${word} ${number}: `}</span>;
}

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
          <StepBadge number={index + 1} size="large" />
          <h3 className="text-lg font-bold">
            <SpokenStep word={word} number={index + 1} />
            {title}
          </h3>
          <p className="text-ink-soft">{text}</p>
        </li>
      ))}
    </ol>
  );
}
