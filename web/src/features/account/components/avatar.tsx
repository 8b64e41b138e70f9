type Props = { url: string | null | undefined; name: string; size?: 'sm' | 'lg' };

/** A user's avatar, or their initial on a tinted disc when they have none. */
export function Avatar({ url, name, size = 'sm' }: Props) {
  const box = size === 'lg' ? 'size-20 text-2xl' : 'size-8 text-sm';
  if (url) {
    return <img src={url} alt="" className={`${box} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} grid shrink-0 place-items-center rounded-full bg-surface-2 font-semibold text-accent`}
    >
      {name.trim().slice(0, 1).toUpperCase() || '?'}
    </span>
  );
}
