'use client';

import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { USER_TYPE_SURVEY_DELAY_MS } from '@/config/constants';

// The survey loads when it is due, 60 seconds after the shell renders.
const UserTypeSurveyDialog = dynamic(
  () => import('./user-type-survey-dialog').then((module) => module.UserTypeSurveyDialog),
  { ssr: false },
);

/**
 * The user-type survey: 60 seconds after the shell renders, to a signed-out visitor on
 * / or /projects/[id] who has no userType stored (./user-type-survey-dialog.tsx decides and asks).
 */
export function UserTypeSurvey() {
  const [isDue, setIsDue] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setIsDue(true), USER_TYPE_SURVEY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return isDue ? <UserTypeSurveyDialog /> : null;
}
