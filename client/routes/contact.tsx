import { redirect } from 'react-router';

// The privacy policy links to /contact (spec section 2); contact details live on the services page.
export function loader() {
  return redirect('/services#contact', 301);
}
