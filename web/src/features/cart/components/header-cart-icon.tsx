/** The header's cart glyph with the number of lines over it (none at 0, "99+" beyond 99). */
export function HeaderCartIcon({ count }: { count: number }) {
  return (
    <>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4.5" fill="none" stroke="currentColor">
        <path
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M3 4h2l2.4 10.2a1.5 1.5 0 0 0 1.5 1.1h8.3a1.5 1.5 0 0 0 1.4-1.1L20.5 8H6.2"
        />
        <circle cx="9.5" cy="19.5" r="1.3" fill="currentColor" stroke="none" />
        <circle cx="17" cy="19.5" r="1.3" fill="currentColor" stroke="none" />
      </svg>
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="header-cart-count"
          className="absolute -top-1.5 -right-1.5 grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1 font-semibold text-[11px] text-black tabular-nums"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </>
  );
}
