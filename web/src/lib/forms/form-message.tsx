import type { FieldErrors } from 'react-hook-form';

/** The form's own message (`root.server`): what the server said that no field owns. */
export function FormMessage({ errors }: { errors: FieldErrors }) {
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <p role="alert" className="text-danger text-sm">
      {message}
    </p>
  );
}
