'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
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
      {/* A dark red that reads at more than 4.5:1 on white. */}
      <button type="button" className="btn btn--small btn--outline-danger" onClick={() => setIsOpen(true)}>
        Report Incident
      </button>
      {hasOpened && <ReportIncidentDialog isOpen={isOpen} onClose={() => setIsOpen(false)} />}
    </>
  );
}
