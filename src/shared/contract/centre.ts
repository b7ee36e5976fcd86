// Who the centre is, before anyone signs in: the header marks a demo centre so nobody takes
// it for the real one, and an empty centre's sign-in page says how to create its first user.
import { z } from 'zod';
import { endpoint } from './endpoint';

export const centreIdentity = endpoint({
  method: 'GET',
  path: '/api/centre',
  access: 'public',
  summary:
    "Whether this is the demo centre, whether it has no user yet (its first Tech user is created on the command line), and the centre's name when the server sets one (CENTRE_NAME).",
  response: z.object({
    demo: z.boolean(),
    needs_first_user: z.boolean(),
    /** null: the screens derive the name from the host name (spec/operator.md §1). */
    name: z.string().nullable(),
  }),
});

export const centreEndpoints = { centreIdentity };
