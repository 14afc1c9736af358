import { CalendarDays, Lock } from 'lucide-react';
import { data, Link } from 'react-router';
import { ContactPageLink, EmailLink } from '../components/contact-links.tsx';
import { DataRightsForm, type DataRightsResult } from '../components/data-rights-form.tsx';
import { LegalLayout } from '../components/legal-layout.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { SiteStorageControls } from '../components/site-storage-controls.tsx';
import { appContext } from '../lib/app-context.ts';
import { CONTACT_SECTION_PATH, useContactEmails } from '../lib/contact.ts';
import {
  DATA_RIGHTS_MESSAGES,
  type DataRightsRequest,
  isRequestType,
  REQUEST_TYPES,
  validateDataRightsRequest,
} from '../lib/data-rights.ts';
import { pageMeta, siteUrlFrom } from '../lib/meta.ts';
import { SITE } from '../lib/site.ts';
import type { StoredThing } from '../lib/site-storage.ts';
import type { Route } from './+types/privacy';

// Privacy policy (docs/product.md#other-pages, #legal-and-service).

/**
 * A data-rights request posted to the server (no privacy address configured; with one the form opens
 * the visitor's mail client and never posts here). Validated with the spec's messages, limited with
 * the footer signup's per-client counter, kept durably, and only then answered with the success text.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, signupBlock } = context.get(appContext);
  const { config } = services;
  if (config.PRIVACY_EMAIL || config.CONTACT_EMAIL) {
    return data<DataRightsResult>({ status: 'error', message: DATA_RIGHTS_MESSAGES.error }, { status: 404 });
  }
  const form = await request.formData().catch(() => null);
  const field = (name: string) => String(form?.get(name) ?? '').slice(0, 5000);
  const requestType = field('requestType');
  const values: DataRightsRequest = {
    name: field('name').slice(0, 200),
    email: field('email').slice(0, 254),
    requestType: isRequestType(requestType) ? requestType : '',
    details: field('details'),
  };
  const checked = validateDataRightsRequest(values);
  if (!checked.valid) {
    return data<DataRightsResult>(
      { status: 'error', message: checked.message, invalid: checked.invalid, values },
      { status: 400 },
    );
  }
  if (signupBlock) {
    return data<DataRightsResult>(
      { status: 'error', message: DATA_RIGHTS_MESSAGES.error, values },
      { status: signupBlock === 'limited' ? 429 : 503 },
    );
  }
  try {
    await services.dataRequests.accept({
      name: values.name.trim(),
      email: values.email.trim(),
      requestType: values.requestType as Exclude<DataRightsRequest['requestType'], ''>,
      details: values.details.trim(),
    });
  } catch (error) {
    services.logger.warn({ err: error }, 'data-rights request not kept');
    return data<DataRightsResult>(
      { status: 'error', message: DATA_RIGHTS_MESSAGES.error, values },
      { status: 503 },
    );
  }
  return data<DataRightsResult>({ status: 'success', message: DATA_RIGHTS_MESSAGES.success });
}

const UPDATED = { iso: '2025-01-01', label: '1 בינואר 2025' } as const;

/** What the site may keep in the browser, in the words the page lists it (the names: site-storage.ts). */
const KEPT_IN_THE_BROWSER: readonly { thing: StoredThing; text: string }[] = [
  {
    thing: 'accessibility',
    text: 'הגדרות הנגישות: גודל הטקסט, ערכת הצבעים, ניגודיות גבוהה, עצירת אנימציות, הדגשת פוקוס וסרגל קריאה.',
  },
  { thing: 'cookies', text: 'הבחירה שלכם בהודעת העוגיות, כדי שלא תחזור בכל ביקור.' },
  { thing: 'saved', text: 'מונחים ששמרתם, וכלים שבחרתם להשוואה.' },
  { thing: 'searches', text: 'החיפושים האחרונים שלכם בחיפוש המהיר.' },
  { thing: 'podcast', text: 'בכל פרק בפודקאסט: המקום שבו הפסקתם להאזין, וסימון של פרק ששמעתם עד הסוף.' },
  {
    thing: 'seen',
    text: 'הפרק, הגיליון, הסרטון והשינוי בכלים האחרונים שראיתם, כדי לסמן בביקור הבא מה חדש מאז.',
  },
  { thing: 'code', text: 'רשימת פרויקטי הקוד, לתצוגה מהירה גם כשהטעינה נכשלת.' },
  {
    thing: 'scroll',
    text: 'בביקור הנוכחי בלבד: עד היכן גללתם בכל עמוד, כדי שחזרה לעמוד קודם תביא אתכם לאותו מקום.',
  },
  { thing: 'offline', text: 'עותקים של 50 העמודים האחרונים שקראתם, לקריאה גם בלי חיבור לאינטרנט.' },
  { thing: 'admin', text: 'במצב ניהול בלבד: הכניסה של מנהל האתר.' },
];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'מדיניות פרטיות',
    description:
      'מדיניות הפרטיות של האתר: איזה מידע נאסף, איך הוא משמש, עם מי הוא משותף, וכיצד לממש את זכויותיכם – כולל טופס בקשה למימוש זכויות.',
    path: '/privacy',
    siteUrl: siteUrlFrom(matches),
    keywords: ['מדיניות פרטיות', 'הגנת הפרטיות', 'זכויות מידע', 'מחיקת מידע', 'עוגיות'],
  });

