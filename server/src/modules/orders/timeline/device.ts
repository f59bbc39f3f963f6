import Bowser from 'bowser';

/**
 * A browser's user agent as staff read it, "Android · Chrome" (system and browser), with bowser: a
 * well-kept parser (MIT, on the server, so none of it reaches the back office's bundle). Empty when
 * the agent says neither, or is empty (bowser refuses an empty one).
 */
export function readableDevice(userAgent: string): string {
  if (userAgent.trim() === '') return '';
  try {
    const { os, browser } = Bowser.parse(userAgent);
    return [os.name, browser.name].filter(Boolean).join(' · ');
  } catch {
    return '';
  }
}
