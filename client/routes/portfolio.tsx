import { Outlet, useLocation, useNavigation } from 'react-router';
import { CardGridSkeleton } from '../components/catalogue/skeletons.tsx';
import { VideoGridSkeleton } from '../components/portfolio/video-gallery.tsx';

// The portfolio section's frame. While a client navigation from one portfolio page to another waits
// for its data, the target's skeleton stands in (4 video cards, 6 project cards:
// docs/product.md#constants-and-limits). Server renders and settled pages never show it.

const trim = (path: string) => path.replace(/\/+$/, '') || '/';

export default function PortfolioLayout() {
  const navigation = useNavigation();
  const location = useLocation();
  const target =
    navigation.state === 'loading' && navigation.location ? trim(navigation.location.pathname) : null;
  if (target && target !== trim(location.pathname)) {
    if (target === '/portfolio/videos')
      return (
        <div className="container-page py-8 lg:py-12">
          <VideoGridSkeleton />
        </div>
      );
    if (target === '/portfolio/code')
      return (
        <div className="container-page py-8 lg:py-12">
          <CardGridSkeleton count={6} label="טוען פרויקטים..." />
        </div>
      );
  }
  return <Outlet />;
}
