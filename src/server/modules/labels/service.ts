// Printing an order's box labels (contract/labels.ts). The order row stays locked while its
// printer takes the job, so two taps (or a retry) never print the first labels twice; the
// print is recorded only once the printer took it, so a failed print leaves nothing marked.
import { and, eq, isNull } from 'drizzle-orm';
import { LABELS_ALREADY_PRINTED } from '../../../shared/contract/labels';
import { hasAnyPermission, PAGE_PERMISSIONS } from '../../../shared/domain/permissions';
import { WHITE_ROUTE_COLOUR } from '../../../shared/domain/route-colours';
import { pluralPt, pluralWord } from '../../../shared/format/plural';
import type { AuthUser } from '../../auth/users';
import type { AppContext } from '../../context';
import { labelPrints, orders, works } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/errors';
import { boxLabels } from '../../printing/box-label';
import { printerForColour, printOrFail } from '../../printing/printers';

export interface PrintLabelsInput {
  orderId: string;
  reprint: boolean;
  boxQuantity: number;
  printerChoice?: 1 | 2 | null;
  initialPrint: boolean;
}

export async function printLabels(app: AppContext, user: AuthUser, input: PrintLabelsInput) {
  return app.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderId, input.orderId)).for('update');
    if (!order) throw notFound('Pedido não encontrado');
    const [held] = await tx
      .select({ id: works.id })
      .from(works)
      .where(and(eq(works.orderId, order.id), eq(works.separatorId, user.id), isNull(works.end)))
      .limit(1);
    if (!held && !hasAnyPermission(user.permissions, PAGE_PERMISSIONS.reprintRoutes)) {
      throw forbidden('Só o separador do pedido pode imprimir as etiquetas dele.');
    }
    if (order.permissionToSeparate === 'recused') throw conflict('Este pedido foi cancelado');
    if (order.isAlreadyPrintStickers && !input.reprint) throw conflict(LABELS_ALREADY_PRINTED);

    // An order without a route colour is "no route": the white printers take it.
    const colour = order.colorRoute ?? WHITE_ROUTE_COLOUR;
    const printer = await printerForColour(tx, colour, input.printerChoice ?? null);
    const client = order.clientType === 'PF' ? order.clientName : (order.clientTrade ?? order.clientName);
    const labels = boxLabels(
      { orderId: order.orderId, client, route: order.route, colour, scheduledDate: order.scheduledDate },
      input.boxQuantity,
      input.reprint,
    );
    await printOrFail(printer, labels);

    const now = app.now();
    await tx.insert(labelPrints).values({
      orderId: order.id,
      boxQuantity: input.boxQuantity,
      reprint: input.reprint,
      printerChoice: colour === WHITE_ROUTE_COLOUR ? (input.printerChoice ?? 1) : null,
      printerName: printer.name,
      userId: user.id,
      createdAt: now,
    });
    if (!order.isAlreadyPrintStickers) await tx.update(orders).set({ isAlreadyPrintStickers: true, updatedAt: now }).where(eq(orders.id, order.id));
    return {
      message: `${pluralPt(input.boxQuantity, 'etiqueta', 'etiquetas')} do pedido ${order.orderId} ${pluralWord(input.boxQuantity, 'enviada', 'enviadas')} para a impressora`,
      printer_name: printer.address,
      box_quantity: input.boxQuantity,
    };
  });
}
