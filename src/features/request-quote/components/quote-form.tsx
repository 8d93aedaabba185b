'use client';

import { Button, Checkbox, Form, Input, Select } from 'antd';
import { SALES_EMAIL } from '@/config/site';
import {
  QUOTE_BUDGET_LABELS,
  QUOTE_BUDGETS,
  QUOTE_SERVICE_LABELS,
  QUOTE_SERVICES,
  quoteRequestInput,
  type QuoteRequestInput,
} from '@/contracts/quotes';
import { ApiError } from '@/lib/api-client';
import { quoteErrorMessage } from '@/lib/messages';
import { createQuoteRequest } from '../api/create-quote-request';
import { FormError } from '@/components/form-error';
import { useSingleMutation } from '@/hooks/use-single-mutation';

type Field = keyof QuoteRequestInput;

/** An empty optional field is left out rather than sent as an empty string. */
const blankToUndefined = <T,>(value: T): T | undefined =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** Zod as an Ant Design form rule: the request contract decides what the form accepts. */
const ruleFor = (field: Field, fallback: unknown = '') => ({
  validator: async (_: unknown, value: unknown) => {
    const input = field === 'website' ? blankToUndefined(value) : (value ?? fallback);
    const result = quoteRequestInput.shape[field].safeParse(input);
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Invalid value');
  },
});

const messageOf = (error: unknown): string =>
  quoteErrorMessage(error instanceof ApiError ? error.code : undefined, SALES_EMAIL);

const SERVICE_OPTIONS = QUOTE_SERVICES.map((value) => ({ value, label: QUOTE_SERVICE_LABELS[value] }));
const BUDGET_OPTIONS = QUOTE_BUDGETS.map((value) => ({ value, label: QUOTE_BUDGET_LABELS[value] }));

/** The built-in Request a Quote form, used when no marketing-platform form is configured. */
export function QuoteForm({ onSubmitted }: { onSubmitted: () => void }) {
  const [form] = Form.useForm<QuoteRequestInput>();
  // A submit while one runs is ignored: one request, one mail to sales.
  const quote = useSingleMutation({
    mutationFn: (values: QuoteRequestInput) =>
      createQuoteRequest({ ...values, website: blankToUndefined(values.website) }),
    onSuccess: onSubmitted,
  });

  return (
    <Form<QuoteRequestInput>
      name="request-quote"
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={quote.send}
    >
      <Form.Item name="name" label="Name" rules={[ruleFor('name')]}>
        <Input autoComplete="name" maxLength={100} />
      </Form.Item>
      {/* inputMode, not type: the browser's own check would block the submit before the form's message shows. */}
      <Form.Item name="email" label="Email" rules={[ruleFor('email')]}>
        <Input inputMode="email" autoComplete="email" maxLength={254} />
      </Form.Item>
      <Form.Item name="company" label="Company" rules={[ruleFor('company')]}>
        <Input autoComplete="organization" maxLength={120} />
      </Form.Item>
      <Form.Item name="website" label="Project website" rules={[ruleFor('website')]}>
        <Input inputMode="url" placeholder="https://" autoComplete="url" maxLength={300} />
      </Form.Item>
      <Form.Item name="services" label="Services" rules={[ruleFor('services', [])]}>
        <Checkbox.Group options={SERVICE_OPTIONS} />
      </Form.Item>
      <Form.Item name="budget" label="Budget" rules={[ruleFor('budget')]}>
        <Select placeholder="Choose a range" options={BUDGET_OPTIONS} />
      </Form.Item>
      <Form.Item name="message" label="Message" rules={[ruleFor('message')]}>
        <Input.TextArea
          rows={4}
          maxLength={3000}
          showCount
          placeholder="Your project, the code or systems in scope, and when you need us"
        />
      </Form.Item>
      <FormError text={quote.isError ? messageOf(quote.error) : null} />
      <Button type="primary" htmlType="submit" block loading={quote.isPending}>
        Submit
      </Button>
    </Form>
  );
}
