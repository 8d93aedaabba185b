import { z } from 'zod';

// Zod compiles fast object parsers with `new Function` when it may; the Content-Security-Policy forbids eval, so
// the probe would only log a violation in every browser. The interpreted parsers are used everywhere instead.
z.config({ jitless: true });
