import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { CONTACT_SECTION_PATH, mailto } from '../lib/contact.ts';
import { SITE } from '../lib/site.ts';
import { BidiText } from './bidi-text.tsx';
import { NewTabLink } from './new-tab-link.tsx';

/** A configured address as a mailto link; the address itself reads left to right inside Hebrew. */
export function EmailLink({
  address,
  subject,
  className = 'inline-flex items-center gap-2',
  icon = true,
}: {
  address: string;
  subject?: string;
  className?: string;
  icon?: boolean;
}) {
  return (
    <a href={mailto(address, subject)} className={className} data-contact-email>
      {icon ? <Mail aria-hidden="true" className="size-4 shrink-0" /> : null}
      <bdi dir="ltr">{address}</bdi>
    </a>
  );
}

/** Where a page without a configured address sends the visitor instead. */
export function ContactPageLink({ className, children }: { className?: string; children?: string }) {
  return (
    <Link to={CONTACT_SECTION_PATH} className={className} data-contact-fallback>
      {children ?? 'לעמוד יצירת הקשר'}
    </Link>
  );
}

/** The contact section without an address: a message through the social profiles. */
export function SocialContactLinks({ className = '' }: { className?: string }) {
  const profiles = SITE.social.filter((link) => link.id === 'linkedin' || link.id === 'x');
  return (
    <ul
      className={`flex flex-wrap gap-3 ${className}`}
      aria-label="פנייה ברשתות החברתיות"
      data-contact-fallback
    >
      {profiles.map((link) => (
        <li key={link.id}>
          <NewTabLink href={link.url} className="btn bg-white text-brand-800 hover:bg-brand-50">
            <span>
              הודעה ב{/^[A-Za-z]/.test(link.label) ? '-' : ''}
              <BidiText text={link.label} />
            </span>
          </NewTabLink>
        </li>
      ))}
    </ul>
  );
}
