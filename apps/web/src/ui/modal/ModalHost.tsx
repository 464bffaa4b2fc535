import { useNavigate } from 'react-router';
import { COMMON } from '#text/common.ts';
import { Button } from '../button/Button.tsx';
import { Modal } from './Modal.tsx';
import { closeModal, useModalStack } from './modal-store.ts';

/** Shows the popups opened through `openModal`, newest on top. Lives inside the router. */
export function ModalHost() {
  const stack = useModalStack();
  const navigate = useNavigate();
  const top = stack.at(-1);
  if (!top) return null;

  const close = () => closeModal(top.id);
  const actions = top.actions?.length ? top.actions : [{ label: COMMON.ok, primary: true }];

  return (
    <Modal
      key={top.id}
      title={top.title}
      tone={top.tone}
      onClose={close}
      footer={actions.map((action) => (
        <Button
          key={action.label}
          variant={action.primary ? 'primary' : 'secondary'}
          onClick={() => {
            close();
            action.onClick?.();
            if (action.to) void navigate(action.to);
          }}
        >
          {action.label}
        </Button>
      ))}
    >
      {top.lines?.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </Modal>
  );
}
