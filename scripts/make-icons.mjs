// Draws the app icons (static/icons/*.png): a Sudoku board with a few givens
// on the theme colour. Run it again after changing the design:
//   node scripts/make-icons.mjs
// Pixels come from a small "shader" (colour at a point of the unit square),
// averaged over 4x4 samples per pixel for smooth edges, and are written as an
// RGBA PNG with Node's zlib.

import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'static', 'icons');

// The app's palette (static/styles.css): accent, paper, ink, solved, selected, lines.
const THEME = [0x1f, 0x4e, 0x79, 255];
const PAPER = [0xff, 0xff, 0xff, 255];
const INK = [0x1b, 0x1f, 0x24, 255];
const SOLVED = [0x0f, 0x7a, 0x4d, 255];
const HIGHLIGHT = [0xff, 0xf3, 0xc4, 255];
const THIN_LINE = [0xc9, 0xd0, 0xd8, 255];
const CLEAR = [0, 0, 0, 0];

// 5x7 bitmaps of the digits, one string per row.
const GLYPHS = {
  1: ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  3: ['####.', '....#', '....#', '.###.', '....#', '....#', '####.'],
  5: ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  7: ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  9: ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
};

// The digits shown: [row, column, digit, solved?]; solved ones sit on a highlight.
const CELLS = [
  [0, 0, 5, false], [0, 4, 7, false], [1, 2, 9, false], [2, 7, 3, false],
  [4, 4, 1, true], [5, 1, 3, false], [6, 6, 9, false], [7, 3, 5, false], [8, 8, 7, false],
];

/** Signed-distance test for a rounded rectangle centred at (cx, cy). */
function insideRoundedRect(x, y, cx, cy, half, radius) {
  const dx = Math.max(Math.abs(x - cx) - (half - radius), 0);
  const dy = Math.max(Math.abs(y - cy) - (half - radius), 0);
  return dx * dx + dy * dy <= radius * radius;
}

/** Colour of the icon at (x, y) in the unit square. */
function iconColour(x, y, { maskable }) {
  // A maskable icon is cropped to a circle of radius 0.4 at least: keep the board inside it.
  const boardHalf = maskable ? 0.27 : 0.36;
  if (!maskable && !insideRoundedRect(x, y, 0.5, 0.5, 0.48, 0.1)) return CLEAR;
  if (!insideRoundedRect(x, y, 0.5, 0.5, boardHalf + 0.012, 0.02)) return THEME;
  const side = 2 * boardHalf;
  const u = (x - (0.5 - boardHalf)) / side;
  const v = (y - (0.5 - boardHalf)) / side;
  if (u < 0 || u >= 1 || v < 0 || v >= 1) return INK; // the board's outer frame
  const col = Math.floor(u * 9);
  const row = Math.floor(v * 9);
  const cu = u * 9 - col;
  const cv = v * 9 - row;
  const boxLineWidth = 0.02; // of the board's side
  const onBoxLine = (t) => Math.abs(t - Math.round(t * 3) / 3) < boxLineWidth / 2;
  if (onBoxLine(u) || onBoxLine(v)) return INK;
  const thin = 0.035; // of a cell's side
  if (cu < thin / 2 || cu > 1 - thin / 2 || cv < thin / 2 || cv > 1 - thin / 2) return THIN_LINE;
  const cell = CELLS.find(([r, c]) => r === row && c === col);
  if (!cell) return PAPER;
  const [, , digit, solved] = cell;
  // The glyph fills the middle of the cell: 5 columns by 7 rows.
  const gx = Math.floor(((cu - 0.22) / 0.56) * 5);
  const gy = Math.floor(((cv - 0.12) / 0.76) * 7);
  const ink = gx >= 0 && gx < 5 && gy >= 0 && gy < 7 && GLYPHS[digit][gy][gx] === '#';
  if (ink) return solved ? SOLVED : INK;
  return solved ? HIGHLIGHT : PAPER;
}

/** RGBA pixels, each the mean of 4x4 samples. */
function render(size, options) {
  const samples = 4;
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const colour = iconColour((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size, options);
          // Premultiply so transparent samples do not darken the edges.
          sum[0] += colour[0] * colour[3];
          sum[1] += colour[1] * colour[3];
          sum[2] += colour[2] * colour[3];
          sum[3] += colour[3];
        }
      }
      const offset = (py * size + px) * 4;
      const alpha = sum[3] / (samples * samples);
      for (let i = 0; i < 3; i++) pixels[offset + i] = sum[3] ? Math.round(sum[i] / sum[3]) : 0;
      pixels[offset + 3] = Math.round(alpha);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG, no interlace, filter type 0 on every row. */
function encodePng(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

mkdirSync(OUT_DIR, { recursive: true });
for (const { file, size, maskable } of ICONS) {
  const png = encodePng(size, render(size, { maskable }));
  writeFileSync(join(OUT_DIR, file), png);
  console.log(`${file}: ${size}x${size}, ${png.length} bytes`);
}
