import {
  ArrowLeft,
  ArrowRight,
  Briefcase,
  Code,
  FileQuestionMark,
  Headphones,
  Hourglass,
  Image,
  Inbox,
  type LucideIcon,
  MessageSquare,
  SearchX,
  Sparkles,
  Target,
  TriangleAlert,
  Users,
  Video,
  Zap,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import type { CategoryIcon as CategoryIconName } from '../../../src/domain/types.ts';
import { letterPlaceholder } from '../../lib/letter-placeholder.ts';
import { BidiText } from '../bidi-text.tsx';
import { SmartImage } from '../smart-image.tsx';

const CATEGORY_ICONS: Record<CategoryIconName, LucideIcon> = {
  Image,
  Code,
  MessageSquare,
  Video,
  Headphones,
  Briefcase,
  Users,
  Target,
  Zap,
  Sparkles,
};

/** The icon is one of ten names, default Sparkles (docs/product.md#entities). */
export function CategoryIcon({ name, className = 'size-6' }: { name?: string; className?: string }) {
  const Icon = (name && CATEGORY_ICONS[name as CategoryIconName]) || Sparkles;
  return <Icon aria-hidden="true" className={className} />;
}

/**
 * A section's h2 with its small icon badge (tool and term pages). Below 11rem of heading (a card on a
 * phone narrower than about 400 px at 150 % text) the badge goes above the title, which beside it had
 * less than a name's width: 'NotebookLM' is about 8rem at this size, the badge and its gap 2.75rem
 * ('אודות NotebookLM' ran 16 px past its card's edge at 375 px, 'אודות Leonardo.Ai' 6 px). Below 9rem
 * (a phone of about 340 px or less at 150 %) the title is 1.25rem, so such a name stays whole; a longer
 * one breaks inside itself rather than run into the card's padding.
 */
export function SectionHeading({
  id,
  icon,
  children,
  spacing = 'mb-4',
}: {
  id: string;
  icon: ReactNode;
  children: ReactNode;
  spacing?: string;
}) {
  return (
    <h2 id={id} className={`${spacing} @container text-heading font-bold`}>
      <span className="flex items-center gap-2 @max-[11rem]:flex-col @max-[11rem]:items-start @max-[11rem]:[overflow-wrap:anywhere] @max-[9rem]:text-[1.25rem]">
        <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-tint text-link">{icon}</span>
        {children}
      </span>
    </h2>
  );
}

export function IconBadge({ children }: { children: ReactNode }) {
  return (
    <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-brand-600 to-accent-500 text-white shadow-md">
      {children}
    </span>
  );
}

export function PageHeader({
  title,
  description,
  icon,
  logo,
  back,
  children,
}: {
  title: string;
  description?: string;
  /** A section's icon, drawn on the brand's gradient badge. */
  icon?: ReactNode;
  /** Or the subject's own logo, shown as it is. */
  logo?: ReactNode;
  back?: { to: string; label: string };
  children?: ReactNode;
}) {
  return (
    <header className="@container pb-8">
      {back ? (
        <Link
          to={back.to}
          prefetch="intent"
          className="inline-flex items-center gap-1 text-small font-medium text-link hover:underline"
        >
          <ArrowRight aria-hidden="true" className="size-4" />
          <BidiText text={back.label} />
        </Link>
      ) : null}
      {/* Below 18rem (a phone at 125 % text or more) the icon goes above the title, which kept a
          word or less a line beside it ('הפודקאס' / 'ט'). The title then takes the column's width, so
          a name longer than the line wraps inside it instead of running off the screen; below 13rem
          (a phone of 360 px or less at 150 % text) the title is 1.5rem, where 'ל-NotebookLM' and
          'ל-Leonardo.Ai' fit a line whole. */}
      <div className="mt-3 flex items-start gap-4 @max-[18rem]:flex-col @max-[18rem]:items-stretch @max-[18rem]:gap-3">
        {icon ? <IconBadge>{icon}</IconBadge> : (logo ?? null)}
        <div className="min-w-0">
          <h1 className="text-[1.875rem] leading-tight font-extrabold @max-[13rem]:text-[1.5rem] md:text-title">
            <BidiText text={title} />
          </h1>
          {description ? (
            <p className="mt-2 max-w-3xl text-lg text-ink-soft">
              <BidiText text={description} />
            </p>
          ) : null}
        </div>
      </div>
      {children}
    </header>
  );
}

export function Section({
  title,
  id,
  children,
  className = '',
}: {
  title: string;
  id: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`mt-12 ${className}`}>
      <h2 id={id} className="mb-5 text-heading font-bold">
        <BidiText text={title} />
      </h2>
      {children}
    </section>
  );
}

