import { AlertTriangle, CalendarCheck } from 'lucide-react';
import type { MainLinkHealth, PricingCheck } from '../../../../src/domain/catalogue/freshness.ts';
import { KeepPhrases } from '../../bidi-text.tsx';

// The freshness stamps on the tool page. The labels are computed by the loader (the clock is
// read once, on the server), so the page hydrates with exactly what it was rendered with.

/** Beside the main button: when its link was checked, or that it may be dead. */
export function LinkStamp({ health }: { health: MainLinkHealth }) {
  if (health.state === 'broken') {
    return (
      <p
        className="flex basis-full items-center gap-1 text-small font-medium text-danger"
        data-link-state="broken"
      >
        <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
        ייתכן שהקישור אינו פעיל
      </p>
    );
  }
  return (
    <p className="flex basis-full items-center gap-1 text-small text-muted" data-link-state="ok">
      <CalendarCheck aria-hidden="true" className="size-4 shrink-0" />
      <KeepPhrases text={health.checkedLabel} />
    </p>
  );
}

/** In the pricing section: when the prices were checked; past 180 days, that they may have changed. */
export function PricingStamp({ check }: { check: PricingCheck }) {
  return (
    <p className="mt-4 text-small text-muted" data-pricing-checked={check.stale ? 'stale' : 'recent'}>
      <KeepPhrases text={check.label} />
      {check.stale ? (
        <strong className="ms-1 font-medium text-danger">
          <KeepPhrases text="(לפני יותר מ-180 יום; ייתכן שהמחירים השתנו)" />
        </strong>
      ) : null}
    </p>
  );
}
