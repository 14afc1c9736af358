import { BookOpen, Brain, Cpu, GitBranch, type LucideIcon, Palette, Sparkles, Workflow } from 'lucide-react';
import { DIFFICULTY_LABELS } from '../../../src/domain/glossary/labels.ts';
import type { TermDifficulty } from '../../../src/domain/types.ts';
import { CATEGORY_CHIP, type ColorKey, colorKeyFor } from '../category-style.ts';

// The look of a term: a colour and an icon per category (the seed's five and any live one), and
// the difficulty label with its three-step signal.

const CATEGORY_LOOKS: [RegExp, ColorKey, LucideIcon][] = [
  [/יסוד|בסיס|basic|foundation/i, 'text', Brain],
  [/מודל|שפה|language|model/i, 'code', Cpu],
  [/טכניק|שיט|technique|method/i, 'audio', Workflow],
  [/יוצר|יצירה|תמונ|generative|creative|image/i, 'image', Palette],
  [/פיתוח|תפעול|dev|ops|deploy/i, 'automation', GitBranch],
];

export function termCategoryLook(category: string): { chip: string; icon: LucideIcon } {
  const match = CATEGORY_LOOKS.find(([pattern]) => pattern.test(category));
  if (match) return { chip: CATEGORY_CHIP[match[1]], icon: match[2] };
  return { chip: CATEGORY_CHIP[colorKeyFor(category)], icon: category ? BookOpen : Sparkles };
}

export function TermIcon({ category, className = 'size-6' }: { category: string; className?: string }) {
  const Icon = termCategoryLook(category).icon;
  return <Icon aria-hidden="true" className={className} />;
}

export function CategoryChip({ category }: { category: string }) {
  if (!category) return null;
  return (
    <span className={`chip ${termCategoryLook(category).chip}`} data-term-category={category}>
      {category}
    </span>
  );
}

const LEVEL: Record<TermDifficulty, number> = { beginner: 1, intermediate: 2, advanced: 3 };

/** 'מתחיל', 'בינוני' or 'מתקדם' with a three-bar signal; the bars are decoration only. */
export function DifficultyChip({ difficulty }: { difficulty: TermDifficulty }) {
  const level = LEVEL[difficulty];
  return (
    <span className="chip bg-tint text-link-strong" data-difficulty={difficulty}>
      <span aria-hidden="true" className="flex items-end gap-0.5">
        {[1, 2, 3].map((bar) => (
          <span
            key={bar}
            className={`w-1 rounded-sm ${bar <= level ? 'bg-brand-700' : 'bg-brand-200'}`}
            style={{ height: `${4 + bar * 3}px` }}
          />
        ))}
      </span>
      <span className="sr-only">רמת קושי: </span>
      {DIFFICULTY_LABELS[difficulty]}
    </span>
  );
}
