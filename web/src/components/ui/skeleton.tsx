type SkeletonProps = { className?: string };

/** A pulsing placeholder with the size of what is loading, so nothing jumps when it arrives. */
export function Skeleton({ className = '' }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      className={`animate-pulse rounded-lg bg-cream-dark motion-reduce:animate-none ${className}`}
    />
  );
}
