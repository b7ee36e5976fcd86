// The distribution centre's display name, derived from the host name the app is served
// from (spec/operator.md §1): local hosts read 'Local Host', a test host 'Testes', the Belo
// Horizonte host 'Belo Horizonte', and any other host 'Piedade'.

export function centreName(hostname: string): string {
  const host = hostname.trim().toLowerCase();
  if (host === 'localhost' || host === '127.0.0.1' || host === '::1' || host === '[::1]') return 'Local Host';
  if (host.includes('teste')) return 'Testes';
  if (host.includes('bh')) return 'Belo Horizonte';
  return 'Piedade';
}
