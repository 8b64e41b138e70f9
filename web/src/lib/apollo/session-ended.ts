let unauthenticatedHandler: (() => void) | undefined;

/** Installed once in the browser (features/account session wiring): what to do when the session ends. */
export function onSessionEnded(handler: () => void): void {
  unauthenticatedHandler = handler;
}

/** Called by the browser's Apollo Client when the BFF answers UNAUTHENTICATED. */
export function sessionEnded(): void {
  unauthenticatedHandler?.();
}
