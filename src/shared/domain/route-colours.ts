// The 17 route colours (spec/panel.md §3). BRANCA is "no route" white, printed on the two
// white printers. The hex values are what the screens paint the route band with.

export const ROUTE_COLOURS = {
  AMARELO: '#F5C518',
  AZUL: '#1E5BD8',
  VERDE: '#2E9E44',
  TURQUESA: '#1ABC9C',
  SALMÃO: '#FA8072',
  ROSA: '#E85A9B',
  ROXO: '#7B3FB5',
  LARANJA: '#F28C28',
  BRANCA: '#FFFFFF',
  MARROM: '#7B4B2A',
  BEGE: '#D8C3A5',
  VINHO: '#7B1E3A',
  LILÁS: '#B69DDB',
  'AZUL CIANO': '#00B7EB',
  VERMELHO: '#D62828',
  ESMERALDA: '#0B8457',
  'VERDE LIMÃO': '#9ACD32',
} as const;

export type RouteColour = keyof typeof ROUTE_COLOURS;
export const ROUTE_COLOUR_NAMES = Object.keys(ROUTE_COLOURS) as RouteColour[];
export const WHITE_ROUTE_COLOUR: RouteColour = 'BRANCA';

export function isRouteColour(value: string): value is RouteColour {
  return Object.hasOwn(ROUTE_COLOURS, value);
}
