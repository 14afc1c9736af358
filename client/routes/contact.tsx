import { redirect } from 'react-router';

// The privacy policy links to /contact (docs/product.md#other-pages); contact details live on the
// services page.
export function loader() {
  return redirect('/services#contact', 301);
}
