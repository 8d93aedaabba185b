'use client';

import { CrashScreen } from '@/components/crash-screen';

// A crashed project page: the error screen under the header, which stays to lead the visitor on.
export default CrashScreen;
