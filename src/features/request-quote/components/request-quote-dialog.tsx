'use client';

import { useCallback, useState } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { Modal } from 'antd';
import { closeQuoteModal, useQuoteModal } from '@/hooks/use-quote-modal';
import { HubspotQuoteForm, type HubspotForm } from './hubspot-quote-form';
import { QuoteForm } from './quote-form';
import { QUOTE_PARAM } from './quote-param';
import { AntdScope } from '@/components/antd-scope';
import { showMessage } from '@/components/show-message';

const THANK_YOU = 'Thank you! Our team will get back to you within one business day.';

/**
 * Request a Quote: 'Protect Your Project Today', with the marketing platform's embedded form
 * when `hubspot` names one, else the built-in form. Closes on submit. Loaded when it first opens
 * (./request-quote-modal.tsx).
 */
export function RequestQuoteDialog({ hubspot }: { hubspot?: HubspotForm }) {
  const isOpen = useQuoteModal();
  const router = useRouter();
  const pathname = usePathname();
  // Set when the marketing platform's script cannot be loaded: the built-in form takes over.
  const [isHubspotUnavailable, setIsHubspotUnavailable] = useState(false);

  const close = useCallback(() => {
    closeQuoteModal();
    // Closing forgets ?quote=1, keeping every other parameter, so that a reload or Back does not reopen it.
    const params = new URLSearchParams(window.location.search);
    if (!params.has(QUOTE_PARAM)) return;
    params.delete(QUOTE_PARAM);
    const query = params.toString();
    router.replace(`${pathname}${query ? `?${query}` : ''}${window.location.hash}`, { scroll: false });
  }, [pathname, router]);

  const onSubmitted = useCallback(() => {
    close();
    showMessage('success', THANK_YOU);
  }, [close]);

  return (
    <AntdScope>
      <Modal
        title="Protect Your Project Today"
        open={isOpen}
        onCancel={close}
        footer={null}
        width={560}
        destroyOnHidden
      >
        {hubspot && !isHubspotUnavailable ? (
          <HubspotQuoteForm
            hubspot={hubspot}
            onSubmitted={onSubmitted}
            onUnavailable={() => setIsHubspotUnavailable(true)}
          />
        ) : (
          <QuoteForm onSubmitted={onSubmitted} />
        )}
      </Modal>
    </AntdScope>
  );
}
