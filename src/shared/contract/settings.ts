// The centre's settings and its separation groups, as the operator and panel screens read
// them (spec/panel.md §3 'Settings', 'Separation group'; §7 'Settings and groups').
import { z } from 'zod';
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

export const settingsEndpoints = { getSettings, listSeparationGroups };
