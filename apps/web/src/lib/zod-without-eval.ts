import { config } from 'zod';

// zod compiles parsers with `new Function` where it may, and probes for it when the first schema
// is made; the content policy forbids it, and the probe alone is reported as a violation. Parsing
// without it is as correct and fast enough here. The build puts this module in zod's own chunk,
// so it runs before any other chunk makes a schema.
config({ jitless: true });
