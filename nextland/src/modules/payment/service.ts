// The payment providers' public face for other modules: the sandbox cashier (purchase/sandbox-routes.ts) signs
// its notifications as the sandbox provider would.
export { signSandboxNotification } from './sandbox-provider.js';
