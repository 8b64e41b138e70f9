import type { ChildProcess } from 'node:child_process';

export type ServicePorts = { nextland: string; bff: string; web: string };
type PerService<T> = { nextland?: T; bff?: T; web?: T };
export function runServices(options: {
  ports: ServicePorts;
  env?: Record<string, string>;
  quiet?: boolean;
  readyTimeoutMs?: number;
  /** `taskset -c` core lists per service. */
  cpus?: PerService<string>;
  /** Variables for one service only. */
  serviceEnv?: PerService<Record<string, string>>;
}): Promise<{ stop: () => Promise<void>; track: (child: ChildProcess) => void }>;
export function startService(
  name: 'nextland' | 'bff' | 'web',
  env: Record<string, string>,
  quiet: boolean,
  cpu?: string,
): ChildProcess;
export function waitForReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void>;
