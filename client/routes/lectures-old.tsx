import { ArrowLeft, Mail, Presentation } from 'lucide-react';
import { Link } from 'react-router';
import { CtaBand } from '../components/cta-band.tsx';
import { LecturesView } from '../components/lectures/lectures-view.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { type Lecture, parseLectureFilter } from '../lib/lectures.ts';
import { pageMeta, siteUrlFrom } from '../lib/meta.ts';
import type { Route } from './+types/lectures-old';

// The /lectures-old variant (docs/product.md#other-pages): it loads a lecture list, which is always
// empty (the original never loaded it), so visitors see the coming-soon view. The
// filter and the card (client/components/lectures/) are complete so that a non-empty list renders
// properly.

/** The lecture list. It is never fetched from anywhere, so it is always empty. */
export async function loadLectures(): Promise<Lecture[]> {
  return [];
}

export async function loader({ request }: Route.LoaderArgs) {
  const lectures = await loadLectures();
  const filter = parseLectureFilter(new URL(request.url).searchParams.get('format'));
  return { lectures, filter };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'הרצאות וסדנאות – בקרוב',
    description:
      'הרצאות, סדנאות וקורסים בבינה מלאכותית: סדנה מעשית, קורס AI, קורס קולנוע AI וקורס ComfyUI – בקרוב. השאירו פרטים ונעדכן.',
    path: '/lectures-old',
    siteUrl: siteUrlFrom(matches),
    keywords: ['קורס AI', 'סדנת AI', 'קורס ComfyUI', 'קולנוע AI', 'הרצאות בינה מלאכותית'],
  });

export default function LecturesOld({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        id="lectures-old-title"
        icon={Presentation}
        eyebrow="הרצאות, סדנאות וקורסים"
        title={
          <>
            לומדים <span className="text-gradient">בינה מלאכותית</span> יחד
          </>
        }
        lead="סדנאות וקורסים מעשיים בעברית – מהצעדים הראשונים ועד תהליכי עבודה מתקדמים ביצירת תמונות ווידאו."
        compact
      />
      <div className="container-page py-12 lg:py-16">
        <LecturesView lectures={loaderData.lectures} filter={loaderData.filter} />
        <CtaBand
          headingId="lectures-old-cta"
          title="רוצים מפגש לארגון שלכם?"
          lead={<>הרצאות, סדנאות והכשרות צוות מותאמות אישית&nbsp;– גם לפני שהקורסים נפתחים.</>}
        >
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/lectures#contact" className="btn bg-white text-brand-800 hover:bg-brand-50">
              <Mail aria-hidden="true" className="size-4" />
              ליצירת קשר
            </Link>
            <Link
              to="/services"
              prefetch="intent"
              className="btn border border-white/70 text-white hover:bg-white/10"
            >
              לכל השירותים
              <ArrowLeft aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </CtaBand>
      </div>
    </>
  );
}
