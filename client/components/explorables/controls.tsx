import { type FormEvent, type ReactNode, useState } from 'react';
import { replaceQuery } from './shared.tsx';

// The form controls more than one explorable uses: the guess-first question (predict, then reveal)
// and a labelled slider with its value beside it.

export type GuessChoice<Value extends string | number> = { value: Value; label: ReactNode };

/**
 * Predict, then reveal (docs/product.md#explorables): a question with radio choices that, without
 * JavaScript, is a GET form (`?guess=`, with the set-up in `hidden`) answered by the server; with it,
 * the answer shows at once and the guess goes into the address.
 */
export function GuessFirst<Value extends string | number>({
  initial,
  hidden,
  legend,
  choices,
  reveal,
}: {
  /** The guess from the address, if the reader already made one. */
  initial: Value | null;
  /** Hidden inputs that keep the explorable's set-up when the form is sent. */
  hidden?: ReactNode;
  legend: ReactNode;
  choices: readonly GuessChoice<Value>[];
  /** The answer, given the reader's guess. */
  reveal: (guess: Value) => ReactNode;
}) {
  const [guess, setGuess] = useState<Value | null>(initial);
  const [choice, setChoice] = useState<Value | null>(initial);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (choice === null) return;
    setGuess(choice);
    replaceQuery({ guess: String(choice) });
  };
  return (
    <div className="rounded-2xl bg-tint p-4">
      <form method="get" onSubmit={onSubmit} className="flex flex-col gap-3">
        {hidden}
        <fieldset>
          <legend className="font-bold">{legend}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {choices.map(({ value, label }) => (
              <label key={value} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="guess"
                  value={value}
                  checked={choice === value}
                  onChange={() => setChoice(value)}
                  className="size-5"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <button type="submit" className="btn btn-secondary">
            בדקו את הניחוש
          </button>
        </div>
      </form>
      {guess !== null ? reveal(guess) : null}
    </div>
  );
}

/** A range input with its label, and its value (as `aria-valuetext` says it) beside the label. */
export function Slider({
  id,
  name,
  label,
  value,
  min,
  max,
  step,
  valueText,
  shown = valueText,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  valueText: string;
  /** What the output beside the label shows; `valueText` unless given. */
  shown?: string;
  onChange: (value: number) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      {/* The output sits beside the label, not in it: a label's output must be what it labels. */}
      <div className="flex justify-between">
        <label htmlFor={id} className="font-bold">
          {label}
        </label>
        <output htmlFor={id} className="font-medium">
          {shown}
        </output>
      </div>
      <input
        id={id}
        type="range"
        name={name}
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        onChange={(event) => onChange(Number(event.target.value))}
        className="min-h-11 accent-brand-700"
      />
    </div>
  );
}
