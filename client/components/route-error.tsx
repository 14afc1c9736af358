import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BidiText } from './bidi-text.tsx';

/**
 * A route's own error page (not found, unavailable, failed): a heading, one line of what happened and
 * the way back to its list. The root's ErrorBoundary covers everything else.
 */
export function RouteErrorView({
  title,
  message,
  back,
  icon,
  testId,
  messageTestId,
}: {
  title: string;
  message: string;
  back: { to: string; label: string };
  icon?: ReactNode;
  testId?: string;
  messageTestId?: string;
}) {
  return (
    <section
      className="container-page grid min-h-[50vh] place-items-center py-16 text-center"
      data-testid={testId}
    >
      <div>
        {icon}
        <h1 className={`text-title font-bold ${icon ? 'mt-4' : ''}`}>
          <BidiText text={title} />
        </h1>
        <p className="mt-3 text-muted" data-testid={messageTestId}>
          <BidiText text={message} />
        </p>
        <Link to={back.to} className="btn btn-primary mt-8">
          <ArrowRight aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      </div>
    </section>
  );
}
