// The demo centre's markets: the two its groups serve and a third one no group serves yet.
import type { DemoContext } from './context';

const MARKETS = [
  { marketNumber: 1, name: 'Mercado São Paulo Centro' },
  { marketNumber: 2, name: 'Mercado São Paulo Zona Sul' },
  { marketNumber: 3, name: 'Mercado Campinas' },
];

export function buildMarkets(context: DemoContext): void {
  for (const market of MARKETS) context.rows.markets.push({ id: context.ids.next('markets'), ...market, createdAt: context.now });
}
