import { useRouteLoaderData } from 'react-router';
import type { Config } from '../../src/platform/config.ts';

// The contact addresses come from configuration (CONTACT_EMAIL, PRIVACY_EMAIL, ACCESSIBILITY_EMAIL).
// Privacy and accessibility fall back to the general address; with none set, pages show no address
// at all and point to the contact section (no made-up example address ever reaches a visitor).

export type ContactEmails = {
  contact: string | null;
  privacy: string | null;
  accessibility: string | null;
};

const NO_CONTACT_EMAILS: ContactEmails = { contact: null, privacy: null, accessibility: null };

/** Where a visitor is sent when a page has no address to show. */
export const CONTACT_SECTION_PATH = '/services#contact';

export function contactEmailsFrom(
  config: Pick<Config, 'CONTACT_EMAIL' | 'PRIVACY_EMAIL' | 'ACCESSIBILITY_EMAIL'>,
): ContactEmails {
  const contact = config.CONTACT_EMAIL ?? null;
  return {
    contact,
    privacy: config.PRIVACY_EMAIL ?? contact,
    accessibility: config.ACCESSIBILITY_EMAIL ?? contact,
  };
}

/** The addresses of this server, from the root loader. */
export function useContactEmails(): ContactEmails {
  const data = useRouteLoaderData('root') as { contact?: ContactEmails } | undefined;
  return data?.contact ?? NO_CONTACT_EMAILS;
}

export function mailto(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}
