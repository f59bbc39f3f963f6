type SpinnerProps = { className?: string };

/** A spinning ring; decorative, so the text beside it carries the meaning. */
export function Spinner({ className = 'size-8' }: SpinnerProps) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-4 border-leaf-200 border-t-leaf-700 motion-reduce:animate-none ${className}`}
    />
  );
}
