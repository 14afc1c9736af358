import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { useListLinks } from '../lib/list-links.tsx';
import { FOOTER_LEGAL_LINKS, FOOTER_QUICK_LINKS, type NavLinkItem } from '../lib/navigation.ts';
import { SITE } from '../lib/site.ts';
import { AdminCopyright } from './admin-copyright.tsx';
import { CookieSettingsLink } from './cookie-banner.tsx';
import { NewTabLink } from './new-tab-link.tsx';
import { NewsletterSignup } from './newsletter-signup.tsx';
import { SocialIcon } from './social-icon.tsx';

export function SiteFooter() {
  const year = new Date().getFullYear();
  // Plain anchors, navigated and prefetched by the footer's handlers (as in the header).
  const links = useListLinks();
  // The signup page's own form is the one to fill in there: a second one with the same name under it
  // would read as two forms in a screen reader's list, and either could be the one that answers.
  const signupPage = useMatches().some((match) => (match.handle as SignupPageHandle | undefined)?.signupPage);
  return (
    <footer className="mt-20 bg-night text-slate-200" {...links.handlers}>
      {links.prefetch}
      {/* Columns by the page column's width in rem (decision 0041): four by the screen gave ~178 px
          columns at 1024 px and 150 % text, cutting the signup's placeholders and breaking its button. */}
      <div className="container-page @container py-12">
        <div
          className={`grid gap-10 @min-[28rem]:grid-cols-2 ${signupPage ? '@min-[56rem]:grid-cols-3' : '@min-[56rem]:grid-cols-4'}`}
        >
          <section aria-labelledby="footer-brand">
            <h2 id="footer-brand" className="text-lg font-extrabold text-white">
              {SITE.name}
            </h2>
            <p className="mt-2 text-small leading-6 text-slate-300">
              {SITE.tagline}. אתר עצמאי של {SITE.owner}: סקירות כלים כנות, הסברים ברורים ומדריכים מעשיים, כדי
              שכל אחד יוכל להשתמש בבינה מלאכותית בביטחון.
            </p>
            <ul className="mt-4 flex gap-2" aria-label="רשתות חברתיות">
              {SITE.social.map((link) => (
                <li key={link.id}>
                  <NewTabLink
                    href={link.url}
                    className="grid size-10 place-items-center rounded-xl bg-white/10 text-white hover:bg-white/20"
                    context={link.label}
                  >
                    <SocialIcon id={link.id} />
                  </NewTabLink>
                </li>
              ))}
            </ul>
          </section>
          <FooterNav id="footer-quick" title="קישורים מהירים" links={FOOTER_QUICK_LINKS} />
          <FooterNav id="footer-legal" title="מידע משפטי" links={FOOTER_LEGAL_LINKS}>
            <li>
              <CookieSettingsLink className="hover:text-white hover:underline" />
            </li>
          </FooterNav>
          {signupPage ? null : <NewsletterSignup />}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-wrap items-center justify-between gap-2 py-4 text-small text-slate-300">
          <AdminCopyright>
            © {year} {SITE.name}. כל הזכויות שמורות.
          </AdminCopyright>
          <p>נבנה בעברית, מימין לשמאל.</p>
        </div>
      </div>
    </footer>
  );
}

type SignupPageHandle = { signupPage?: boolean };

/** A titled column of plain links (navigated by the footer's handlers), with any extra items after. */
function FooterNav({
  id,
  title,
  links,
  children,
}: {
  id: string;
  title: string;
  links: readonly NavLinkItem[];
  children?: ReactNode;
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="font-bold text-white">
        {title}
      </h2>
      <ul className="mt-3 space-y-2 text-small">
        {links.map((link) => (
          <li key={link.to}>
            <a href={link.to} data-discover="true" className="hover:text-white hover:underline">
              {link.label}
            </a>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}
