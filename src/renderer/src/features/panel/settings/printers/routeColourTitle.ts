import { WHITE_ROUTE_COLOUR, type RouteColour } from '@shared/domain/route-colours';

/** "ROTA AZUL", or "BRANCA (SEM ROTA)" for white (spec/panel.md §2 'Impressoras'). */
export function routeColourTitle(colour: RouteColour): string {
  return colour === WHITE_ROUTE_COLOUR ? 'BRANCA (SEM ROTA)' : `ROTA ${colour}`;
}
