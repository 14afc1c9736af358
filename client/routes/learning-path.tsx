import { redirect } from 'react-router';

// /learning-path has no page of its own: its breadcrumb leads to the start-here page.
export function loader() {
  return redirect('/start-here', 301);
}
