import type { ReactNode } from 'react';
import { EmailLink } from './contact-links.tsx';

/**
 * The closing call to action of the static pages (about, services, lectures, accessibility): a
 * gradient band with an h2 that names the section, a lead sentence, then the page's buttons and
 * contact lines. With `anchor` it is the page's #contact section, clear of the sticky header.
 */
export function CtaBand({
  headingId,
  title,
  lead,
  anchor = false,
  className = '',
  children,
}: {
  headingId: string;
  title: ReactNode;
  lead: ReactNode;
  anchor?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section
      id={anchor ? 'contact' : undefined}
      aria-labelledby={headingId}
      className={`mt-16 ${anchor ? 'scroll-mt-24 ' : ''}${className ? `${className} ` : ''}rounded-card bg-gradient-to-br from-brand-800 to-accent-700 p-5 text-white shadow-card sm:p-8 lg:p-12`}
    >
      <h2 id={headingId} className="text-title font-extrabold">
        {title}
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-brand-50">{lead}</p>
      {children}
    </section>
  );
}

/** The band's last line, the address to write to directly; nothing without a configured address. */
export function CtaEmailLine({ label, email }: { label: string; email: string | null }) {
  return email ? (
    <p className="mt-5 text-small text-brand-100">
      {label}{' '}
      <EmailLink address={email} icon={false} className="font-bold text-white underline underline-offset-4" />
    </p>
  ) : null;
}
