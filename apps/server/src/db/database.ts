import type { SiteTables } from '../modules/site/site.table';
import type { SchedulerTables } from '../scheduler/jobs.table';

/** Every table of the server, assembled from the table file of the module that owns it. */
export interface Database extends SchedulerTables, SiteTables {}
