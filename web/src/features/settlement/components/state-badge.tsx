const TONE = {
  PAID: 'border-emerald-400/50 text-emerald-300',
  PENDING: 'border-accent/50 text-accent',
  FAILED: 'border-red-400/60 text-red-300',
} as const;

/** A settlement's or payout's state as a small labelled badge (the label is translated by the caller). */
export function StateBadge({ state, label }: { state: keyof typeof TONE; label: string }) {
  return (
    <span
      data-testid="state-badge"
      className={`inline-flex shrink-0 rounded-full border px-2.5 py-0.5 font-medium text-xs ${TONE[state]}`}
    >
      {label}
    </span>
  );
}
