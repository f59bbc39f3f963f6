type FormAlertProps = { message: string | null | undefined };

/** A form's message that belongs to no single field (a server error), announced when it appears. */
export function FormAlert({ message }: FormAlertProps) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 font-semibold text-red-800">
      {message}
    </p>
  );
}
