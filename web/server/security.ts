import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const NONCE = Symbol('cspNonce');
type WithNonce = ServerResponse & { [NONCE]?: string };

/** The per-request script nonce; Vike adds it to the scripts it injects (renderPage({ cspNonce })). */
export function cspNonceOf(res: ServerResponse): string {
  const target = res as WithNonce;
  target[NONCE] ??= randomBytes(16).toString('base64url');
  return target[NONCE];
}

/**
 * Helmet with a CSP that only allows our own origin. Scripts: 'self' plus the request's nonce (Vike's
 * inline bootstrap). Styles: 'self' plus 'unsafe-inline', because React `style` attributes and Vite's
 * dev CSS injection are inline (no script execution risk). Images also allow data:/blob: for previews.
 * In development the CSP is off: Vite's HMR client and React Refresh preamble are inline scripts.
 */
export async function registerSecurity(app: FastifyInstance, production: boolean): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: production
      ? {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${cspNonceOf(res as ServerResponse)}'`],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
          },
        }
      : false,
    // Images and files are same-origin (/files is proxied), so the default cross-origin policies are fine,
    // but COEP would block any future third-party embed without CORP headers.
    crossOriginEmbedderPolicy: false,
  });
}
