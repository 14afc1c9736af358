import { redirect } from 'react-router';
import type { Route } from './+types/ecosystem.$category';

// /ecosystem/{category} has no page of its own: its breadcrumb leads to that group on /ecosystem.
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/ecosystem#eco-${encodeURIComponent(params.category)}`);
}
