import { describe, expect, it } from 'vitest';
import { itemFormData } from './api';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('itemFormData', () => {
  it('sends the first photo as image and the rest as additional_images, leaving out empty fields', () => {
    const form = itemFormData({ fields: { name: 'Tote', value: 180, color: '' }, photos: [file('a.png'), file('b.png'), file('c.png')] });
    expect(form.get('name')).toBe('Tote');
    expect(form.get('value')).toBe('180');
    expect(form.has('color')).toBe(false);
    expect((form.get('image') as File).name).toBe('a.png');
    expect((form.getAll('additional_images') as File[]).map((f) => f.name)).toEqual(['b.png', 'c.png']);
  });

  it('keeps photos by URL when editing; an empty value says "no more photos"', () => {
    const kept = itemFormData({ fields: {}, photos: ['/u/a.jpg', '/u/b.jpg', file('n.png')] });
    expect(kept.get('image_url')).toBe('/u/a.jpg');
    expect(kept.getAll('additional_images').map((v) => (typeof v === 'string' ? v : v.name))).toEqual(['/u/b.jpg', 'n.png']);
    const only = itemFormData({ fields: {}, photos: ['/u/a.jpg'] });
    expect(only.getAll('additional_images')).toEqual(['']);
    const textOnly = itemFormData({ fields: { name: 'x' } });
    expect(textOnly.has('image')).toBe(false);
    expect(textOnly.has('additional_images')).toBe(false);
  });
});
