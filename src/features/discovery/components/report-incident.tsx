'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useHasBeenTrue } from '@/hooks/use-has-been-true';
import { useReadyControl } from '@/hooks/use-ready-control';
import { buttonClass } from '@/components/button';

// The form loads when it first opens.
const ReportIncidentDialog = dynamic(
  () => import('./report-incident-dialog').then((module) => module.ReportIncidentDialog),
  { ssr: false },
);

/** Report Incident: a form that sends a suspected incident to staff for review. */
export function ReportIncident() {
  const [isOpen, setIsOpen] = useState(false);
  const hasOpened = useHasBeenTrue(isOpen);
  const ready = useReadyControl();
  return (
    <>
      {/* A dark red that reads at more than 4.5:1 on white. */}
      <button
        type="button"
        className={buttonClass({ variant: 'outline-danger', isSmall: true })}
        {...ready}
        onClick={() => setIsOpen(true)}
      >
        Report Incident
      </button>
      {hasOpened && <ReportIncidentDialog isOpen={isOpen} onClose={() => setIsOpen(false)} />}
    </>
  );
}
