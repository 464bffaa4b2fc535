import type { LiveMessage } from '@mliga/contract';
import { useEffect, useRef } from 'react';
import { apiUrl } from './client.ts';

/**
 * Follows topics of the live stream (GET /v1/live/, server-sent events) while mounted. `since` is the
 * answer's live_cursor the page was drawn from: nothing after it is missed, and the browser's own
 * reconnect sends the last id it got; null follows from now (a page that reads itself again on each
 * message). No stream while `since` is undefined (the page is still loading, or needs none).
 * `onOpen` runs when the stream first listens: a page following from now reads itself again then,
 * so what happened before is not missed (a reconnect replays what it missed by its last id).
 */
export function useLiveStream(
  topics: readonly string[],
  since: number | null | undefined,
  onMessage: (message: LiveMessage) => void,
  onOpen?: () => void,
): void {
  const handler = useRef(onMessage);
  const opened = useRef(onOpen);
  const position = useRef(since);
  useEffect(() => {
    handler.current = onMessage;
    opened.current = onOpen;
    position.current = since;
  });
  const key = topics.join(',');
  const ready = since !== undefined && key !== '' && typeof EventSource !== 'undefined';
  // Opened once per topics with the cursor of the answer then on screen; later answers do not reopen it.
  useEffect(() => {
    if (!ready) return;
    const source = new EventSource(apiUrl('/live/', { topics: key, since: position.current ?? undefined }));
    source.onmessage = (event: MessageEvent<string>) => {
      handler.current(JSON.parse(event.data) as LiveMessage);
    };
    let first = true;
    source.onopen = () => {
      if (first) opened.current?.();
      first = false;
    };
    return () => source.close();
  }, [key, ready]);
}
