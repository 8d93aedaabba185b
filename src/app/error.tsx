'use client';

import { CrashScreen } from '@/components/crash-screen';

// A crash outside the site layout (home): the error screen alone.
export default CrashScreen;
