/** Leaves for the payment provider's cashier page (a full navigation: it is another site). */
export function openCashier(url: string): void {
  window.location.assign(url);
}
