// The supervisor's answers from the bell, with the spec's popups (spec/operator.md §8
// 'Other popups'). A call another supervisor answered first comes back as a 409 whose message
// says so; the bell reloads either way.
import { acceptSupport, answerAlert, closePrePickingBreak, type Alert } from '@shared/contract/alerts';
import { call, failureMessage } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';

export type AlertAnswer = 'acceptCall' | 'release' | 'authorize' | 'refuse' | 'closeBreak';

const ANSWERS: Record<AlertAnswer, { run: (alert: Alert) => Promise<unknown>; success: string; error: string }> = {
  acceptCall: {
    run: (alert) => call(acceptSupport, { params: { id: alert.id }, body: { status: 'concluido' } }),
    success: 'Chamado aceito',
    error: 'Erro ao aceitar chamado',
  },
  release: {
    run: (alert) => call(answerAlert, { params: { id: alert.id }, body: { status: 'concluido' } }),
    success: 'Separador liberado',
    error: 'Erro ao aceitar chamado',
  },
  authorize: {
    run: (alert) => call(answerAlert, { params: { id: alert.id }, body: { status: 'accept' } }),
    success: 'Autorização de bipagem de outro SKU concedida',
    error: 'Erro ao autorizar bipagem de outro SKU',
  },
  refuse: {
    run: (alert) => call(answerAlert, { params: { id: alert.id }, body: { status: 'declined' } }),
    success: 'Autorização de bipagem de outro SKU recusada com sucesso',
    error: 'Erro ao autorizar bipagem de outro SKU',
  },
  closeBreak: {
    run: (alert) => call(closePrePickingBreak, { params: { id: alert.id }, body: { statusForAlert: 'concluido', itemId: alert.item?.id ?? 0 } }),
    success: 'Quebra de pre picking concluída',
    error: 'Erro ao aceitar chamado',
  },
};

/** Sends the answer; resolves whether it went through. */
export async function answer(alert: Alert, kind: AlertAnswer): Promise<boolean> {
  const { run, success, error } = ANSWERS[kind];
  try {
    await run(alert);
    popup.success(success);
    return true;
  } catch (failure) {
    popup.error(failureMessage(failure), { title: error });
    return false;
  }
}
