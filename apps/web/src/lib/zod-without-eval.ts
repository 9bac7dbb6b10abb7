// zod compiles parsers with `new Function` where it may, and probes for it when the first schema
// is made; the content policy forbids it, and the probe alone is reported as a violation. Parsing
// without it is as correct and fast enough here. The build resolves every `zod` import of the web
// app to this module, so the setting applies before any schema is made, wherever zod first loads.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
