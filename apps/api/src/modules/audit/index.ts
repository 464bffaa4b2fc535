/** The audit log: who changed what in the back office, written by every module's admin actions. */
export { writeAuditLog } from './audit-log.ts';
