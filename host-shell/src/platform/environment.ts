import type { EnvironmentName } from 'shared-contracts';

/** The environment from the host name: localhost names are local; dev/qa/sandbox hosts carry their name. */
export function environmentFromHost(hostname: string): EnvironmentName {
  if (hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1') return 'local';
  const labels = hostname.split('.');
  for (const env of ['sandbox', 'qa', 'dev'] as const) if (labels.includes(env)) return env;
  return 'production';
}
