'use client';

import { useEffect } from 'react';
import { recordPageView } from '../api/use-community-vote';

/** Counts the view of a project page once per visit (the server folds repeated views within a visit). */
export function PageViewBeacon({ projectId }: { projectId: string }) {
  useEffect(() => {
    recordPageView(projectId).catch(() => undefined);
  }, [projectId]);
  return null;
}
