import { useParams } from 'react-router';
import { NotFoundError } from './errors.ts';

/** A numeric id from the path; anything else is a page that does not exist (the 404 page). */
export function useIdParam(name: string): number {
  const raw = useParams()[name];
  const id = raw !== undefined && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw new NotFoundError();
  return id;
}
