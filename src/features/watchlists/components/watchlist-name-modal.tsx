'use client';

import { useState } from 'react';
import { Input } from 'antd';
import { FormDialog } from '@/components/form-dialog';
import { useSingleMutation } from '@/hooks/use-single-mutation';
import { WATCHLIST_NAME_MAX } from '@/config/constants';
import { WATCHLIST_NAME_TOO_LONG } from '@/contracts/watchlists';
import type { NameOutcome } from '../hooks/use-watchlists';
import styles from './watchlist-name-modal.module.css';

export interface WatchlistNameModalProps {
  readonly open: boolean;
  readonly title: string;
  readonly initialName?: string;
  readonly onCancel: () => void;
  /** Saves the name; a taken name clears the input, success closes the form. */
  readonly onSubmit: (name: string) => Promise<NameOutcome>;
}

/**
 * The Create Watchlist form, also used to rename: 'Enter a new watchlist name', the
 * 20-character hint and limit, Cancel and Confirm, Enter submits, an empty name is not submitted.
 */
export function WatchlistNameModal({
  open,
  title,
  initialName = '',
  onCancel,
  onSubmit,
}: WatchlistNameModalProps) {
  const [name, setName] = useState(initialName);
  // The name starts afresh each time the form opens, during that render: resetting it after the opening
  // animation would wipe what a quick typist has entered meanwhile.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setName(initialName);
  }

  const save = useSingleMutation({
    mutationFn: onSubmit,
    onSuccess: (outcome) => {
      if (outcome.ok || outcome.reason === 'name-used') setName('');
    },
  });
  const canSubmit = name.trim() !== '';

  return (
    <FormDialog
      open={open}
      title={title}
      onCancel={onCancel}
      submitText="Confirm"
      onSubmit={() => save.send(name)}
      isPending={save.isPending}
      canSubmit={canSubmit}
    >
      <Input
        autoFocus
        aria-label="Watchlist name"
        placeholder="Enter a new watchlist name"
        value={name}
        maxLength={WATCHLIST_NAME_MAX}
        onChange={(event) => setName(event.target.value)}
        onPressEnter={() => {
          if (canSubmit) save.send(name);
        }}
      />
      <div className={styles.hint}>{WATCHLIST_NAME_TOO_LONG}</div>
    </FormDialog>
  );
}
