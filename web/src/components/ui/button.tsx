import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

const BASE =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-medium transition focus-visible:outline-2 focus-visible:outline-accent focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-ink text-black enabled:hover:bg-accent-strong',
  secondary: 'border border-line text-ink enabled:hover:border-muted',
  danger: 'bg-danger text-black enabled:hover:bg-danger/85',
  ghost: 'text-muted enabled:hover:bg-white/10 enabled:hover:text-ink',
};

const SIZES: Record<ButtonSize, string> = { sm: 'h-8 px-3.5 text-xs', md: 'h-10 px-5 text-sm' };

/** The button look for elements that are not buttons (router links styled as actions). */
export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]}`;
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and shows a spinner; the label stays so its width does not jump. */
  loading?: boolean;
};

/** The one button of the app. `type` defaults to "button" so a button in a form never submits by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={
        className ? `${buttonClassName(variant, size)} ${className}` : buttonClassName(variant, size)
      }
      {...rest}
    >
      {loading ? (
        <span
          aria-hidden="true"
          className="size-3.5 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      ) : null}
      {children}
    </button>
  );
}
