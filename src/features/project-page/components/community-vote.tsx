'use client';

import { useCastVote, useVoteSummary } from '../api/use-community-vote';
import { formatNumber } from '@/lib/format';
import panel from './panel.module.css';
import styles from './community-vote.module.css';
import { buttonClass } from '@/components/button';
import { ProgressBar } from '@/components/progress-bar';
import { useIsHydrated } from '@/hooks/use-ready-control';

/** "Is this project safe?": one changeable vote per visitor, with the community's share of 'yes'. */
export function CommunityVote({ projectId }: { projectId: string }) {
  const summary = useVoteSummary(projectId);
  const cast = useCastVote(projectId);
  const data = summary.data;
  // A vote needs no summary to be cast (its answer brings one): only the script, and no vote on its way.
  const isHydrated = useIsHydrated();
  const isVoting = cast.isPending;
  return (
    <section id="votes" aria-labelledby="votes-title" className={panel.panel}>
      <h2 id="votes-title" className={styles.title}>
        Is this project safe?
      </h2>
      <div className={styles.choices}>
        <button
          type="button"
          className={buttonClass({ variant: data?.myVote === 'yes' ? 'primary' : 'default' })}
          aria-pressed={data?.myVote === 'yes'}
          disabled={!isHydrated || isVoting}
          aria-busy={!isHydrated || undefined}
          onClick={() => cast.mutate('yes')}
        >
          Yes
        </button>
        <button
          type="button"
          className={buttonClass({ variant: data?.myVote === 'no' ? 'danger' : 'default' })}
          aria-pressed={data?.myVote === 'no'}
          disabled={!isHydrated || isVoting}
          aria-busy={!isHydrated || undefined}
          onClick={() => cast.mutate('no')}
        >
          No
        </button>
      </div>
      <div className={styles.result} aria-live="polite">
        {summary.isPending ? (
          <span className={styles.subtle}>Loading votes…</span>
        ) : summary.isError ? (
          <span className={styles.error}>Votes are unavailable right now.</span>
        ) : data && data.yesPercentage !== null ? (
          <>
            <ProgressBar percent={data.yesPercentage} aria-hidden="true" />
            <span>
              {data.yesPercentage.toFixed(2)}% say yes · {formatNumber(data.votes)}{' '}
              {data.votes === 1 ? 'vote' : 'votes'}
            </span>
          </>
        ) : (
          <span className={styles.subtle}>No votes yet: be the first.</span>
        )}
        {cast.isError && (
          <p role="alert" className={`${styles.error} ${styles.alert}`}>
            Your vote could not be saved. Please try again.
          </p>
        )}
      </div>
    </section>
  );
}
