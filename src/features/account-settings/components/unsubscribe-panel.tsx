'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import { UNKNOWN_ERROR } from '@/lib/messages';
import { settingsById, unsubscribeById } from '../api/settings-api';

/** The unsubscribe link of every mail: one click stops them all, without signing in. */
export function UnsubscribePanel({ id }: { id: string }) {
  const settings = useQuery({ queryKey: ['unsubscribe', id], queryFn: () => settingsById(id), retry: false });
  const stop = useMutation({ mutationFn: () => unsubscribeById(id) });
  if (settings.isPending) return <Skeleton active />;
  if (settings.isError) return <Result status="404" title="This unsubscribe link is not valid." />;
  if (stop.isSuccess || settings.data.isUnsubscribed) {
    return (
      <Result
        status="success"
        title="You are unsubscribed."
        subTitle="You will get no more notification mails. You can choose them again in Account Settings."
      />
    );
  }
  return (
    <Result
      title="Stop notification mails?"
      subTitle="You will get no more mails about your watchlists or product news. Account mails, such as codes, still come."
      extra={
        <>
          {stop.isError && <p role="alert">{UNKNOWN_ERROR}</p>}
          <Button type="primary" loading={stop.isPending} onClick={() => stop.mutate()}>
            Unsubscribe
          </Button>
        </>
      }
    />
  );
}
