// The market list of the separation-group modal (spec/panel.md §2 'Separation groups' "Mercado
// {n}", §7 'GET /separation-settings/toranja-config with marketNumbers', §8 "Erro ao buscar
// mercados no Toranja.").
import { z } from 'zod';
import { endpoint } from './endpoint';

export const marketSchema = z.object({ market_number: z.number().int(), name: z.string(), active: z.boolean() });
export type Market = z.infer<typeof marketSchema>;

export const toranjaConfig = endpoint({
  method: 'GET',
  path: '/api/carambola/separation-settings/toranja-config',
  access: ['SeparationConfigsManagement'],
  summary: "The centre's markets, or only the listed numbers (marketNumbers=1,2), by number.",
  query: z.object({
    marketNumbers: z
      .string()
      .trim()
      .regex(/^\d{1,6}(,\d{1,6})*$/, 'Informe os números dos mercados separados por vírgula')
      .optional(),
  }),
  response: z.object({ markets_number_list: z.array(marketSchema) }),
});

export const marketsEndpoints = { toranjaConfig };
