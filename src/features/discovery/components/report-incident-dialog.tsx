'use client';

import { useState } from 'react';
import { useSession } from 'next-auth/react';
import { Form, Input, Modal, Select, message } from 'antd';
import {
  REPORT_INCIDENT_TYPES,
  reportIncidentInput,
  reportIncidentResult,
  type ReportIncidentInput,
} from '@/contracts/incidents';
import { ApiError, apiRequest } from '@/lib/api-client';
import { INCIDENT_REPORTED, incidentReportErrorMessage } from '@/lib/messages';
import { AntdScope } from '@/components/antd-scope';
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
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [form] = Form.useForm<ReportIncidentInput>();
  const [notice, contextHolder] = message.useMessage();
  const { data: session, status } = useSession();
  const accountEmail = status === 'authenticated' ? session.user.email : null;

  const submit = async (values: ReportIncidentInput) => {
    if (isSubmitting) return;
    setIsSubmitting(true);
    try {
      await apiRequest('/api/security-alerts/report', {
        method: 'POST',
        body: reportIncidentInput.parse(values),
        schema: reportIncidentResult,
      });
      void notice.success(INCIDENT_REPORTED);
      form.resetFields();
      onClose();
    } catch (error) {
      void notice.error(incidentReportErrorMessage(error instanceof ApiError ? error.code : undefined));
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <AntdScope>
      <>
        {contextHolder}
        <Modal
          title="Report an incident"
          open={isOpen}
          onCancel={onClose}
          okText="Send report"
          okButtonProps={{ loading: isSubmitting, htmlType: 'submit', form: 'report-incident' }}
          destroyOnHidden
        >
          <p className={styles.note}>
            Tell us about an unsafe project: our analysts review every report before it is published.
          </p>
          <Form<ReportIncidentInput>
            id="report-incident"
            form={form}
            layout="vertical"
            onFinish={(values) => void submit(values)}
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
        </Modal>
      </>
    </AntdScope>
  );
}
