import { useNavigation } from 'react-router';

// Spec section 2, episode page: 'טוען פרק...' while a client-side navigation loads an episode. The
// status region is always in the document so screen readers announce the text when it appears.

export const EPISODE_LOADING_TEXT = 'טוען פרק...';
export const PODCAST_COVER_FALLBACK = '/images/podcast/cover.svg';

export function useLoadingEpisode(): boolean {
  const navigation = useNavigation();
  return navigation.state === 'loading' && /^\/podcast\/[^/]+\/?$/.test(navigation.location?.pathname ?? '');
}

export function EpisodeLoadingNotice() {
  const loading = useLoadingEpisode();
  return (
    <p
      role="status"
      data-testid="episode-loading"
      className={
        loading
          ? 'fixed inset-x-0 top-20 z-40 mx-auto w-fit rounded-full bg-brand-800 px-5 py-2 font-medium text-white shadow-lg'
          : 'sr-only'
      }
    >
      {loading ? EPISODE_LOADING_TEXT : ''}
    </p>
  );
}
