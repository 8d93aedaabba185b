'use client';

import { useEffect, useState } from 'react';
import { SvgIcon } from '@/components/svg-icon';
import { buttonClass } from '@/components/button';
import { useReadyControl } from '@/hooks/use-ready-control';
import styles from './copy-address.module.css';

// How long the button says 'Copied' after a copy.
const COPIED_FOR_MS = 3000;

/** A contract address, shortened, with a copy button that copies it whole. */
export function CopyAddress({ address }: { address: string }) {
  const [isCopied, setIsCopied] = useState(false);
  const ready = useReadyControl();
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);
  const label = isCopied ? 'Copied' : 'Copy address';
  return (
    <span className={styles.address}>
      <code title={address}>{`${address.slice(0, 6)}…${address.slice(-4)}`}</code>
      <button
        type="button"
        className={buttonClass({ variant: 'text', isSmall: true, isIcon: true })}
        aria-label={label}
        title={label}
        {...ready}
        onClick={() => {
          void navigator.clipboard?.writeText(address).then(() => setIsCopied(true));
        }}
      >
        <SvgIcon name={isCopied ? 'check' : 'copy'} className={isCopied ? styles.copied : undefined} />
      </button>
    </span>
  );
}
