import { ExternalLink, GitFork, Sparkles, Star } from 'lucide-react';
import { formatCount } from '../../../src/domain/hebrew-numbers.ts';
import { type CodeProject, type CodeStats, cardTechnologies } from '../../../src/domain/portfolio/code.ts';
import { BidiText } from '../bidi-text.tsx';
import { BrandGlyph } from '../brand-glyph.tsx';
import { NewTabLink } from '../new-tab-link.tsx';

// Code projects: one card per repository and the statistics strip (docs/product.md#code-projects-page).

function LanguageDot({ color }: { color: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-3 shrink-0 rounded-full ring-1 ring-ink/20"
      style={{ backgroundColor: color }}
    />
  );
}

export function ProjectCard({ project }: { project: CodeProject }) {
  const { shown, more } = cardTechnologies(project.technologies);
  return (
    <article
      className="@container card flex flex-col gap-3 p-5"
      id={`project-${project.name}`}
      data-project={project.name}
      data-ai={project.isAI ? 'true' : 'false'}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 text-lg font-bold break-words">
          <bdi>{project.name}</bdi>
        </h3>
        {project.isAI ? (
          <span className="chip bg-tint text-link-strong" title={project.aiDescription}>
            <Sparkles aria-hidden="true" className="size-3.5" />
            <BidiText text={project.aiLabel ?? 'פרויקט AI'} />
          </span>
        ) : null}
      </div>
      {project.description ? (
        <p className="text-ink-soft">
          <BidiText text={project.description} />
        </p>
      ) : (
        <p className="text-muted">אין תיאור לפרויקט.</p>
      )}
      <p className="inline-flex items-center gap-2 text-small font-medium" data-language={project.language}>
        <LanguageDot color={project.languageColor} />
        <span className="sr-only">שפה עיקרית:</span>
        <bdi>{project.language}</bdi>
      </p>
      {shown.length > 0 ? (
        <ul aria-label="טכנולוגיות" className="flex flex-wrap gap-1.5">
          {shown.map((technology) => (
            <li key={technology} className="chip">
              <bdi>{technology}</bdi>
            </li>
          ))}
          {more > 0 ? (
            <li className="chip bg-tint text-link-strong" data-more>
              <span aria-hidden="true" dir="ltr">
                +{more}
              </span>
              <span className="sr-only">ועוד {more}</span>
            </li>
          ) : null}
        </ul>
      ) : null}
      <dl className="mt-auto grid grid-cols-2 gap-x-4 gap-y-1 text-small text-muted">
        <div className="flex items-center gap-1">
          <dt>
            <Star aria-hidden="true" className="size-4" />
            <span className="sr-only">כוכבים</span>
          </dt>
          <dd>{formatCount(project.stars)}</dd>
        </div>
        <div className="flex items-center gap-1">
          <dt>
            <GitFork aria-hidden="true" className="size-4" />
            <span className="sr-only">פיצולים</span>
          </dt>
          <dd>{formatCount(project.forks)}</dd>
        </div>
        {/* The dates take the card's width when it is narrow (a phone at 125 % text or more): half
            of it broke 'מרץ 2025' in two beside its label. */}
        <div className="flex items-center gap-1 @max-[17rem]:col-span-2">
          <dt>עודכן:</dt>
          <dd>
            <time dateTime={project.updatedAt} data-testid="updated-relative">
              {project.updatedRelative}
            </time>
          </dd>
        </div>
        <div className="flex items-center gap-1 @max-[17rem]:col-span-2">
          <dt>נוצר:</dt>
          <dd>
            <time dateTime={project.createdAt}>{project.createdRelative}</time>
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2 border-t border-line pt-3">
        <NewTabLink
          href={project.url}
          className="btn btn-secondary min-h-10 px-3 text-small"
          context={` של ${project.name} ב-GitHub`}
        >
          <BrandGlyph mark="github" />
          קוד המקור
        </NewTabLink>
        {project.homepage ? (
          <NewTabLink
            href={project.homepage}
            className="btn btn-secondary min-h-10 px-3 text-small"
            context={` ${project.name}`}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            לאתר הפרויקט
          </NewTabLink>
        ) : null}
      </div>
    </article>
  );
}

export function CodeStatsStrip({ stats, lastUpdateDate }: { stats: CodeStats; lastUpdateDate: string }) {
  return (
    <section aria-labelledby="code-stats" className="@container card p-4 md:p-5" data-testid="code-stats">
      <h2 id="code-stats" className="sr-only">
        סטטיסטיקה
      </h2>
      {/* Four columns by the strip's own width in rem (decision 0041): at 768 px and 150 % text the
          screen's md gave 'TypeScript (2)' a column narrower than itself. */}
      <dl className="grid grid-cols-2 gap-4 @min-[38rem]:grid-cols-4">
        <div>
          <dt className="text-small text-muted">פרויקטים</dt>
          <dd className="text-2xl font-extrabold" data-stat="total">
            {stats.total}
          </dd>
        </div>
        <div>
          <dt className="text-small text-muted">פרויקטי AI</dt>
          <dd className="text-2xl font-extrabold" data-stat="ai">
            {stats.ai}
            {/* One piece: at 320 px and 150 % text ')' broke onto a line of its own. */}
            <span
              className="ms-2 inline-block text-base font-bold whitespace-nowrap text-link"
              data-stat="ai-percent"
            >
              ({stats.aiPercent}%)
            </span>
          </dd>
        </div>
        <div className="col-span-2 @min-[38rem]:col-span-1">
          <dt className="text-small text-muted">עדכון אחרון</dt>
          <dd className="text-lg font-bold">
            {stats.lastUpdate ? <time dateTime={stats.lastUpdate}>{lastUpdateDate}</time> : '—'}
          </dd>
        </div>
        <div className="col-span-2 @min-[38rem]:col-span-1">
          <dt className="text-small text-muted">שפות מובילות</dt>
          <dd>
            <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1" data-testid="top-languages">
              {stats.topLanguages.map((language) => (
                <li key={language.name} className="inline-flex items-center gap-1.5 text-small font-medium">
                  <LanguageDot color={language.color} />
                  <bdi>{language.name}</bdi>
                  <span className="text-muted">({language.count})</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </section>
  );
}
