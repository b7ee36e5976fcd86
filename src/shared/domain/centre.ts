// The distribution centre's display name. A real centre names itself on its server
// (CENTRE_NAME); without it the name derives from the host name the app is served from
// (spec/operator.md §1): local hosts read 'Local Host', a test host 'Testes', the Belo
// Horizonte host 'Belo Horizonte', the Piedade host 'Piedade', and any other host 'not mapped'
// (the spec's variant for unmapped hosts: no centre is silently taken for Piedade).

export const UNMAPPED_CENTRE = 'not mapped';

export function centreName(hostname: string, configured?: string | null): string {
  if (configured) return configured;
  const host = hostname.trim().toLowerCase();
  if (host === 'localhost' || host === '127.0.0.1' || host === '::1' || host === '[::1]') return 'Local Host';
  if (host.includes('teste')) return 'Testes';
  if (host.includes('bh')) return 'Belo Horizonte';
  if (host.includes('piedade')) return 'Piedade';
  return UNMAPPED_CENTRE;
}
