// The order-complete screen's goal progress (spec/loading.md §4 'Order-complete message'):
// individual percent = the user's finished orders over goalSeparate; team percent = finished
// orders over today's orders. The message: the team finished, the goal exceeded, the goal
// done, or how many orders are still missing for it.
import type { Productivity } from '@shared/contract/performance';
import { percentOf, pluralPt } from '@shared/format';

export interface GoalProgress {
  individualPercent: number;
  teamPercent: number;
  message: string;
}

export function goalProgress(figures: Productivity): GoalProgress {
  const individualPercent = percentOf(figures.completed_orders_user, figures.goal_separate);
  const teamPercent = percentOf(figures.total_completed_orders, figures.total_orders);
  const teamFinished = figures.total_orders > 0 && figures.total_completed_orders >= figures.total_orders;
  let message: string;
  if (teamFinished) {
    message = `Separação finalizada com ${figures.total_completed_orders} de ${figures.total_orders} pedidos!`;
  } else if (individualPercent > 100) {
    message = 'Parabéns! Você superou a sua meta de hoje!';
  } else if (individualPercent === 100 || figures.completed_orders_user >= figures.goal_separate) {
    message = 'Meta concluída! Você separou todos os pedidos da sua meta.';
  } else {
    const missing = figures.goal_separate - figures.completed_orders_user;
    message = `Faltam ${pluralPt(missing, 'pedido', 'pedidos')} para a sua meta de hoje.`;
  }
  return { individualPercent, teamPercent, message };
}
