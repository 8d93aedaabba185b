'use client';

import { Button, Progress, Space } from 'antd';
import { useCastVote, useVoteSummary } from '../api/use-community-vote';

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
      <Space wrap>
        <Button
          type={data?.myVote === 'yes' ? 'primary' : 'default'}
          aria-pressed={data?.myVote === 'yes'}
          disabled={cast.isPending}
          onClick={() => cast.mutate('yes')}
        >
          Yes
        </Button>
        <Button
          type={data?.myVote === 'no' ? 'primary' : 'default'}
          danger={data?.myVote === 'no'}
          aria-pressed={data?.myVote === 'no'}
          disabled={cast.isPending}
          onClick={() => cast.mutate('no')}
        >
          No
        </Button>
      </Space>
      <div style={{ marginTop: 12 }} aria-live="polite">
        {summary.isPending ? (
          <span style={{ color: '#64748b' }}>Loading votes…</span>
        ) : summary.isError ? (
          <span style={{ color: '#b91c1c' }}>Votes are unavailable right now.</span>
        ) : data && data.yesPercentage !== null ? (
          <>
            <Progress
              percent={data.yesPercentage}
              showInfo={false}
              strokeColor="#16a34a"
              aria-hidden="true"
            />
            <span>
              {data.yesPercentage.toFixed(2)}% say yes · {data.votes.toLocaleString('en')}{' '}
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
