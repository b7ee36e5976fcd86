// The centre's settings, its separation groups, its printers and its admin code (token), as
// the operator and panel screens read them (spec/panel.md §3 'Settings', 'Separation group';
// §7 'Settings and groups').
import { z } from 'zod';
import { ROUTE_COLOUR_NAMES, type RouteColour } from '../domain/route-colours';
import { endpoint } from './endpoint';

export const settingsSchema = z.object({
  number_of_separators: z.number().int(),
  goal_separate: z.number().int(),
  peak_days: z.array(z.string()),
  /** Kilograms, as the panel edits them. */
  pallet_limit_weight: z.number(),
  pallet_limit_wholesale_box: z.number().int(),
  pre_picking_validity_check: z.boolean(),
  pending_order_blocks_loading: z.boolean(),
  stickers_by_box: z.number().int(),
  /** Number of picking steps: steps are 1..separations. */
  separations: z.number().int(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const separationGroupSchema = z.object({
  id: z.number().int(),
  separation_group: z.number().int(),
  market_number: z.number().int(),
  receive_pj_orders: z.boolean(),
  receive_pf_orders: z.boolean(),
  receive_ka_orders: z.boolean(),
  receive_critical_orders: z.boolean(),
  receive_ifood_orders: z.boolean(),
  receive_dinamic_price_orders: z.boolean(),
  separation_group_commands: z.boolean(),
  has_conference: z.boolean(),
  cam_scanner: z.boolean(),
  infrared_scanner: z.boolean(),
  has_count_by_step: z.boolean(),
  steps_without_scanner: z.array(z.number().int()),
});
export type SeparationGroup = z.infer<typeof separationGroupSchema>;

export const getSettings = endpoint({
  method: 'GET',
  path: '/api/carambola/separation-settings/',
  access: 'signedIn',
  summary: "The centre's settings (the admin code is not part of them).",
  response: settingsSchema,
});

export const listSeparationGroups = endpoint({
  method: 'GET',
  path: '/api/carambola/separation-settings/separation-group',
  access: 'signedIn',
  summary: 'Every separation group, by group number.',
  response: z.array(separationGroupSchema),
});


// ---- Writes (panel 'Configurações'; spec/panel.md §5 'Validation rules', §7) ----

const nonNegativeInt = z.number().int().min(0);

/** Every field optional: each settings page saves only what it edits. */
export const settingsUpdateSchema = z
  .object({
    separations: z.number().int().min(1),
    prePickingValidityCheck: z.boolean(),
    goal: nonNegativeInt,
    stickers: z.number().int().min(1, 'O valor deve ser maior que 0'),
    /** Kilograms (the server stores grams). */
    palletLimitWeight: z.number().min(0),
    palletLimitWholesaleBox: nonNegativeInt,
    numberOfSeparators: nonNegativeInt,
    /** English weekday names; Saturday is never a peak day. */
    peakDays: z.array(z.enum(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])),
  })
  .partial()
  .strict();
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

export const updateSettings = endpoint({
  method: 'POST',
  path: '/api/carambola/separation-settings/',
  access: ['SeparationConfigsManagement'],
  audit: 'settings.changed',
  summary: 'Updates the settings a page edits; answers the whole settings.',
  body: settingsUpdateSchema,
  response: settingsSchema,
});

/** The spec's write payload of a separation group (§3). */
export const separationGroupWriteSchema = z.object({
  separationGroup: z.number().int().min(1),
  marketNumber: z.number().int().min(1),
  camScanner: z.boolean(),
  infraredScanner: z.boolean(),
  fastTrack: z.boolean().default(true),
  pjOrders: z.boolean(),
  pfOrders: z.boolean(),
  kaOrders: z.boolean(),
  criticalOrders: z.boolean(),
  ifoodOrders: z.boolean(),
  dinamicPriceOrders: z.boolean(),
  separationGroupCommands: z.boolean(),
  hasConference: z.boolean(),
  hasCountByStep: z.boolean(),
  stepsWithoutScanner: z.array(z.number().int().min(1)),
  /** The two-factor code, needed when an edit takes scanning away (§4). */
  dynamicKey: z.string().optional(),
});
export type SeparationGroupWrite = z.input<typeof separationGroupWriteSchema>;

const groupIdParams = z.object({ id: z.coerce.number().int().min(1) });

export const createSeparationGroup = endpoint({
  method: 'POST',
  path: '/api/carambola/separation-settings/separation-group',
  access: ['SeparationConfigsManagement'],
  audit: 'settings.changed',
  summary: 'Creates a separation group.',
  body: separationGroupWriteSchema,
  response: separationGroupSchema,
});

export const updateSeparationGroup = endpoint({
  method: 'PUT',
  path: '/api/carambola/separation-settings/separation-group/:id',
  access: ['SeparationConfigsManagement'],
  audit: 'settings.changed',
  summary: 'Edits a separation group (by row id); taking scanning away needs a two-factor code.',
  params: groupIdParams,
  body: separationGroupWriteSchema,
  response: separationGroupSchema,
});

export const deleteSeparationGroup = endpoint({
  method: 'DELETE',
  path: '/api/carambola/separation-settings/separation-group/:id',
  access: ['SeparationConfigsManagement'],
  audit: 'settings.changed',
  summary: 'Deletes a separation group by its group number.',
  params: groupIdParams,
  response: z.object({ message: z.string() }),
});

// ---- Printers of the route colours ----

export const printerSchema = z.object({
  id: z.number().int(),
  printer_name: z.string(),
  color_route: z.enum(ROUTE_COLOUR_NAMES as [RouteColour, ...RouteColour[]]),
});
export type Printer = z.infer<typeof printerSchema>;

const printerName = z.string().trim().min(1, 'Campo obrigatório').max(120);

export const listPrinters = endpoint({
  method: 'GET',
  path: '/api/carambola/separation-settings/printer-management',
  access: ['SeparationConfigsManagement'],
  summary: 'The printer of each route colour.',
  response: z.array(printerSchema),
});

export const createPrinter = endpoint({
  method: 'POST',
  path: '/api/carambola/separation-settings/printer-management',
  access: ['SeparationConfigsManagement'],
  audit: 'settings.changed',
  summary: 'Gives a route colour its printer (one printer per colour).',
  body: z.object({ printerName, colorRoute: z.string().trim().toUpperCase() }),
  response: printerSchema,
});

export const updatePrinter = endpoint({
  method: 'PATCH',
  path: '/api/carambola/separation-settings/printer-management/:id',
  access: ['SeparationConfigsManagement'],
  audit: 'settings.changed',
  summary: "Renames a route colour's printer.",
  params: groupIdParams,
  body: z.object({ newPrinterName: printerName }),
  response: printerSchema,
});

export const deletePrinter = endpoint({
  method: 'DELETE',
  path: '/api/carambola/separation-settings/printer-management/:id',
  access: ['SeparationConfigsManagement'],
  audit: 'settings.changed',
  summary: "Removes a route colour's printer.",
  params: groupIdParams,
  response: z.object({ message: z.string() }),
});

// The admin code the conveyor asks to confirm box counts, shown on the 'Token' page as text
// and as a code image (spec/panel.md §2 'Token and route reprint', §7).
export const getToken = endpoint({
  method: 'GET',
  path: '/api/carambola/separation-settings/token',
  access: ['SeparationGetToken'],
  summary: "The centre's admin code.",
  response: z.object({ token: z.string() }),
});

export const settingsEndpoints = {
  getSettings,
  listSeparationGroups,
  updateSettings,
  createSeparationGroup,
  updateSeparationGroup,
  deleteSeparationGroup,
  listPrinters,
  createPrinter,
  updatePrinter,
  deletePrinter,
  getToken,
};
