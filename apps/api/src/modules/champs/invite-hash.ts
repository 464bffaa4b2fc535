import { randomBytes } from 'node:crypto';

/** DECISIONS: a random invite hash of at least 16 URL-safe characters (96 bits from the CSPRNG). */
export const newInviteHash = (): string => randomBytes(12).toString('base64url');
