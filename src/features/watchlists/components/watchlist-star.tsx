'use client';

import { useRouter } from 'next/navigation';
import { showMessage } from '@/components/show-message';
import { SvgIcon } from '@/components/svg-icon';
import { SMALL_SCREEN_MAX_WIDTH } from '@/config/constants';
import { openAuthModal } from '@/hooks/use-auth-modal';
import { useWatchlists } from '../hooks/use-watchlists';

const isSmallScreen = () => window.matchMedia(`(max-width: ${SMALL_SCREEN_MAX_WIDTH}px)`).matches;

/**
 * The watchlist star beside a project: adds it to or removes it from the user's first list (the placeholder
 * 'My Watchlist' becomes a real list on the first add). Signed out, it asks the visitor to log in.
 */
export function WatchlistStar({ projectId, projectName }: { projectId: string; projectName: string }) {
  const { isSignedIn, status, lists, toggleProject } = useWatchlists();
  const router = useRouter();
  const list = lists[0]!;
  const isWatched = isSignedIn && list.projects.includes(projectId);

  const onClick = () => {
    if (status === 'loading') return;
    if (!isSignedIn) {
      showMessage('info', 'Please login to add projects to your watchlist.');
      if (isSmallScreen()) router.push('/auth/login');
      else openAuthModal('login');
      return;
    }
    void toggleProject(projectId, list.id);
  };

  const label = isWatched ? `Remove ${projectName} from ${list.name}` : `Add ${projectName} to ${list.name}`;
  return (
    <button
      type="button"
      className="btn btn--text btn--small btn--icon watchlist-star"
      title={label}
      aria-label={label}
      aria-pressed={isWatched}
      onClick={onClick}
    >
      <SvgIcon
        name={isWatched ? 'star-filled' : 'star'}
        style={isWatched ? { color: '#f59e0b' } : undefined}
      />
    </button>
  );
}
