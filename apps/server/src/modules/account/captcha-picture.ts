import { randomInt } from 'node:crypto';

/**
 * Draws a captcha answer as an SVG of stroked paths (no text element, so the answer is not in the
 * markup): each digit from a small stroke font, scaled, turned and shifted at random, over noise.
 */

// Strokes of each digit on a 10 x 16 grid.
const GLYPHS: Record<string, number[][][]> = {
  '0': [[[0, 0], [10, 0], [10, 16], [0, 16], [0, 0]], [[10, 0], [0, 16]]],
  '1': [[[2, 4], [6, 0], [6, 16]], [[2, 16], [10, 16]]],
  '2': [[[0, 3], [3, 0], [8, 0], [10, 3], [10, 6], [0, 16], [10, 16]]],
  '3': [[[0, 0], [10, 0], [4, 7], [10, 10], [10, 14], [7, 16], [0, 16]]],
  '4': [[[8, 16], [8, 0], [0, 11], [10, 11]]],
  '5': [[[10, 0], [0, 0], [0, 7], [7, 7], [10, 10], [10, 14], [7, 16], [0, 16]]],
  '6': [[[9, 0], [3, 0], [0, 5], [0, 16], [10, 16], [10, 8], [0, 8]]],
  '7': [[[0, 0], [10, 0], [4, 16]]],
  '8': [[[0, 0], [10, 0], [10, 16], [0, 16], [0, 0]], [[0, 8], [10, 8]]],
  '9': [[[10, 8], [0, 8], [0, 0], [10, 0], [10, 16], [1, 16]]],
};

export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');
const WIDTH = 120;
const HEIGHT = 44;

function between(min: number, max: number): number {
  return min + (randomInt(0, 10_001) / 10_000) * (max - min);
}

function colour(): string {
  return `hsl(${randomInt(0, 360)}, ${randomInt(45, 80)}%, ${randomInt(25, 45)}%)`;
}

function round(value: number): string {
  return value.toFixed(1);
}

export function randomCaptchaAnswer(length = 4): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)]).join('');
}

export function drawCaptcha(answer: string): string {
  const parts: string[] = [];
  for (let line = 0; line < 5; line += 1) {
    parts.push(
      `<path d="M${round(between(0, WIDTH))} ${round(between(0, HEIGHT))} Q${round(between(0, WIDTH))} ${round(between(0, HEIGHT))} ${round(between(0, WIDTH))} ${round(between(0, HEIGHT))}" stroke="${colour()}" stroke-width="${round(between(0.8, 1.8))}" fill="none"/>`,
    );
  }
  [...answer].forEach((character, index) => {
    const strokes = GLYPHS[character] ?? [];
    const scale = between(1.5, 1.9);
    const angle = between(-0.35, 0.35);
    const centreX = 18 + index * 28 + between(-3, 3);
    const centreY = HEIGHT / 2 + between(-3, 3);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const d = strokes
      .map((stroke) =>
        stroke
          .map(([x = 0, y = 0], at) => {
            const [dx, dy] = [(x - 5) * scale, (y - 8) * scale * 0.95];
            return `${at === 0 ? 'M' : 'L'}${round(centreX + dx * cos - dy * sin)} ${round(centreY + dx * sin + dy * cos)}`;
          })
          .join(' '),
      )
      .join(' ');
    parts.push(`<path d="${d}" stroke="${colour()}" stroke-width="${round(between(2.2, 3))}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`);
  });
  for (let dot = 0; dot < 30; dot += 1) {
    parts.push(`<circle cx="${round(between(0, WIDTH))}" cy="${round(between(0, HEIGHT))}" r="${round(between(0.5, 1.4))}" fill="${colour()}"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f1ea"/>${parts.join('')}</svg>`;
}
