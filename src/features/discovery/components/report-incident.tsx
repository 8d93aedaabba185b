'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { Button, ConfigProvider } from 'antd';
import { useHasBeenTrue } from '@/hooks/use-has-been-true';

// The form loads when it first opens.
const ReportIncidentDialog = dynamic(
  () => import('./report-incident-dialog').then((module) => module.ReportIncidentDialog),
  { ssr: false },
);

/** Report Incident: a form that sends a suspected incident to staff for review. */
export function ReportIncident() {
  const [isOpen, setIsOpen] = useState(false);
  const hasOpened = useHasBeenTrue(isOpen);
  return (
    <>
      {/* Ant Design's danger red (#ff4d4f) is 3.3:1 on white; its darker red reads at more than 4.5:1. */}
      <ConfigProvider theme={{ token: { colorError: '#cf1322' } }}>
        <Button size="small" danger onClick={() => setIsOpen(true)}>
          Report Incident
        </Button>
      </ConfigProvider>
      {hasOpened && <ReportIncidentDialog isOpen={isOpen} onClose={() => setIsOpen(false)} />}
    </>
  );
}
