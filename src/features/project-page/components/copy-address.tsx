'use client';

import { Typography } from 'antd';

/** A contract address, shortened, with a copy button that copies it whole. */
export function CopyAddress({ address }: { address: string }) {
  return (
    <Typography.Text copyable={{ text: address, tooltips: ['Copy address', 'Copied'] }} code>
      {`${address.slice(0, 6)}…${address.slice(-4)}`}
    </Typography.Text>
  );
}
