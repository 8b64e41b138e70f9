export type ServicePorts = { nextland: string; bff: string; web: string };
export function runServices(options: {
  ports: ServicePorts;
  env?: Record<string, string>;
  quiet?: boolean;
  readyTimeoutMs?: number;
}): Promise<{ stop: () => Promise<void> }>;
