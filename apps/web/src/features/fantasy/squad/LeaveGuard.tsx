import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { SQUAD } from '#text/fantasy.ts';
import { Button } from '#ui/button/Button.tsx';
import { Modal } from '#ui/modal/Modal.tsx';

/**
 * Spec 2 §2: with unsaved changes the browser warns on leaving the page, and
 * leaving the screen inside the app asks 'У вас есть несохранённые изменения…'.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  if (blocker.state !== 'blocked') return null;
  return (
    <Modal
      title={SQUAD.leave.title}
      onClose={() => blocker.reset()}
      footer={
        <>
          <Button variant="secondary" onClick={() => blocker.reset()}>
            {SQUAD.leave.stay}
          </Button>
          <Button onClick={() => blocker.proceed()}>{SQUAD.leave.go}</Button>
        </>
      }
    >
      <p>{SQUAD.leave.text}</p>
    </Modal>
  );
}