/**
 * What an empty state says, and so its picture: nothing matched the visitor's search or filters, a
 * list with nothing in it yet, content still arriving, an address that names nothing, a failure.
 */
export type EmptyKind = 'no-results' | 'empty' | 'loading' | 'not-found' | 'error';

const EMPTY_ICONS: Record<EmptyKind, LucideIcon> = {
  'no-results': SearchX,
  empty: Inbox,
  loading: Hourglass,
  'not-found': FileQuestionMark,
  error: TriangleAlert,
};

export function EmptyState({
  title,
  kind = 'empty',
  children,
  asPageHeading = false,
}: {
  title: ReactNode;
  kind?: EmptyKind;
  children?: ReactNode;
  /** An error page made of this state alone: its title is the page's one h1. */
  asPageHeading?: boolean;
}) {
  const text = typeof title === 'string' ? <BidiText text={title} /> : title;
  const Icon = EMPTY_ICONS[kind];
  return (
    <div
      className="card flex flex-col items-center gap-3 p-5 text-center md:p-10"
      data-testid="empty-state"
      data-empty-kind={kind}
    >
      <Icon aria-hidden="true" className="size-10 text-link" />
      {asPageHeading ? (
        <h1 className="text-lg font-bold">{text}</h1>
      ) : (
        <p className="text-lg font-bold">{text}</p>
      )}
      {children}
    </div>
  );
}

/**
 * The frame of a list page under /tools (new tools, closed tools): its header with the way back to
 * /tools, the catalogue-loading state, the page's own empty state, else the list.
 */
export function ToolListPage({
  title,
  description,
  icon,
  ready,
  isEmpty,
  empty,
  children,
}: {
  title: string;
  description: string;
  icon: ReactNode;
  /** False while the catalogue is not loaded yet. */
  ready: boolean;
  isEmpty: boolean;
  /** What the page shows when it is ready and has nothing to list. */
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="container-page py-8 lg:py-12">
      <PageHeader
        title={title}
        description={description}
        icon={icon}
        back={{ to: '/tools', label: 'לכל הכלים' }}
      />
      {!ready ? (
        <EmptyState kind="loading" title="הקטלוג בטעינה">
          <p className="text-muted">רשימת הכלים מתעדכנת כרגע. נסו שוב בעוד כמה דקות.</p>
        </EmptyState>
      ) : isEmpty ? (
        empty
      ) : (
        children
      )}
    </div>
  );
}

/** The /ecosystem call-to-action (docs/product.md#tool-matching). */
export function EcosystemCta({ text }: { text?: string }) {
  return (
    <aside
      className="card mt-12 flex flex-col items-start gap-4 bg-tint p-4 md:flex-row md:p-6 md:items-center"
      data-testid="ecosystem-cta"
    >
      <div className="flex-1">
        <h2 className="text-heading font-bold">כלי פיתוח משלימים</h2>
        <p className="mt-1 text-ink-soft">
          {text ??
            'בונים מוצר עם AI? באקוסיסטם ריכזנו שירותי אחסון, מסדי נתונים, אימות ועוד שמשתלבים בכלים האלה.'}
        </p>
      </div>
      <Link to="/ecosystem" prefetch="intent" className="btn btn-primary">
        לאקוסיסטם הכלים
        <ArrowLeft aria-hidden="true" className="size-4" />
      </Link>
    </aside>
  );
}

/**
 * True while a client-side navigation is loading another page of the same kind (one tool to another,
 * one category to another): the page then shows its skeleton instead of stale content.
 */
export function usePendingSibling(pattern: RegExp): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== 'loading' || !navigation.location) return false;
  const next = navigation.location.pathname;
  return next !== location.pathname && pattern.test(next) && pattern.test(location.pathname);
}

/** A logo from the content service in a 40 px (64 px) tile, the name's letter where the file fails to load. */
export function LogoImage({ src, name, size = 'md' }: { src: string; name: string; size?: 'md' | 'lg' }) {
  const pixels = size === 'lg' ? 64 : 40;
  return (
    <SmartImage
      src={src}
      alt=""
      width={pixels}
      height={pixels}
      fit="contain"
      fallbackSrc={letterPlaceholder(name)}
      frameClassName={`${size === 'lg' ? 'size-16 rounded-xl' : 'size-10 rounded-lg'} shrink-0`}
    />
  );
}

/** A card's heading beside its logo (a LogoImage, a brand mark), if it has one. */
export function LogoHeading({ logo, children }: { logo?: ReactNode; children: ReactNode }) {
  return (
    // The name goes under the mark where less than 6rem would be left beside it (320 px, 150 % text).
    <div className="flex flex-wrap items-center gap-3">
      {logo ?? null}
      <h3 className="min-w-0 grow basis-24 text-lg font-bold">{children}</h3>
    </div>
  );
}
