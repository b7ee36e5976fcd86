// How the panel sees a machine's key (an integration key or a station key): never the key
// itself, which its creation's reply shows once.
import { z } from 'zod';

export const machineKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});

export type MachineKeyView = z.infer<typeof machineKeySchema>;

/** The reply to creating a key: the only time the whole key is shown. */
export const createdMachineKeySchema = machineKeySchema.extend({ key: z.string() });

/** What a key is called in the list: who or what uses it. */
export const machineKeyNameSchema = z.string().trim().min(1).max(100);
