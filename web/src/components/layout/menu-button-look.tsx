/** The phone menu button's look, shared by the server-rendered stand-in and react-aria's button. */
export const MENU_BUTTON_CLASS =
  'grid size-9 place-items-center rounded-full border border-line text-ink outline-none ring-accent xl:hidden';

export function MenuIcon() {
  return (
    <span aria-hidden="true" className="text-lg leading-none">
      ≡
    </span>
  );
}
