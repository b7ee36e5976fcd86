import { describe, expect, it } from 'vitest';
import { goalProgress } from './goal-progress';

const figures = (user: number, goal: number, done: number, total: number) => ({
  completed_orders_user: user,
  goal_separate: goal,
  total_completed_orders: done,
  total_orders: total,
});

describe('order-complete goal progress', () => {
  it('counts the missing orders below the goal', () => {
    expect(goalProgress(figures(3, 4, 10, 40))).toEqual({ individualPercent: 75, teamPercent: 25, message: 'Faltam 1 pedido para a sua meta de hoje.' });
    expect(goalProgress(figures(1, 4, 10, 40)).message).toBe('Faltam 3 pedidos para a sua meta de hoje.');
  });

  it('says the goal is done at exactly 100% and congratulates above it', () => {
    expect(goalProgress(figures(4, 4, 10, 40)).message).toBe('Meta concluída! Você separou todos os pedidos da sua meta.');
    const above = goalProgress(figures(6, 4, 10, 40));
    expect(above.individualPercent).toBe(150);
    expect(above.message).toBe('Parabéns! Você superou a sua meta de hoje!');
  });

  it('says the separation is finished once the team has done every order', () => {
    expect(goalProgress(figures(6, 4, 40, 40))).toEqual({ individualPercent: 150, teamPercent: 100, message: 'Separação finalizada com 40 de 40 pedidos!' });
  });

  it('shows 0% with no goal or no orders instead of dividing by zero', () => {
    expect(goalProgress(figures(2, 0, 0, 0))).toMatchObject({ individualPercent: 0, teamPercent: 0 });
  });
});
