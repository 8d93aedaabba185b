'use client';

import { Button, type ButtonProps } from 'antd';
import { openQuoteModal } from '@/hooks/use-quote-modal';

/** The header's 'Request a Quote' button (spec section 2): opens the Request a Quote modal. */
export function RequestQuoteButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  return (
    <Button type="primary" {...props} onClick={openQuoteModal}>
      Request a Quote
    </Button>
  );
}
