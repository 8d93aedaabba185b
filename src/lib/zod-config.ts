import { z } from 'zod';

// Zod compiles fast object parsers with `new Function` when it may; the Content-Security-Policy forbids eval, so
// the probe would only log a violation in every browser. The interpreted parsers are used everywhere instead: every
// contract imports this module first, so that it holds wherever a contract is first loaded (the pages' first load
// leaves the contracts to the first request that needs them). The contracts import `z` from zod itself, never
// through a re-export: the bundler then keeps only the parts of zod they use.
z.config({ jitless: true });
