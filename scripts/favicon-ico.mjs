// Writes reader-web/public/favicon.ico from the two shapes of favicon.svg (a rounded square, a
// speech bubble): 16, 32 and 48 pixel 32-bit images, antialiased by 8x8 supersampling. Browsers
// and crawlers ask for /favicon.ico whatever the page names; run again if favicon.svg changes.
import { writeFileSync } from 'node:fs';

const BLUE = [0x1f, 0x4e, 0x79];
const WHITE = [0xff, 0xff, 0xff];
const BUBBLE = [
  [8, 10],
  [24, 10],
  [24, 19],
  [14, 19],
  [9, 23],
  [9, 19],
  [8, 19],
];

function inRoundedSquare(x, y, r = 6, s = 32) {
  if (x < 0 || x > s || y < 0 || y > s) return false;
  const cx = Math.min(Math.max(x, r), s - r);
  const cy = Math.min(Math.max(y, r), s - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

function inPolygon(x, y, poly) {
  let inside = false;
  for (let i = 0; i < poly.length; i++) {
    const [x1, y1] = poly[i];
    const [x2, y2] = poly[(i + 1) % poly.length];
    if (y1 > y !== y2 > y && x < x1 + ((y - y1) * (x2 - x1)) / (y2 - y1)) inside = !inside;
  }
  return inside;
}

/** Rows of [r, g, b, a], top first. */
function render(size, ss = 8) {
  const scale = 32 / size;
  const rows = [];
  for (let py = 0; py < size; py++) {
    const row = [];
    for (let px = 0; px < size; px++) {
      let cover = 0;
      let bubble = 0;
      for (let sy = 0; sy < ss; sy++) {
        for (let sx = 0; sx < ss; sx++) {
          const x = (px + (sx + 0.5) / ss) * scale;
          const y = (py + (sy + 0.5) / ss) * scale;
          if (!inRoundedSquare(x, y)) continue;
          cover++;
          if (inPolygon(x, y, BUBBLE)) bubble++;
        }
      }
      if (cover === 0) {
        row.push([0, 0, 0, 0]);
        continue;
      }
      const t = bubble / cover;
      const rgb = BLUE.map((c, i) => Math.round(c * (1 - t) + WHITE[i] * t));
      row.push([...rgb, Math.round((cover / (ss * ss)) * 255)]);
    }
    rows.push(row);
  }
  return rows;
}

/** A BMP image as an icon holds it: header (height doubled), BGRA rows bottom up, AND mask. */
function bmp(size) {
  const rows = render(size).reverse();
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(size, 4);
  header.writeInt32LE(size * 2, 8);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  const pixels = Buffer.from(rows.flatMap((row) => row.flatMap(([r, g, b, a]) => [b, g, r, a])));
  const maskRow = Math.ceil(size / 32) * 4;
  const mask = Buffer.alloc(maskRow * size);
  rows.forEach((row, y) =>
    row.forEach(([, , , a], x) => {
      if (a === 0) mask[y * maskRow + (x >> 3)] |= 0x80 >> (x & 7);
    }),
  );
  return Buffer.concat([header, pixels, mask]);
}

const sizes = [16, 32, 48];
const images = sizes.map(bmp);
const dir = Buffer.alloc(6 + 16 * sizes.length);
dir.writeUInt16LE(1, 2);
dir.writeUInt16LE(sizes.length, 4);
let offset = dir.length;
sizes.forEach((size, i) => {
  const at = 6 + 16 * i;
  dir.writeUInt8(size, at);
  dir.writeUInt8(size, at + 1);
  dir.writeUInt16LE(1, at + 4);
  dir.writeUInt16LE(32, at + 6);
  dir.writeUInt32LE(images[i].length, at + 8);
  dir.writeUInt32LE(offset, at + 12);
  offset += images[i].length;
});
writeFileSync(
  new URL('../reader-web/public/favicon.ico', import.meta.url),
  Buffer.concat([dir, ...images]),
);