const SECTIONS = [
  { id: 'intro', title: 'כללי' },
  { id: 'collected', title: 'איזה מידע אנחנו אוספים' },
  { id: 'use', title: 'למה משמש המידע' },
  { id: 'third-parties', title: 'שירותי צד שלישי' },
  { id: 'cookies', title: 'עוגיות' },
  { id: 'browser', title: 'מה נשמר בדפדפן שלכם' },
  { id: 'security', title: 'אבטחת מידע ושמירתו' },
  { id: 'rights', title: 'הזכויות שלכם' },
  { id: 'request', title: 'טופס בקשה למימוש זכויות' },
  { id: 'officer', title: 'פנייה לממונה על הפרטיות' },
  { id: 'changes', title: 'שינויים במדיניות' },
] as const;

function SectionHeading({ id }: { id: (typeof SECTIONS)[number]['id'] }) {
  const section = SECTIONS.find((item) => item.id === id)!;
  return (
    <h2 id={`${id}-title`} className="scroll-mt-24">
      {section.title}
    </h2>
  );
}

export default function Privacy({ actionData }: Route.ComponentProps) {
  const privacyEmail = useContactEmails().privacy;
  return (
    <>
      <PageHero
        id="privacy-title"
        icon={Lock}
        eyebrow="מידע משפטי"
        title="מדיניות פרטיות"
        lead={
          <>
            הפרטיות שלכם חשובה לנו. כאן מוסבר בשפה פשוטה איזה מידע נאסף באתר {SITE.name}, למה, ומה הזכויות
            שלכם.
          </>
        }
        compact
      >
        <p className="mt-4 inline-flex items-center gap-2 text-small text-muted">
          <CalendarDays aria-hidden="true" className="size-4" />
          עודכן לאחרונה: <time dateTime={UPDATED.iso}>{UPDATED.label}</time>
        </p>
      </PageHero>

      <LegalLayout tocId="privacy-toc" sections={SECTIONS}>
        <section id="intro" aria-labelledby="intro-title" className="scroll-mt-24">
          <SectionHeading id="intro" />
          <p>
            האתר {SITE.name} מופעל על ידי {SITE.owner}. מדיניות זו חלה על השימוש באתר, בניוזלטר ובשירותים
            הנלווים להם. השימוש באתר מהווה הסכמה למדיניות זו, לצד{' '}
            <Link to="/terms-of-service">תנאי השימוש</Link>.
          </p>
          <p>אין חובה חוקית למסור לנו מידע אישי; חלק מהשירותים (כמו הניוזלטר) לא יהיו זמינים בלעדיו.</p>
        </section>

        <section id="collected" aria-labelledby="collected-title" className="scroll-mt-24">
          <SectionHeading id="collected" />
          <ul>
            <li>
              <strong>הרשמה לניוזלטר:</strong> כתובת אימייל ושם (לא חובה).
            </li>
            <li>
              <strong>פניות אלינו:</strong> המידע שתבחרו לכלול בהודעת דואר שתשלחו, כולל בקשות למימוש זכויות.
            </li>
            <li>
              <strong>מידע טכני:</strong> סוג דפדפן ומכשיר, עמודים שנצפו וזמני גישה – לצורכי אבטחה, תפעול
              ושיפור ביצועים, ובכפוף להסכמתכם לעוגיות סטטיסטיקה.
            </li>
            <li>
              <strong>דיווחי תקלות:</strong> מידע טכני על שגיאות באתר, ללא ערכים רגישים (אלה מוסתרים לפני
              השמירה).
            </li>
          </ul>
        </section>

        <section id="use" aria-labelledby="use-title" className="scroll-mt-24">
          <SectionHeading id="use" />
          <ul>
            <li>שליחת הניוזלטר למי שנרשם אליו.</li>
            <li>מענה לפניות ולבקשות.</li>
            <li>תפעול האתר, אבטחתו ושיפור התוכן והחוויה.</li>
            <li>עמידה בדרישות הדין.</li>
          </ul>
          <p>איננו מוכרים מידע אישי ואיננו משתמשים בו לפרסום מותאם אישית ללא הסכמה.</p>
        </section>

        <section id="third-parties" aria-labelledby="third-parties-title" className="scroll-mt-24">
          <SectionHeading id="third-parties" />
          <p>
            לצורך הפעלת האתר אנחנו נעזרים בספקים חיצוניים, שמעבדים מידע רק במידה הדרושה לשירות שהם נותנים:
          </p>
          <ul>
            <li>
              <strong>
                ספק הניוזלטר (<span lang="en">MailerLite</span>):
              </strong>{' '}
              שמירת רשימת המנויים ושליחת הניוזלטר.
            </li>
            <li>
              <strong>
                שירות ניהול תוכן (<span lang="en">Contentful</span>):
              </strong>{' '}
              אחסון תוכן האתר – כלים, מונחים ומדריכים. השירות אינו מקבל מידע אישי על המבקרים.
            </li>
            <li>
              <strong>ספק האחסון:</strong> שרתי האתר, שבהם נרשמים יומני גישה טכניים לצורכי אבטחה ותפעול.
            </li>
            <li>
              <strong>תוכן מוטמע:</strong> סרטונים ופרקי פודקאסט מפלטפורמות חיצוניות כפופים גם למדיניות
              הפרטיות של אותן פלטפורמות.
            </li>
          </ul>
        </section>

        <section id="cookies" aria-labelledby="cookies-title" className="scroll-mt-24">
          <SectionHeading id="cookies" />
          <p>
            האתר משתמש בעוגיות הכרחיות לפעולתו, ובכפוף להסכמתכם גם בעוגיות סטטיסטיקה ושיווק. אפשר לבחור ולשנות
            את ההעדפות בכל עת דרך הודעת העוגיות, וכן לחסום עוגיות בהגדרות הדפדפן.
          </p>
        </section>

        <section id="browser" aria-labelledby="browser-title" className="scroll-mt-24">
          <SectionHeading id="browser" />
          <p>
            חלק מההעדפות שלכם ומההתקדמות שלכם באתר נשמרים בדפדפן שלכם בלבד, כדי שיחכו לכם בביקור הבא. הם לא
            נשלחים אלינו:
          </p>
          <SiteStorageControls items={KEPT_IN_THE_BROWSER} />
        </section>

        <section id="security" aria-labelledby="security-title" className="scroll-mt-24">
          <SectionHeading id="security" />
          <p>
            אנחנו נוקטים אמצעי אבטחה מקובלים, כולל הצפנת התעבורה (HTTPS) והגבלת גישה למידע. המידע נשמר רק כל
            עוד הוא נדרש למטרה שלשמה נאסף או כנדרש בדין. עם זאת, אין אבטחה מושלמת, ולא ניתן להבטיח הגנה
            מוחלטת.
          </p>
        </section>

        <section id="rights" aria-labelledby="rights-title" className="scroll-mt-24">
          <SectionHeading id="rights" />
          <p>בהתאם לדין, עומדות לכם הזכויות הבאות לגבי המידע שלכם:</p>
          <ul>
            {REQUEST_TYPES.map((type) => (
              <li key={type.value}>{type.label}</li>
            ))}
          </ul>
          <p>
            נשיב לבקשה בתוך <strong>30 ימי עסקים</strong>. במקרים מורכבים ניתן להאריך את המועד עד{' '}
            <strong>60 יום</strong>, בהודעה מוקדמת. ייתכן שנבקש לאמת את זהותכם לפני הטיפול בבקשה.
          </p>
        </section>

        <section id="request" aria-labelledby="request-title" className="scroll-mt-24">
          <SectionHeading id="request" />
          {privacyEmail ? (
            <>
              <p>
                מלאו את הטופס, ותוכנת הדואר שלכם תיפתח עם הודעה מוכנה לשליחה. אפשר גם לכתוב ישירות אל{' '}
                <EmailLink address={privacyEmail} icon={false} className="" />.
              </p>
              <DataRightsForm to={privacyEmail} />
            </>
          ) : (
            <>
              <p>
                מלאו את הטופס והבקשה תגיע אלינו ישירות. אפשר גם לפנות אלינו דרך <ContactPageLink />.
              </p>
              <DataRightsForm result={actionData as DataRightsResult | undefined} />
            </>
          )}
        </section>

        <section id="officer" aria-labelledby="officer-title" className="mt-10 scroll-mt-24">
          <SectionHeading id="officer" />
          <p>
            לכל שאלה בנושא פרטיות אפשר לפנות לממונה על הפרטיות. נשיב בתוך <strong>30 ימי עסקים</strong> לכל
            היותר.
          </p>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {privacyEmail ? <EmailLink address={privacyEmail} /> : null}
            <Link to={CONTACT_SECTION_PATH}>לעמוד יצירת הקשר</Link>
          </p>
        </section>

        <section id="changes" aria-labelledby="changes-title" className="scroll-mt-24">
          <SectionHeading id="changes" />
          <p>
            אנו עשויים לעדכן מדיניות זו מעת לעת. תאריך העדכון האחרון מופיע בראש העמוד, ושינויים מהותיים
            יפורסמו באתר. ראו גם את <Link to="/terms-of-service">תנאי השימוש</Link>.
          </p>
        </section>
      </LegalLayout>
    </>
  );
}
