import { ArrowLeft, Clock, ExternalLink, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { readContent } from '../../src/catalogue/data.ts';
import { applyHebrewParams, parseHebrewParams } from '../../src/domain/catalogue/filters.ts';
import { type FixedPageKey, splitFeatured, toolsForFixedPage } from '../../src/domain/catalogue/matching.ts';
import type { CategoryIcon as IconName } from '../../src/domain/types.ts';
import { BidiText, Name } from '../components/bidi-text.tsx';
import { HebrewFilterForm } from '../components/catalogue/hebrew-filter-form.tsx';
import {
  CategoryIcon,
  EcosystemCta,
  EmptyState,
  PageHeader,
  Section,
} from '../components/catalogue/page-parts.tsx';
import { ToolGrid, toCardData } from '../components/catalogue/tool-card.tsx';
import { SmartImage } from '../components/smart-image.tsx';
import { appContext } from '../lib/app-context.ts';
import { BALANCED_GRID, balancedSpans } from '../lib/balanced-grid.ts';
import { letterPlaceholder } from '../lib/letter-placeholder.ts';
import { pageMeta, siteUrlFrom } from '../lib/meta.ts';
import type { Route } from './+types/tools.category-page';

// The five hard-coded category pages (spec section 2, "Category pages"). One module, five routes.

type FixedPage = {
  key: FixedPageKey;
  title: string;
  description: string;
  icon: IconName;
  intro: string;
  steps: [string, string][];
  closing: string;
  ecosystem: boolean;
  keywords: string[];
};

const PAGES: Record<FixedPageKey, FixedPage> = {
  'image-generation': {
    key: 'image-generation',
    title: 'כלי AI ליצירת תמונות',
    description: 'מחוללי תמונות, כלי עריכה ועיצוב מבוססי בינה מלאכותית – מהחינמיים ועד המקצועיים.',
    icon: 'Image',
    intro:
      'מחוללי תמונות הופכים תיאור במילים לתמונה תוך שניות: איורים, תמונות מוצר, קונספט ארט ותמונות לרשתות. כאן תמצאו את הכלים המובילים והשוואה ביניהם.',
    steps: [
      ['בחרו כלי', 'התחילו בכלי עם מסלול חינמי כדי להתנסות בלי התחייבות.'],
      ['כתבו פרומפט', 'תארו נושא, סגנון, תאורה וקומפוזיציה – ככל שתפרטו, התוצאה מדויקת יותר.'],
      ['שפרו וחזרו', 'צרו וריאציות, שנו פרט אחד בכל פעם והגדילו את התמונה שאהבתם.'],
    ],
    closing: 'רוצים ללמוד לכתוב פרומפטים לתמונות? במדריכים שלנו תמצאו הסברים צעד אחר צעד.',
    ecosystem: false,
    keywords: ['מחולל תמונות', 'Midjourney', 'DALL-E', 'Stable Diffusion'],
  },
  coding: {
    key: 'coding',
    title: 'כלי AI לתכנות ופיתוח',
    description: 'עוזרי קוד, סביבות פיתוח חכמות וסוכנים שכותבים, מסבירים ומתקנים קוד.',
    icon: 'Code',
    intro:
      'עוזרי קוד משלימים שורות, מסבירים קוד לא מוכר, כותבים בדיקות ומבצעים שינויים בכמה קבצים. הם מאיצים מפתחים ותיקים ועוזרים למתחילים ללמוד.',
    steps: [
      ['התקינו עוזר', 'הוסיפו עוזר קוד לעורך שלכם או נסו סביבת פיתוח מבוססת AI.'],
      ['תנו הקשר', 'פתחו את הקבצים הרלוונטיים וכתבו הוראות ברורות על המשימה.'],
      ['בדקו כל שינוי', 'קראו את הקוד שנוצר, הריצו בדיקות ושמרו גרסה לפני שינויים גדולים.'],
    ],
    closing: 'בונים מוצר? באקוסיסטם תמצאו שירותי אחסון, מסדי נתונים ואימות שמשתלבים בעבודה עם AI.',
    ecosystem: true,
    keywords: ['עוזר קוד', 'GitHub Copilot', 'Cursor', 'תכנות עם AI'],
  },
  language: {
    key: 'language',
    title: 'כלי AI לשפה וטקסט',
    description: 'צ׳אטבוטים, עוזרי כתיבה, מנועי תשובות וכלי מחקר מבוססי מודלי שפה.',
    icon: 'MessageSquare',
    intro:
      'מודלי שפה כותבים, מסכמים, מתרגמים ועונים על שאלות. הכלים כאן עוזרים בכתיבת תוכן, במחקר, בלמידה ובשירות לקוחות.',
    steps: [
      ['בחרו עוזר', 'התחילו בעוזר כללי כמו ChatGPT, Claude או Gemini במסלול החינמי.'],
      ['כתבו פרומפט טוב', 'הגדירו תפקיד, הקשר ופורמט לתשובה, והוסיפו דוגמה.'],
      ['בדקו עובדות', 'אמתו מידע חשוב מול מקורות – מודלים עלולים לטעות בביטחון.'],
    ],
    closing: 'רוצים לשלב מודלי שפה במוצר? באקוסיסטם ריכזנו את השירותים המשלימים.',
    ecosystem: true,
    keywords: ['צ׳אטבוט', 'ChatGPT', 'Claude', 'כתיבה עם AI'],
  },
  video: {
    key: 'video',
    title: 'כלי AI לווידאו',
    description: 'יצירת סרטונים מטקסט ומתמונות, אווטארים, עריכה חכמה וכתוביות אוטומטיות.',
    icon: 'Video',
    intro:
      'כלי הווידאו החדשים יוצרים קליפים מתיאור טקסטואלי, מנפישים תמונות ומקצרים שעות של עריכה. בעמוד הזה ריכזנו את הכלים, מדריכים והשוואות.',
    steps: [
      ['תכננו', 'כתבו תסריט קצר וחלקו אותו לשוטים של כמה שניות.'],
      ['צרו', 'הפיקו כל שוט מטקסט או מתמונת מפתח, ונסו כמה גרסאות.'],
      ['ערכו', 'חברו את השוטים, הוסיפו קול, מוזיקה וכתוביות.'],
    ],
    closing: 'רוצים ללמוד ליצור סרטונים עם AI? צפו במדריכים המומלצים.',
    ecosystem: false,
    keywords: ['יצירת וידאו AI', 'Runway', 'Sora', 'Pika'],
  },
  audio: {
    key: 'audio',
    title: 'כלי AI לאודיו',
    description: 'יצירת מוזיקה, המרת טקסט לדיבור, שכפול קול, תמלול ושיפור איכות הקלטות.',
    icon: 'Headphones',
    intro:
      'בינה מלאכותית משנה את עולם הסאונד: שירים שלמים מתיאור קצר, קריינות בקולות טבעיים, תמלול מדויק והפרדת ערוצים מהקלטה אחת.',
    steps: [
      ['הגדירו צורך', 'מוזיקה, קריינות, תמלול או ניקוי הקלטה – לכל צורך כלי משלו.'],
      ['התנסו', 'רוב הכלים מציעים מכסה חינמית; נסו כמה ובחרו את המתאים.'],
      ['שלבו בעבודה', 'ייצאו באיכות גבוהה ושלבו בתוכנת העריכה שלכם.'],
    ],
    closing: 'רוצים להפיק פודקאסט או סרטון עם קול AI? המדריכים שלנו יעזרו.',
    ecosystem: false,
    keywords: ['מוזיקה AI', 'ElevenLabs', 'Suno', 'Whisper'],
  },
};

/** Spec section 2: the audio page lists six audio tool types. */
const AUDIO_TYPES = [
  ['יצירת מוזיקה', 'שירים ומוזיקת רקע מתיאור טקסטואלי'],
  ['הפרדת ערוצים', 'הפרדת שירה, תופים ובס מהקלטה אחת'],
  ['שיפור איכות סאונד', 'ניקוי רעשים והדהוד מהקלטות'],
  ['יצירת קול', 'המרת טקסט לדיבור ושכפול קול'],
  ['עיבוד ומאסטרינג', 'איזון, דחיסה ומאסטרינג אוטומטי'],
  ['זמן אמת', 'שינוי קול ותרגום בשיחות ובשידורים חיים'],
] as const;

function pageKeyOf(pathname: string): FixedPageKey {
  const segment = pathname.split('/').filter(Boolean)[1] ?? '';
  return segment in PAGES ? (segment as FixedPageKey) : 'image-generation';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const url = new URL(request.url);
  const key = pageKeyOf(url.pathname);
  const content = await readContent(services.content);
  const hebrew = parseHebrewParams(url.searchParams);
  const tools = applyHebrewParams(toolsForFixedPage(content?.tools ?? [], key), hebrew);
  const { featured, others } = splitFeatured(tools);
  const byVideo = <T extends { categoryPage?: string }>(list: readonly T[]) =>
    key === 'video' ? list.filter((item) => item.categoryPage === 'video') : [];
  return {
    key,
    hebrew,
    ready: content !== null,
    featured: featured.map(toCardData),
    others: others.map(toCardData),
    openSource: tools.filter((tool) => tool.isOpenSource).map(toCardData),
    sections: byVideo(content?.sections ?? []).sort((a, b) => a.order - b.order),
    guides: byVideo(content?.guides ?? []),
    comparisons: byVideo(content?.comparisons ?? []),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const page = PAGES[loaderData?.key ?? pageKeyOf(location.pathname)];
  return pageMeta({
    title: page.title,
    description: page.description,
    path: `/tools/${page.key}`,
    siteUrl: siteUrlFrom(matches),
    keywords: page.keywords,
    noIndex: location.search.length > 1,
  });
};

export default function FixedCategoryPage({ loaderData }: Route.ComponentProps) {
  const { key, hebrew, featured, others, openSource, sections, guides, comparisons, ready } = loaderData;
  const page = PAGES[key];
  const empty = featured.length === 0 && others.length === 0;
  const filtered = Boolean(hebrew.hebrew);
  return (
    <div className="container-page py-8 lg:py-12" data-category-page={key}>
      <PageHeader
        title={page.title}
        description={page.description}
        icon={<CategoryIcon name={page.icon} className="size-7" />}
        back={{ to: '/tools', label: 'לכל הכלים' }}
      />
      <section aria-label="מבוא" className="card bg-brand-50 p-6">
        <p className="text-lg text-ink-soft">
          <BidiText text={page.intro} />
        </p>
      </section>

      <HebrewFilterForm action={`/tools/${key}`} value={hebrew} />

      {empty ? (
        <div className="mt-10">
          <EmptyState
            title={
              filtered ? 'אין כלים שמתאימים לסינון' : ready ? 'עוד אין כלים בקטגוריה הזו' : 'הקטלוג מתעדכן'
            }
          >
            <Link to={filtered ? `/tools/${key}` : '/tools'} className="btn btn-secondary">
              {filtered ? 'ניקוי הסינון' : 'לכל הכלים'}
            </Link>
          </EmptyState>
        </div>
      ) : (
        <>
          <Section id="featured-tools" title="כלים מובילים">
            <ToolGrid tools={featured} headingLevel={3} />
          </Section>
          {others.length > 0 ? (
            <Section id="other-tools" title="כלים נוספים">
              <ToolGrid tools={others} headingLevel={3} />
            </Section>
          ) : null}
        </>
      )}

      {key === 'audio' ? (
        <Section id="audio-types" title="סוגי כלי אודיו">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="audio-types">
            {AUDIO_TYPES.map(([name, text]) => (
              <li key={name} className="card p-5">
                <h3 className="font-bold">
                  <BidiText text={name} />
                </h3>
                <p className="mt-1 text-ink-soft">
                  <BidiText text={text} />
                </p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {openSource.length > 0 ? (
        <Section id="open-source" title="חלופות בקוד פתוח">
          <p className="mb-4 text-ink-soft">כלים שאפשר להריץ בעצמכם, לשנות ולהתאים – בלי מנוי.</p>
          <ToolGrid tools={openSource} headingLevel={3} />
        </Section>
      ) : null}

      {sections.map((section) => (
        <Section key={section.id} id={`section-${section.id}`} title={section.title}>
          {section.description ? (
            <p className="mb-4 text-ink-soft">
              <BidiText text={section.description} />
            </p>
          ) : null}
          <ul className={`${BALANCED_GRID} gap-5`}>
            {section.customTools.map((custom, index) => (
              <li
                key={custom.name}
                className={`card flex flex-col gap-3 p-5 ${balancedSpans(section.customTools.length)[index]}`}
              >
                <div className="flex items-center gap-3">
                  {custom.logoUrl ? (
                    <SmartImage
                      src={custom.logoUrl}
                      alt=""
                      width={40}
                      height={40}
                      fit="contain"
                      fallbackSrc={letterPlaceholder(custom.name)}
                      frameClassName="size-10 shrink-0 rounded-lg"
                    />
                  ) : null}
                  <h3 className="text-lg font-bold">
                    <Name>{custom.name}</Name>
                  </h3>
                </div>
                <p className="text-ink-soft">
                  <BidiText text={custom.description} />
                </p>
                {custom.features.length > 0 ? (
                  <ul className="list-disc ps-5 text-small text-ink-soft">
                    {custom.features.map((feature) => (
                      <li key={feature}>
                        <BidiText text={feature} />
                      </li>
                    ))}
                  </ul>
                ) : null}
                {custom.priceInfo ? (
                  <p className="text-small font-medium text-brand-800">
                    <BidiText text={custom.priceInfo} />
                  </p>
                ) : null}
                {custom.websiteUrl ? (
                  <a
                    href={custom.websiteUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="btn btn-secondary mt-auto"
                  >
                    {custom.buttonText ? (
                      <BidiText text={custom.buttonText} />
                    ) : (
                      <span>
                        לאתר <Name>{custom.name}</Name>
                      </span>
                    )}
                    <ExternalLink aria-hidden="true" className="size-4" />
                    <span className="sr-only">(נפתח בחלון חדש)</span>
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
      ))}

      {guides.length > 0 ? (
        <Section id="guides" title="מדריכים מומלצים">
          <ul className={`${BALANCED_GRID} gap-5`}>
            {guides.map((guide, index) => (
              <li
                key={guide.id}
                className={`card flex flex-col gap-2 p-5 ${balancedSpans(guides.length)[index]}`}
              >
                <h3 className="text-lg font-bold">
                  <BidiText text={guide.title} />
                </h3>
                <p className="text-ink-soft">
                  <BidiText text={guide.description} />
                </p>
                <p className="flex flex-wrap gap-2 text-small text-muted">
                  {guide.duration ? (
                    <span className="chip">
                      <Clock aria-hidden="true" className="size-3.5" />
                      <BidiText text={guide.duration} />
                    </span>
                  ) : null}
                  {guide.difficulty ? (
                    <span className="chip">
                      <BidiText text={guide.difficulty} />
                    </span>
                  ) : null}
                </p>
                {guide.videoUrl ? (
                  <a
                    href={guide.videoUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-auto inline-flex items-center gap-1 font-bold text-brand-700 hover:underline"
                  >
                    <PlayCircle aria-hidden="true" className="size-4" />
                    <span>
                      לצפייה במדריך: <BidiText text={guide.title} />
                    </span>
                    <span className="sr-only">(נפתח בחלון חדש)</span>
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {comparisons.map((table) => (
        <Section key={table.id} id={`comparison-${table.id}`} title={table.title}>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
          <section className="card overflow-x-auto p-0" aria-label={table.title} tabIndex={0}>
            <table className="w-full min-w-[32rem] text-start">
              <caption className="sr-only">{table.title}</caption>
              <thead className="bg-canvas text-small">
                <tr>
                  <th scope="col" className="p-3 text-start">
                    כלי
                  </th>
                  <th scope="col" className="p-3 text-start">
                    מחיר
                  </th>
                  <th scope="col" className="p-3 text-start">
                    קלות שימוש
                  </th>
                  <th scope="col" className="p-3 text-start">
                    איכות
                  </th>
                </tr>
              </thead>
              <tbody>
                {table.toolsData.map((row) => (
                  <tr key={row.name} className="border-t border-line">
                    <th scope="row" className="p-3 text-start font-bold">
                      <Name>{row.name}</Name>
                    </th>
                    <td className="p-3">
                      <BidiText text={row.price} />
                    </td>
                    <td className="p-3">
                      <BidiText text={row.ease} />
                    </td>
                    <td className="p-3">
                      <BidiText text={row.quality} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </Section>
      ))}

      <Section id="getting-started" title="איך מתחילים – שלושה צעדים">
        <ol className="grid gap-5 md:grid-cols-3">
          {page.steps.map(([title, text], index) => (
            <li key={title} className="card flex flex-col gap-2 p-5">
              <span
                className="grid size-10 place-items-center rounded-full bg-brand-700 font-extrabold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="text-lg font-bold">
                <span className="sr-only">צעד {index + 1}: </span>
                {title}
              </h3>
              <p className="text-ink-soft">{text}</p>
            </li>
          ))}
        </ol>
      </Section>

      {page.ecosystem ? <EcosystemCta /> : null}

      <aside
        className="card mt-12 flex flex-col items-start gap-4 p-6 md:flex-row md:items-center"
        aria-label="להמשך"
      >
        <p className="flex-1 text-lg">{page.closing}</p>
        <div className="flex flex-wrap gap-3">
          <Link to="/guides" prefetch="intent" className="btn btn-gradient-outline">
            למדריכים
            <ArrowLeft aria-hidden="true" className="size-4" />
          </Link>
          <Link to="/tools" prefetch="intent" className="btn btn-secondary">
            לכל הכלים
          </Link>
        </div>
      </aside>
    </div>
  );
}
