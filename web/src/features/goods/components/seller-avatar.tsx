type AvatarSeller = {
  nickname: string;
  avatar?: { url: string; alt: string } | null;
} | null;

/** Round avatar, or the nickname's first letter when the seller has none. Decorative next to the name. */
export function SellerAvatar({ seller, size }: { seller: AvatarSeller | undefined; size: number }) {
  const style = { width: size, height: size };
  if (seller?.avatar) {
    return (
      <img
        src={seller.avatar.url}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        style={style}
        className="shrink-0 rounded-full bg-surface-2 object-cover ring-1 ring-line"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={{ ...style, fontSize: size * 0.45 }}
      className="flex shrink-0 items-center justify-center rounded-full bg-surface-2 font-medium text-ink/85 ring-1 ring-line"
    >
      {seller?.nickname.slice(0, 1).toUpperCase() ?? '?'}
    </span>
  );
}
