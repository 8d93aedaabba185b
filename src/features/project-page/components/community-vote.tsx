'use client';

import { useCastVote, useVoteSummary } from '../api/use-community-vote';
import { formatNumber } from '@/lib/format';
import { buttonClass } from '@/components/button';
import { ProgressBar } from '@/components/progress-bar';

/** "Is this project safe?": one changeable vote per visitor, with the community's share of 'yes'. */
export function CommunityVote({ projectId }: { projectId: string }) {
  const summary = useVoteSummary(projectId);
  const cast = useCastVote(projectId);
  const data = summary.data;
  return (
    <section
      id="votes"
      aria-labelledby="votes-title"
      style={{ background: '#ffffff', border: '1px solid #e2e8f0', borderRadius: 12, padding: 16 }}
    >
      <h2 id="votes-title" style={{ fontSize: 17, margin: '0 0 8px' }}>
        Is this project safe?
      </h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <button
          type="button"
          className={buttonClass({ variant: data?.myVote === 'yes' ? 'primary' : 'default' })}
          aria-pressed={data?.myVote === 'yes'}
          disabled={cast.isPending}
          onClick={() => cast.mutate('yes')}
        >
          Yes
        </button>
        <button
          type="button"
          className={buttonClass({ variant: data?.myVote === 'no' ? 'danger' : 'default' })}
          aria-pressed={data?.myVote === 'no'}
          disabled={cast.isPending}
          onClick={() => cast.mutate('no')}
        >
          No
        </button>
      </div>
      <div style={{ marginTop: 12 }} aria-live="polite">
        {summary.isPending ? (
          <span style={{ color: '#64748b' }}>Loading votes…</span>
        ) : summary.isError ? (
          <span style={{ color: '#b91c1c' }}>Votes are unavailable right now.</span>
        ) : data && data.yesPercentage !== null ? (
          <>
            <ProgressBar percent={data.yesPercentage} aria-hidden="true" />
            <span>
              {data.yesPercentage.toFixed(2)}% say yes · {formatNumber(data.votes)}{' '}
              {data.votes === 1 ? 'vote' : 'votes'}
            </span>
          </>
        ) : (
          <span style={{ color: '#64748b' }}>No votes yet: be the first.</span>
        )}
        {cast.isError && (
          <p role="alert" style={{ color: '#b91c1c', margin: '8px 0 0' }}>
            Your vote could not be saved. Please try again.
          </p>
        )}
      </div>
    </section>
  );
}
