'use client';

import { useState } from 'react';
import { Button } from 'antd';

/** Throws while rendering once clicked: only the test-only crash page uses it. */
export function CrashButton() {
  const [hasCrashed, setHasCrashed] = useState(false);
  if (hasCrashed) throw new Error('A deliberate crash for the error screen test');
  return <Button onClick={() => setHasCrashed(true)}>Crash this page</Button>;
}
