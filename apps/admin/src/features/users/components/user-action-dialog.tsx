import type { UserSummary } from '@campo/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '@campo/web-client';
import { type UserAction, useUserAction } from '../hooks/use-user-action';
import { invitationOutcome } from '../mail-outcome';

const TEXT: Record<
  UserAction,
  { title: string; confirm: string; danger?: boolean; body: (user: UserSummary) => string }
> = {
  deactivate: {
    title: 'Desativar usuário',
    confirm: 'Desativar',
    danger: true,
    body: (user) =>
      `${user.nome} deixa de entrar no Campo, e todas as sessões abertas terminam agora. Você pode reativar o acesso depois.`,
  },
  reactivate: {
    title: 'Reativar usuário',
    confirm: 'Reativar',
    body: (user) => `${user.nome} volta a poder entrar no Campo com a senha que já tinha.`,
  },
  endSessions: {
    title: 'Encerrar sessões',
    confirm: 'Encerrar sessões',
    danger: true,
    body: (user) =>
      `Todas as sessões abertas de ${user.nome} terminam agora (em qualquer computador ou celular). A pessoa pode entrar de novo com a senha.`,
  },
  resendInvitation: {
    title: 'Reenviar convite',
    confirm: 'Reenviar',
    body: (user) =>
      `Um novo link vai para ${user.email}, válido por 72 horas. O link anterior deixa de funcionar.`,
  },
};

/** Confirms one of a user's actions and says what happened. */
export function UserActionDialog({
  user,
  action,
  onDone,
  onClose,
}: {
  user: UserSummary;
  action: UserAction;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const mutation = useUserAction(action);
  const text = TEXT[action];

  function confirm() {
    mutation.mutate(user.id, {
      onSuccess: (result) => {
        if ('email' in result && 'usuario' in result) {
          onDone(invitationOutcome(user.nome, result.email));
        } else if ('sessoesEncerradas' in result) {
          onDone(`${result.sessoesEncerradas} sessão(ões) de ${user.nome} encerrada(s).`);
        } else {
          onDone(
            action === 'deactivate'
              ? `Acesso de ${user.nome} desativado.`
              : `Acesso de ${user.nome} reativado.`,
          );
        }
        onClose();
      },
    });
  }

  return (
    <ConfirmDialog
      open
      title={text.title}
      confirmLabel={text.confirm}
      danger={text.danger}
      busy={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error) : undefined}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>{text.body(user)}</p>
    </ConfirmDialog>
  );
}
