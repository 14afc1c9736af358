import { data } from 'react-router';
import { NotFoundView } from '../components/status-pages.tsx';
import type { Route } from './+types/not-found';

// Any unknown path, /404 included, answers 404 with the not-found page
// (docs/product.md#not-found-and-error-pages).
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: '404 | הדף לא נמצא' },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  return <NotFoundView />;
}
