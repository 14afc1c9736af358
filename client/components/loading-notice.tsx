import { useNavigation } from 'react-router';

// Loading states of client-side navigations (docs/product.md#episode-page: 'טוען פרק...' on the
// episode page; the newsletter issue page has its own). The status region is always in the document
// so screen readers announce the text when it appears.

const EPISODE_LOADING_TEXT = 'טוען פרק...';
const ISSUE_LOADING_TEXT = 'טוען גיליון...';

const EPISODE_PATH = /^\/podcast\/[^/]+\/?$/;
const ISSUE_PATH = /^\/newsletter\/\d+\/?$/;

/** True while a client-side navigation is loading a page whose path matches. */
function useLoadingPath(pattern: RegExp): boolean {
  const navigation = useNavigation();
  return navigation.state === 'loading' && pattern.test(navigation.location?.pathname ?? '');
}

export function useLoadingEpisode(): boolean {
  return useLoadingPath(EPISODE_PATH);
}

export function useLoadingIssue(): boolean {
  return useLoadingPath(ISSUE_PATH);
}

function PendingNotice({ loading, text, testId }: { loading: boolean; text: string; testId: string }) {
  return (
    <p
      role="status"
      data-testid={testId}
      className={
        loading
          ? 'fixed inset-x-0 top-20 z-40 mx-auto w-fit rounded-full bg-brand-800 px-5 py-2 font-medium text-white shadow-lg'
          : 'sr-only'
      }
    >
      {loading ? text : ''}
    </p>
  );
}

export function EpisodeLoadingNotice() {
  return <PendingNotice loading={useLoadingEpisode()} text={EPISODE_LOADING_TEXT} testId="episode-loading" />;
}

export function IssueLoadingNotice() {
  return <PendingNotice loading={useLoadingIssue()} text={ISSUE_LOADING_TEXT} testId="issue-loading" />;
}
