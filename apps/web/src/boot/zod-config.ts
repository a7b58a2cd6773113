import { z } from 'zod';

// Zod would otherwise try `new Function` when it makes its first object schema, to see
// whether it may compile parsers; the portal's policy forbids it (no 'unsafe-eval'), and
// the refused attempt costs a violation report in the middle of the start.
z.config({ jitless: true });
