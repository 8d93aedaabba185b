'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { showMessage } from '@/components/show-message';
import { SvgIcon } from '@/components/svg-icon';
import { SMALL_SCREEN_MAX_WIDTH } from '@/config/constants';
import { openAuthModal } from '@/hooks/use-auth-modal';
import { readyControlProps, useIsHydrated } from '@/hooks/use-ready-control';
import { WATCHLIST_MESSAGES } from '@/lib/messages';
import { useWatchlists } from '../hooks/use-watchlists';
import styles from './watchlist-star.module.css';
import { buttonClass } from '@/components/button';

const isSmallScreen = () => window.matchMedia(`(max-width: ${SMALL_SCREEN_MAX_WIDTH}px)`).matches;

/** What every star needs of the user's watchlists: whether a project is in the first list, and a toggle. */
interface StarState {
  /** Whether a press can act: the page hydrated, the session known and, signed in, the lists loaded. */
  readonly isReady: boolean;
  readonly listName: string;
  readonly isWatched: (projectId: string) => boolean;
  readonly toggle: (projectId: string) => void;
}

function useStarState(): StarState {
  const { isSignedIn, isLoading, lists, toggleProject } = useWatchlists();
  const isHydrated = useIsHydrated();
  const router = useRouter();
  const list = lists[0]!;
  return {
    isReady: isHydrated && !isLoading,
    listName: list.name,
    isWatched: (projectId) => isSignedIn && list.projects.includes(projectId),
    toggle: (projectId) => {
      if (isLoading) return;
      if (!isSignedIn) {
        showMessage('info', WATCHLIST_MESSAGES.logInToAdd);
        if (isSmallScreen()) router.push('/auth/login');
        else openAuthModal('login');
        return;
      }
      void toggleProject(projectId, list.id);
    },
  };
}

const SharedStarState = createContext<StarState | null>(null);

/**
 * Gives the stars inside it one reading of the user's watchlists (the stars of a table would otherwise each
 * subscribe to the session and the watchlist query): a change of either re-renders the stars, not the rows.
 */
export function WatchlistStarsProvider({ children }: { children: ReactNode }) {
  return <SharedStarState.Provider value={useStarState()}>{children}</SharedStarState.Provider>;
}

function StarButton({ projectId, projectName, state }: StarProps & { state: StarState }) {
  const isWatched = state.isWatched(projectId);
  const label = isWatched
    ? `Remove ${projectName} from ${state.listName}`
    : `Add ${projectName} to ${state.listName}`;
  return (
    <button
      type="button"
      className={buttonClass({ variant: 'text', isSmall: true, isIcon: true })}
      title={label}
      aria-label={label}
      aria-pressed={isWatched}
      {...readyControlProps(state.isReady)}
      onClick={() => state.toggle(projectId)}
    >
      <SvgIcon name={isWatched ? 'star-filled' : 'star'} className={isWatched ? styles.watched : undefined} />
    </button>
  );
}

function StandaloneStar(props: StarProps) {
  return <StarButton {...props} state={useStarState()} />;
}

interface StarProps {
  readonly projectId: string;
  readonly projectName: string;
}

/**
 * The watchlist star beside a project: adds it to or removes it from the user's first list (the placeholder
 * 'My Watchlist' becomes a real list on the first add). Signed out, it asks the visitor to log in.
 */
export function WatchlistStar(props: StarProps) {
  const shared = useContext(SharedStarState);
  return shared ? <StarButton {...props} state={shared} /> : <StandaloneStar {...props} />;
}
