import { fieldMessages } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import { adminMessages } from './admin-messages';
import { acceptedTypes, formatFileSize, imageFileProblem, UPLOAD_MAX_BYTES } from './image-files';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('imageFileProblem', () => {
  it('accepts the four web formats, by type or (when the browser gives none) by name', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) {
      expect(imageFileProblem(file('photo', type))).toBeNull();
    }
    expect(imageFileProblem(file('IMG_2041.JPG', ''))).toBeNull();
  });

  it('refuses SVG, HEIC and documents', () => {
    expect(imageFileProblem(file('logo.svg', 'image/svg+xml'))).toBe(fieldMessages.image);
    expect(imageFileProblem(file('IMG_1.HEIC', 'image/heic'))).toBe(fieldMessages.image);
    expect(imageFileProblem(file('menu.pdf', 'application/pdf'))).toBe(fieldMessages.image);
  });

  it('takes ICO only for the favicon', () => {
    expect(imageFileProblem(file('favicon.ico', 'image/x-icon'), 'favicon')).toBeNull();
    expect(imageFileProblem(file('favicon.ico', ''), 'favicon')).toBeNull();
    expect(imageFileProblem(file('favicon.ico', 'image/x-icon'))).toBe(fieldMessages.image);
    expect(imageFileProblem(file('x.svg', 'image/svg+xml'), 'favicon')).toBe(
      adminMessages.images.wrongTypeFavicon,
    );
  });

  it('names the size of a file over the limit, and refuses an empty one', () => {
    const big = file('big.jpg', 'image/jpeg', UPLOAD_MAX_BYTES + 1);
    expect(imageFileProblem(big)).toBe(adminMessages.images.tooBig(formatFileSize(big.size), '৫ MB'));
    expect(imageFileProblem(file('empty.png', 'image/png', 0))).toBe(adminMessages.images.empty);
  });
});

describe('formatFileSize', () => {
  it('writes sizes in Bengali digits', () => {
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('২.৫ MB');
    expect(formatFileSize(320 * 1024)).toBe('৩২০ KB');
    expect(formatFileSize(10)).toBe('১ KB');
  });
});

describe('acceptedTypes', () => {
  it('lets the favicon picker offer .ico files', () => {
    expect(acceptedTypes('image')).not.toContain('ico');
    expect(acceptedTypes('favicon')).toContain('.ico');
  });
});
