'use client';

import { useEffect, useRef, useState } from 'react';
import { Spin } from 'antd';
import { HUBSPOT_FORMS_SCRIPT_URL } from '@/config/site';
import styles from './hubspot-quote-form.module.css';

export interface HubspotForm {
  readonly portalId: string;
  readonly formId: string;
}

interface HubspotFormsApi {
  readonly forms: {
    create(options: {
      portalId: string;
      formId: string;
      target: string;
      onFormReady?: () => void;
      onFormSubmitted?: () => void;
    }): void;
  };
}

declare global {
  interface Window {
    hbspt?: HubspotFormsApi;
  }
}

// One id: there is one quote modal, and the embed script takes its target as a CSS selector.
const TARGET_ID = 'request-quote-hubspot-form';

// A tag that an earlier page added and that failed before we listened never fires again: give up after a while.
const LOAD_TIMEOUT_MS = 15_000;

let loading: Promise<HubspotFormsApi> | null = null;

/** Adds the marketing platform's embed script once, unless the page has it already. */
function loadHubspotForms(): Promise<HubspotFormsApi> {
  if (window.hbspt) return Promise.resolve(window.hbspt);
  loading ??= new Promise<HubspotFormsApi>((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>('script[data-hubspot-forms]');
    const script = existing ?? document.createElement('script');
    script.addEventListener('load', () =>
      window.hbspt ? resolve(window.hbspt) : reject(new Error('no hbspt')),
    );
    script.addEventListener('error', () => reject(new Error('the forms script did not load')));
    setTimeout(() => reject(new Error('the forms script timed out')), LOAD_TIMEOUT_MS);
    if (!existing) {
      script.src = HUBSPOT_FORMS_SCRIPT_URL;
      script.async = true;
      script.dataset.hubspotForms = 'true';
      document.head.appendChild(script);
    }
  }).catch((error: unknown) => {
    // A later opening may try again (the network may be back); the failed tag goes so that it can.
    loading = null;
    document.querySelector('script[data-hubspot-forms]')?.remove();
    throw error;
  });
  return loading;
}

/**
 * The marketing platform's embedded quote form. If its script cannot be loaded, `onUnavailable` lets the
 * caller show the built-in form instead.
 */
export function HubspotQuoteForm({
  hubspot,
  onSubmitted,
  onUnavailable,
}: {
  hubspot: HubspotForm;
  onSubmitted: () => void;
  onUnavailable: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [isReady, setIsReady] = useState(false);
  // The latest callbacks, so that a re-render does not create the form again.
  const callbacks = useRef({ onSubmitted, onUnavailable });
  useEffect(() => {
    callbacks.current = { onSubmitted, onUnavailable };
  });

  useEffect(() => {
    let isCancelled = false;
    const target = container.current;
    loadHubspotForms().then(
      (hbspt) => {
        if (isCancelled) return;
        hbspt.forms.create({
          portalId: hubspot.portalId,
          formId: hubspot.formId,
          target: `#${TARGET_ID}`,
          onFormReady: () => setIsReady(true),
          onFormSubmitted: () => callbacks.current.onSubmitted(),
        });
      },
      () => {
        if (!isCancelled) callbacks.current.onUnavailable();
      },
    );
    return () => {
      isCancelled = true;
      // The embed writes its own nodes into the container, outside React's tree.
      target?.replaceChildren();
    };
  }, [hubspot.portalId, hubspot.formId]);

  return (
    <>
      {isReady ? null : (
        <div className={styles.loading}>
          <Spin aria-label="Loading the form" />
        </div>
      )}
      <div id={TARGET_ID} ref={container} />
    </>
  );
}
