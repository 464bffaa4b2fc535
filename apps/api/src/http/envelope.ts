import type { OkEnvelope } from '@mliga/contract';

export function ok<T>(data: T, message = ''): OkEnvelope<T> {
  return { success: true, data, message };
}
