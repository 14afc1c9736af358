import { ArrowLeft, BookOpen, Code, Image, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { EXPERIENCE_PATHS } from '../../src/domain/catalogue/matching.ts';
import { BidiText } from '../components/bidi-text.tsx';
import { IconBadge, PageHeader, Section } from '../components/catalogue/page-parts.tsx';
import { siteUrlFrom } from '../lib/meta.ts';
import { sectionMeta } from '../lib/section-meta.ts';
import type { Route } from './+types/start-here';

export const meta: Route.MetaFunction = ({ matches }) =>
  sectionMeta({
    title: 'מתחילים כאן',
    description:
      'מסלולי למידה מודרכים לעבודה עם בינה מלאכותית: יצירת תמונות ותכנות, מהכלים החינמיים ועד המקצועיים.',
    path: '/start-here',
    siteUrl: siteUrlFrom(matches),
    keywords: ['מתחילים עם AI', 'מסלול למידה', 'בינה מלאכותית למתחילים'],
  });

const PATH_ICONS: Record<string, typeof Image> = { 'image-generation': Image, 'code-development': Code };

export default function StartHere() {
  return (
    <div className="container-page py-8 lg:py-12">
      <PageHeader
        title="מתחילים כאן"
        description="חדשים בעולם ה-AI? בחרו מסלול, ועברו שלב אחר שלב מהכלים החינמיים ועד הכלים המקצועיים."
      />
      <Section id="paths" title="מסלולי התנסות" className="mt-0">
        <ul className="grid gap-6 md:grid-cols-2">
          {EXPERIENCE_PATHS.map((path) => {
            const Icon = PATH_ICONS[path.slug] ?? Wrench;
            return (
              <li key={path.slug}>
                <article className="card card-link relative flex h-full flex-col gap-4 p-4 md:p-6">
                  <IconBadge>
                    <Icon aria-hidden="true" className="size-7" />
                  </IconBadge>
                  <h3 className="text-heading font-bold">
                    <Link to={`/start-here/${path.slug}`} prefetch="intent" className="stretched-link">
                      <BidiText text={path.title} />
                    </Link>
                  </h3>
                  <p className="text-ink-soft">
                    <BidiText text={path.description} />
                  </p>
                  <ol className="flex flex-col gap-1 text-small text-muted">
                    {path.steps.map((step) => (
                      <li key={step.pricing}>
                        <BidiText text={step.title} />
                      </li>
                    ))}
                  </ol>
                  <span
                    aria-hidden="true"
                    className="mt-auto inline-flex items-center gap-1 font-bold text-link"
                  >
                    למסלול
                    <ArrowLeft className="size-4" />
                  </span>
                </article>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section id="more" title="עוד דרכים להתחיל">
        <div className="@container">
          <ul className="grid gap-4 @min-[36rem]:grid-cols-3">
            {[
              { to: '/guides', label: 'מדריכי וידאו', text: 'מדריכים צעד אחר צעד', icon: BookOpen },
              { to: '/terms', label: 'מילון מונחים', text: 'המושגים החשובים בעברית', icon: BookOpen },
              { to: '/tools', label: 'כל הכלים', text: 'הקטלוג המלא עם סינון', icon: Wrench },
            ].map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  prefetch="intent"
                  className="card card-link flex h-full items-center gap-3 p-5"
                >
                  <item.icon aria-hidden="true" className="size-6 text-link" />
                  <span>
                    <span className="block font-bold">{item.label}</span>
                    <span className="text-small text-muted">{item.text}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </Section>
    </div>
  );
}
