'use client';

import dynamic from 'next/dynamic';
import { usePathname, useSearchParams } from 'next/navigation';
import { useState } from 'react';

// The tour library is loaded only when a tour is asked for, not with every visit of the home page.
const GuidedTour = dynamic(() => import('./guided-tour').then((module) => module.GuidedTour), { ssr: false });

/** Mounts the guided tour once the URL first asks for it (`/?tour=1`); from then on the tour runs itself. */
export function GuidedTourLoader() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const wantsTour = pathname === '/' && searchParams.has('tour');
  const [isLoaded, setIsLoaded] = useState(false);
  if (wantsTour && !isLoaded) setIsLoaded(true);
  return isLoaded ? <GuidedTour /> : null;
}
