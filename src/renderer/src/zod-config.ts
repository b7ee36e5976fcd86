// Imported first by main.tsx, before any contract schema is built: the CSP forbids eval, so
// zod must not probe for it (its JIT parser is only a speed-up).
import { z } from 'zod';

z.config({ jitless: true });
