import { describe, expect, it } from 'vitest';
import { withAlpha } from './chart-colours';

describe('chart colours', () => {
  it('turns a theme hex colour into rgba for the canvas, and keeps other forms', () => {
    expect(withAlpha('#4338ca', 0.18)).toBe('rgba(67, 56, 202, 0.18)');
    expect(withAlpha(' #A5B4FC ', 0.5)).toBe('rgba(165, 180, 252, 0.5)');
    expect(withAlpha('rgb(1, 2, 3)', 0.5)).toBe('rgb(1, 2, 3)');
  });
});
