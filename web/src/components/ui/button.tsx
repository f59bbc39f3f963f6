type Variant = 'primary' | 'accent' | 'outline' | 'danger' | 'subtle';
type Size = 'sm' | 'md' | 'lg';

const variants: Record<Variant, string> = {
  primary: 'bg-leaf-700 text-white hover:bg-leaf-800 focus-visible:outline-leaf-700',
  accent: 'bg-mango-400 text-leaf-900 hover:bg-mango-300 focus-visible:outline-mango-600',
  outline: 'border-2 border-leaf-700 text-leaf-800 hover:bg-leaf-50 focus-visible:outline-leaf-700',
  // Back office: destructive actions (delete) and quiet secondary ones (cancel, print).
  danger: 'border-2 border-red-700 text-red-700 hover:bg-red-50 focus-visible:outline-red-700',
  subtle: 'bg-white text-stone-800 ring-1 ring-stone-300 hover:bg-stone-50 focus-visible:outline-leaf-700',
};

const sizes: Record<Size, string> = {
  sm: 'min-h-10 px-4 text-sm',
  md: 'min-h-11 px-5 text-base',
  lg: 'min-h-12 px-6 text-lg',
};

/**
 * Class names of a button, for `<button>` and for links that look like one (the order buttons are
 * in-page links to #order, so they work before any JavaScript has loaded).
 */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
}: {
  variant?: Variant;
  size?: Size;
} = {}) {
  return `inline-flex items-center justify-center gap-2 rounded-full font-semibold shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${sizes[size]}`;
}
