import { isRouteErrorResponse } from 'react-router';
import { pageMeta } from '../../../lib/meta.ts';
import { RouteErrorView } from '../../route-error.tsx';

// What the tool's pages (/tools/{id} and its alternatives) say when there is no such tool or the
// catalogue cannot be read: their error page and the head of a page that found no tool.

const NOT_FOUND_TITLE = 'הכלי לא נמצא';
const NOT_FOUND_MESSAGE = 'הכלי שחיפשתם לא קיים במאגר שלנו.';

/** The head of a tool address that names no tool: never indexed. */
export function toolNotFoundMeta(path: string, siteUrl: string) {
  return pageMeta({ title: NOT_FOUND_TITLE, description: NOT_FOUND_MESSAGE, path, siteUrl, noIndex: true });
}

/** The error page of a tool's routes: not found (404), catalogue updating (503), anything else. */
export function ToolErrorView({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <RouteErrorView
      title={notFound ? NOT_FOUND_TITLE : 'שגיאה בטעינת הכלי'}
      messageTestId="tool-error-message"
      message={
        notFound
          ? NOT_FOUND_MESSAGE
          : isRouteErrorResponse(error) && error.status === 503
            ? 'קטלוג הכלים מתעדכן כרגע. נסו שוב בעוד כמה דקות.'
            : 'אירעה שגיאה בטעינת כלי ה-AI. נסו שוב מאוחר יותר.'
      }
      back={{ to: '/tools', label: 'חזרה לכל הכלים' }}
    />
  );
}
