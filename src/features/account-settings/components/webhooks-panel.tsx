'use client';

import { useState } from 'react';
import { Button, Form, Input, Popconfirm, Skeleton, Tag } from 'antd';
import { MAX_WEBHOOK_ENDPOINTS_PER_USER } from '@/config/constants';
import type { CreatedWebhook, WebhookDeliveryView, WebhookEndpointView } from '@/contracts/webhooks';
import { ApiError } from '@/lib/api-client';
import { formatTimeAgo } from '@/lib/format';
import { UNKNOWN_ERROR, WEBHOOK_MESSAGES, webhookErrorMessage } from '@/lib/messages';
import { FormError } from '@/components/form-error';
import { showMessage } from '@/components/show-message';
import { useCreateWebhook, useDeleteWebhook, useWebhooks } from '../api/webhooks-api';
import styles from './webhooks-panel.module.css';

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : undefined);

const STATUS_WORDS: Record<WebhookDeliveryView['status'], string> = {
  pending: 'retrying',
  delivered: 'delivered',
  failed: 'failed',
};

function deliveryLine(delivery: WebhookDeliveryView): string {
  const status =
    delivery.status === 'pending' && delivery.attempts === 0 ? 'queued' : STATUS_WORDS[delivery.status];
  const answer = delivery.httpStatus !== null ? `HTTP ${delivery.httpStatus}` : delivery.lastError;
  const when = formatTimeAgo(delivery.lastAttemptAt ?? delivery.createdAt);
  const attempts = `${delivery.attempts} attempt${delivery.attempts === 1 ? '' : 's'}`;
  return [delivery.event, status, attempts, answer, when].filter(Boolean).join(' · ');
}

/** The signing secret, shown once after an add, with a copy button. */
function NewSecret({ created, onDone }: { created: CreatedWebhook; onDone: () => void }) {
  return (
    <section className={styles.secret} aria-labelledby="webhook-secret-title">
      <strong id="webhook-secret-title">Signing secret for {created.endpoint.url}</strong>
      <code className={styles.secretValue} aria-label="Signing secret">
        {created.secret}
      </code>
      <p>
        Copy it now: it is not shown again. Check each delivery&apos;s webhook-signature with it (Standard
        Webhooks).
      </p>
      <Button
        onClick={() => {
          void navigator.clipboard
            ?.writeText(created.secret)
            .then(() => showMessage('success', WEBHOOK_MESSAGES.copied));
        }}
      >
        Copy secret
      </Button>{' '}
      <Button type="text" onClick={onDone}>
        Done
      </Button>
    </section>
  );
}

function EndpointItem({
  endpoint,
  isImpersonating,
}: {
  endpoint: WebhookEndpointView;
  isImpersonating: boolean;
}) {
  const remove = useDeleteWebhook();
  return (
    <li className={styles.endpoint} aria-label={`Webhook ${endpoint.url}`}>
      <div className={styles.endpointHead}>
        <span className={styles.url}>{endpoint.url}</span>
        <span>
          <Tag color={endpoint.status === 'active' ? 'green' : 'red'}>
            {endpoint.status === 'active' ? 'Active' : 'Disabled'}
          </Tag>
          <Popconfirm
            title="Remove this webhook?"
            okText="Remove"
            cancelText="Cancel"
            onConfirm={() =>
              remove.mutate(endpoint.id, {
                onSuccess: () => showMessage('success', WEBHOOK_MESSAGES.removed),
                onError: (error) => showMessage('error', webhookErrorMessage(codeOf(error))),
              })
            }
          >
            <Button danger size="small" disabled={isImpersonating} loading={remove.isPending}>
              Remove
            </Button>
          </Popconfirm>
        </span>
      </div>
      {endpoint.deliveries.length === 0 ? (
        <p className={styles.none}>No deliveries yet.</p>
      ) : (
        <ul className={styles.deliveries} aria-label="Last deliveries">
          {endpoint.deliveries.map((delivery) => (
            <li key={delivery.id}>{deliveryLine(delivery)}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Account Settings' webhooks: the alerts of watched projects POSTed, signed, to up to 3 HTTPS endpoints. */
export function WebhooksPanel({ isImpersonating }: { isImpersonating: boolean }) {
  const webhooks = useWebhooks();
  const create = useCreateWebhook();
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ url: string }>();

  if (webhooks.isPending) return <Skeleton active />;
  if (!webhooks.data) return <p role="alert">{UNKNOWN_ERROR}</p>;
  const endpoints = webhooks.data.endpoints;
  const isFull = endpoints.length >= MAX_WEBHOOK_ENDPOINTS_PER_USER;

  return (
    <div className={styles.panel}>
      <p className={styles.intro}>
        Each confirmed security alert on a project of your watchlists is also POSTed as signed JSON to these
        HTTPS endpoints, beside the e-mail. Up to {MAX_WEBHOOK_ENDPOINTS_PER_USER}. A delivery is retried for
        24 hours; after that the endpoint is disabled and we write to you.
      </p>
      {created && <NewSecret created={created} onDone={() => setCreated(null)} />}
      <FormError text={error} />
      <Form
        form={form}
        className={styles.form}
        disabled={isImpersonating}
        onFinish={(values) => {
          setError(null);
          create.mutate(values.url.trim(), {
            onSuccess: (result) => {
              setCreated(result);
              form.resetFields();
              showMessage('success', WEBHOOK_MESSAGES.added);
            },
            onError: (failure) => setError(webhookErrorMessage(codeOf(failure))),
          });
        }}
      >
        <Form.Item
          name="url"
          className={styles.urlField}
          rules={[{ required: true, message: 'Please enter the URL of your endpoint' }]}
        >
          <Input
            aria-label="Webhook URL"
            placeholder="https://example.com/rampart-webhook"
            spellCheck={false}
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={create.isPending}
          disabled={isFull || isImpersonating}
        >
          Add webhook
        </Button>
      </Form>
      {endpoints.length === 0 ? (
        <p className={styles.none}>No webhooks yet.</p>
      ) : (
        <ul className={styles.endpoints} aria-label="Your webhooks">
          {endpoints.map((endpoint) => (
            <EndpointItem key={endpoint.id} endpoint={endpoint} isImpersonating={isImpersonating} />
          ))}
        </ul>
      )}
    </div>
  );
}
