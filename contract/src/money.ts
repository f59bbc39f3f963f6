const TAKA_SIGN = '৳';

// bn-BD gives Bengali digits and the lakh grouping customers read (১,২৫,০০০). Its currency style puts
// the sign after the number, so the sign is added by hand to read ৳১,২৫০ as on price tags here.
const takaDigits = new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 0 });

/** The one money formatter: whole taka, taka sign first, Bengali digits (`৳১,২৫০`). */
export function formatTaka(amount: number): string {
  const whole = Math.round(amount);
  const sign = whole < 0 ? '-' : '';
  return `${sign}${TAKA_SIGN}${takaDigits.format(Math.abs(whole))}`;
}
