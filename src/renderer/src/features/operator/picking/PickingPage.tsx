// The picking screen (spec/operator.md §2 'Picking screen states'); its conference variant,
// /operacao/conferencia/pedido, is conference/ConferenceQueuePage. Query productivity=true or nextOrder=true may be set.
import { useEffect, useLayoutEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '@renderer/components/Page';
import { useSession } from '@renderer/app/session';
import { handOverFirstScreen, scanEarlyCodes } from '@renderer/first-screen/hand-over';
import { expectedBoxes, stepAwaitingConfirmation } from './flow';
import { BreakDialog } from './BreakDialog';
import { AllCompletedWithPerformance } from './DayPerformanceDialog';
import { FinalBoxesDialog } from './FinalBoxesDialog';
import { LabelCheckDialog } from './LabelCheckDialog';
import { LoadingWarningDialog } from './LoadingWarningDialog';
import { usePicking, type PickingDialog } from './picking-store';
import { PrintLabelsDialog } from './PrintLabelsDialog';
import { RevisionView } from './RevisionView';
import { scansAt, useRunningGroup } from './running-group';
import { SeparationView } from './SeparationView';
import { CompletedView, ErrorView, GetOrderView, LoadingView, NoticeView } from './StateViews';
import { StepBoxesDialog } from './StepBoxesDialog';
import { usePickingNotices } from './usePickingNotices';

/** The open dialog; it reads the whole store, so it is mounted only while a dialog is open. */
function OpenPickingDialog({ dialog }: { dialog: NonNullable<PickingDialog> }) {
  const { state, busy, openDialog, breakItem, confirmStep, finish } = usePicking();
  const group = useRunningGroup((store) => store.group);
  if (!state) return null;
  if (dialog.kind === 'break') {
    return <BreakDialog item={dialog.item} busy={busy} onClose={() => openDialog(null)} onConfirm={(statusId, quantity) => void breakItem(dialog.item, statusId, quantity)} />;
  }
  if (dialog.kind === 'stepBoxes') {
    const step = stepAwaitingConfirmation(state.steps);
    return step ? <StepBoxesDialog key={step.step} step={step} busy={busy} onConfirm={(boxes) => void confirmStep(step.step, boxes)} /> : null;
  }
  if (dialog.kind === 'labelCheck') {
    return <LabelCheckDialog orderId={state.order.order_id} busy={busy} onChecked={() => void finish(dialog.boxes)} />;
  }
  // Groups with a scanner check one box label before the order is finished.
  const checksLabel = scansAt(group, null);
  if (dialog.kind === 'print') {
    const { boxes } = dialog;
    return (
      <PrintLabelsDialog
        order={state.order}
        boxes={boxes}
        onDone={() => (checksLabel ? openDialog({ kind: 'labelCheck', boxes }) : void finish(boxes))}
        onChangeBoxes={() => openDialog({ kind: 'finalBoxes' })}
      />
    );
  }
  return (
    <FinalBoxesDialog
      orderId={state.order.order_id}
      expected={group?.has_count_by_step ? expectedBoxes(state.steps) : null}
      busy={busy}
      onFinish={(boxes) => openDialog({ kind: 'print', boxes })}
    />
  );
}

/** A scan changes the store and no dialog: closed, this renders nothing and reads only whether one opened. */
function PickingDialogs() {
  const dialog = usePicking((store) => store.dialog);
  return dialog ? <OpenPickingDialog dialog={dialog} /> : null;
}

function PickingContent() {
  // Each read apart: a scan changes the order's items, which this screen leaves to its parts.
  const view = usePicking((store) => store.view);
  const hasOrder = usePicking((store) => store.state !== null);
  const recover = usePicking((store) => store.recover);
  const newOrder = usePicking((store) => store.newOrder);
  const conferenceOrderId = usePicking((store) => store.conferenceOrderId);
  const group = useRunningGroup((store) => store.group);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const wantsNext = params.get('nextOrder') === 'true';
  const beginner = useSession((store) => store.userPermissions.includes('SeparationCriticalOrBeginner'));
  usePickingNotices();

  useEffect(() => {
    void recover();
  }, [recover]);
  // Once this screen shows what the server's drawing of it showed (or why not), it takes over:
  // in the commit that shows it, so no one ever finds both screens' inputs in the page; the
  // codes read meanwhile once its scanner listens (an effect of the card's).
  useLayoutEffect(() => {
    if (view.kind !== 'loading') handOverFirstScreen();
  }, [view.kind]);
  useEffect(() => {
    if (view.kind !== 'loading') scanEarlyCodes();
  }, [view.kind]);
  useEffect(() => {
    if (conferenceOrderId) navigate(`/operacao/conferencia/${conferenceOrderId}`);
  }, [conferenceOrderId, navigate]);
  useEffect(() => {
    if (view.kind === 'getOrder' && !group) navigate('/operacao/separacao/grupos', { replace: true });
    else if (view.kind === 'getOrder' && wantsNext) void newOrder();
  }, [view.kind, group, wantsNext, navigate, newOrder]);

  switch (view.kind) {
    case 'loading':
      return <LoadingView label={view.label} />;
    case 'getOrder':
      return <GetOrderView onSearch={() => void newOrder()} canSearch={group !== null} />;
    case 'separation':
      return hasOrder ? <SeparationView /> : null;
    case 'revision':
      return <RevisionView order={view.order} />;
    case 'allCompleted':
      return <AllCompletedWithPerformance onSearch={() => void newOrder()} />;
    case 'completed':
      return (
        <>
          <CompletedView orderId={view.orderId} palletized={view.palletized} alertSupervisor={beginner} onNext={() => void newOrder()} />
          <LoadingWarningDialog key={view.orderId} status={view.routeLoading} route={view.route} />
        </>
      );
    case 'reset':
    case 'cancelled':
      return <NoticeView kind={view.kind} onNext={() => void newOrder()} />;
    case 'error':
      return <ErrorView title={view.title} message={view.message} onRetry={() => void (view.retry === 'recover' ? recover() : newOrder())} />;
  }
}

export function PickingPage() {
  return (
    <Page title="Separação">
      <PickingContent />
      <PickingDialogs />
    </Page>
  );
}
