'use client';

import { useSession } from 'next-auth/react';
import { Form, Input, Select } from 'antd';
import {
  REPORT_INCIDENT_TYPES,
  reportIncidentInput,
  reportIncidentResult,
  type ReportIncidentInput,
} from '@/contracts/incidents';
import { ApiError, apiRequest } from '@/lib/api-client';
import { INCIDENT_REPORTED, incidentReportErrorMessage } from '@/lib/messages';
import { FormDialog } from '@/components/form-dialog';
import { showMessage } from '@/components/show-message';
import { useSingleMutation } from '@/hooks/use-single-mutation';
import styles from './report-incident-dialog.module.css';

/** Zod as an Ant Design form rule: the request contract decides what the form accepts. */
const ruleFor = (field: keyof ReportIncidentInput) => ({
  validator: async (_: unknown, value: unknown) => {
    // The e-mail is optional for the server (a signed-in report uses the account's); the form asks for it.
    const schema =
      field === 'email' ? reportIncidentInput.shape.email.unwrap() : reportIncidentInput.shape[field];
    const result = schema.safeParse(value ?? '');
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Invalid value');
  },
});

/** The Report Incident form, loaded when it first opens (./report-incident.tsx). */
export function ReportIncidentDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [form] = Form.useForm<ReportIncidentInput>();
  const { data: session, status } = useSession();
  const accountEmail = status === 'authenticated' ? session.user.email : null;
  const report = useSingleMutation({
    mutationFn: (values: ReportIncidentInput) =>
      apiRequest('/api/security-alerts/report', {
        method: 'POST',
        body: reportIncidentInput.parse(values),
        schema: reportIncidentResult,
      }),
    onSuccess: () => {
      showMessage('success', INCIDENT_REPORTED);
      form.resetFields();
      onClose();
    },
    onError: (error) =>
      showMessage('error', incidentReportErrorMessage(error instanceof ApiError ? error.code : undefined)),
  });

  return (
    <FormDialog
      title="Report an incident"
      open={isOpen}
      onCancel={onClose}
      submitText="Send report"
      form="report-incident"
      isPending={report.isPending}
    >
      <p className={styles.note}>
        Tell us about an unsafe project: our analysts review every report before it is published.
      </p>
      <Form<ReportIncidentInput>
        id="report-incident"
        form={form}
        layout="vertical"
        onFinish={report.send}
        requiredMark={false}
      >
        <Form.Item name="project" label="Project" rules={[ruleFor('project')]}>
          <Input placeholder="Project name" maxLength={100} />
        </Form.Item>
        <Form.Item name="type" label="Type" rules={[ruleFor('type')]}>
          <Select
            showSearch
            placeholder="What happened?"
            options={REPORT_INCIDENT_TYPES.map((type) => ({ value: type, label: type }))}
          />
        </Form.Item>
        <Form.Item name="description" label="Description" rules={[ruleFor('description')]}>
          <Input.TextArea rows={4} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item name="evidenceUrl" label="Evidence link" rules={[ruleFor('evidenceUrl')]}>
          <Input placeholder="https://" maxLength={2000} />
        </Form.Item>
        {accountEmail ? (
          <p className={`${styles.note} ${styles.last}`}>
            We will write to {accountEmail} if we have questions.
          </p>
        ) : (
          <Form.Item name="email" label="Your e-mail" rules={[ruleFor('email')]}>
            <Input type="email" autoComplete="email" maxLength={254} />
          </Form.Item>
        )}
      </Form>
    </FormDialog>
  );
}
