// The operator conference of one order (spec/operator.md §2 'Operator conference screen'):
// opening the page starts (or resumes) the conference; the checker marks items the picker
// did not put in the box, then 'Conferir Caixas' confirms the boxes and finishes it. An
// order a beginner conferred themselves waits for a checker's review: only a checker confers it.
import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { CONFERENCE_MESSAGE, finishConference, getConferenceOrder, startConference, type ConferenceOrder } from '@shared/contract/conference';
import { hasAnyPermission } from '@shared/domain/permissions';
import { CHECKING_STATUS } from '@shared/domain/statuses';
import { call, failureMessage } from '@renderer/api/http';
import { Page } from '@renderer/components/Page';
import { useSession } from '@renderer/app/session';
import { popup } from '@renderer/components/popups';
import { useLoaded } from '@renderer/hooks/useLoaded';
import { BoxConfirmDialog } from './BoxConfirmDialog';
import { ConferenceActionBar } from './ConferenceActionBar';
import { ConferenceHeader } from './ConferenceHeader';
import { ConferenceItemCard } from './ConferenceItemCard';
import { ConferenceStatusNote } from './ConferenceStatusNote';

export const CONFERENCE_START_PATH = '/operacao/conferencia/inicio';

function stepTitle(step: number | string): string {
  if (step === 'pre_boxed') return 'Itens pré-encaixotados';
  if (step === 'no_separation_step') return 'Itens sem etapa';
  return `Etapa ${step}`;
}

/** Whether this user may confer the order now: it waits for conference, and a review only by a checker. */
const mayConfer = (data: ConferenceOrder, checker: boolean) =>
  data.order.checking_status === CHECKING_STATUS.conference && (!data.order.awaiting_review || checker);

/** Reads the order and, when the user may confer it, starts (or resumes) the user's conference. */
async function loadAndStart(orderId: string, checker: boolean, signal: AbortSignal) {
  const data = await call(getConferenceOrder, { query: { orderId } }, { signal });
  if (mayConfer(data, checker)) {
    await call(startConference, { body: { orderId } }, { signal }).catch((error: unknown) => {
      if (!signal.aborted) popup.error(failureMessage(error), { title: 'Erro ao iniciar conferência' });
    });
  }
  return data;
}

export function ConferenceOrderPage() {
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const checker = useSession((state) => hasAnyPermission(state.userPermissions, ['SeparationCheck']));
  const load = useCallback((signal: AbortSignal) => loadAndStart(orderId, checker, signal), [orderId, checker]);
  const { data, failed, reload } = useLoaded(load, 'Erro ao buscar informações do pedido');
  const [notInBox, setNotInBox] = useState<Set<number>>(new Set());
  const [dialog, setDialog] = useState(false);
  const [busy, setBusy] = useState(false);

  const waiting = data ? mayConfer(data, checker) : false;

  const mark = (itemId: number, value: boolean) =>
    setNotInBox((current) => {
      const next = new Set(current);
      if (value) next.add(itemId);
      else next.delete(itemId);
      return next;
    });

  async function confirm(boxes: number) {
    if (!data) return;
    setBusy(true);
    try {
      const items = data.steps.flatMap((step) => step.items).map((item) => ({ itemId: item.id, separated: !notInBox.has(item.id) }));
      const reply = await call(finishConference, {
        body: { orderId, boxesQuantity: boxes, items: items.filter((item) => !item.separated) },
      });
      // A beginner's own order waits for a checker's review (spec/operator.md §6 SeparationCriticalOrBeginner).
      const sentForReview = reply.message === CONFERENCE_MESSAGE.sentForReview;
      if (sentForReview) popup.info(CONFERENCE_MESSAGE.sentForReview);
      else popup.success(`Conferência de ${orderId} confirmada com sucesso!`);
      navigate(`${CONFERENCE_START_PATH}?skipRecovery=true`, { state: { conferred: orderId, sentForReview } });
    } catch (error) {
      popup.error(failureMessage(error), { title: 'Erro ao confirmar conferência' });
    } finally {
      setBusy(false);
    }
  }

  if (!data) {
    return (
      <Page title={`Conferência do pedido ${orderId}`}>
        <Center mih="40vh">
          {failed ? (
            <Stack align="center">
              <Text fz="lg">Erro ao buscar dados</Text>
              <Button onClick={reload}>Tentar novamente</Button>
            </Stack>
          ) : (
            <Loader size="xl" />
          )}
        </Center>
      </Page>
    );
  }

  const finished = !waiting;
  return (
    <Page title={`Conferência do pedido ${orderId}`}>
      <ConferenceHeader data={data} />
      {finished && <ConferenceStatusNote data={data} />}
      {!finished && data.order.awaiting_review && (
        <Alert color="blue" variant="filled" fz="lg" title="Revisão">
          O separador já conferiu este pedido: confira-o de novo antes que ele siga.
        </Alert>
      )}
      {data.steps.map((step) => (
        <Stack key={String(step.step)} gap="xs">
          <Title order={2} fz={22}>
            {stepTitle(step.step)}
          </Title>
          {step.items.map((item) => (
            <ConferenceItemCard
              key={item.id}
              item={item}
              notInBox={finished ? data.not_in_box.includes(item.id) : notInBox.has(item.id)}
              onNotInBox={(value) => mark(item.id, value)}
              disabled={finished}
            />
          ))}
        </Stack>
      ))}
      {!finished && <ConferenceActionBar marked={notInBox.size} onConfirm={() => setDialog(true)} />}
      {dialog && <BoxConfirmDialog opened pickerBoxes={data.order.boxes_number} busy={busy} onClose={() => setDialog(false)} onConfirm={(boxes) => void confirm(boxes)} />}
    </Page>
  );
}
