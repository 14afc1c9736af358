import { Briefcase, Link2, Share2 } from 'lucide-react';
import { useHydrated } from '../lib/use-hydrated.ts';
import { BidiText } from './bidi-text.tsx';
import { BrandGlyph } from './brand-glyph.tsx';
import { NewTabLink } from './new-tab-link.tsx';
import { showToast } from './toaster.tsx';

// Share buttons for three networks (docs/product.md#episode-page): plain share links that work
// without JavaScript, the system share sheet where the browser has the Web Share API, and a copy
// link button that confirms with a toast.

export type ShareTarget = { id: 'facebook' | 'x' | 'linkedin'; label: string; href: string };

/** The three networks' share URLs for a page. */
function shareTargets(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { id: 'facebook', label: 'פייסבוק', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { id: 'x', label: 'X (טוויטר)', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { id: 'linkedin', label: 'לינקדאין', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}

/** Each network's own mark; LinkedIn's is not in simple-icons (on purpose), so a briefcase. */
function ShareIcon({ id }: { id: ShareTarget['id'] }) {
  return id === 'linkedin' ? <Briefcase aria-hidden="true" className="size-4" /> : <BrandGlyph mark={id} />;
}

/** What this browser offers; nothing on the server and while the page hydrates (the links work). */
function useCapabilities() {
  const hydrated = useHydrated();
  return {
    canShare: hydrated && typeof navigator.share === 'function',
    canCopy: hydrated && navigator.clipboard !== undefined,
  };
}

export function ShareButtons({ url, title, heading }: { url: string; title: string; heading: string }) {
  const { canShare, canCopy } = useCapabilities();
  const button =
    'inline-flex min-h-11 items-center gap-2 rounded-xl border border-line bg-surface px-3 font-medium text-ink hover:border-brand-300 hover:bg-tint';

  async function share() {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      if ((error as Error)?.name !== 'AbortError') showToast('השיתוף לא הצליח', { tone: 'error' });
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      showToast('הקישור הועתק');
    } catch {
      showToast('לא הצלחנו להעתיק את הקישור', { tone: 'error' });
    }
  }

  return (
    <section aria-labelledby="share-heading" data-testid="share">
      <h2 id="share-heading" className="mb-3 text-lg font-bold">
        {heading}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {shareTargets(url, title).map((target) => {
          return (
            <li key={target.id}>
              <NewTabLink href={target.href} className={button} data-share={target.id}>
                <ShareIcon id={target.id} />
                <BidiText text={target.label} />
              </NewTabLink>
            </li>
          );
        })}
        {canShare ? (
          <li>
            <button type="button" onClick={share} className={button}>
              <Share2 aria-hidden="true" className="size-4" />
              שיתוף…
            </button>
          </li>
        ) : null}
        {canCopy ? (
          <li>
            <button type="button" onClick={copy} className={button} data-testid="copy-link">
              <Link2 aria-hidden="true" className="size-4" />
              העתקת קישור
            </button>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
