/** The unread-message count beside "Messages" in the personal centre's menu; nothing when all are read. */
export function UnreadBadge({ count, testId = 'menu-unread' }: { count: number; testId?: string }) {
  if (count <= 0) return null;
  return (
    <span data-testid={testId} className="rounded-full bg-accent px-2 font-semibold text-black text-xs">
      {count}
    </span>
  );
}
