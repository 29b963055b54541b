#!/usr/bin/env node
// Writes the web app manifest's PNG icons (apps/shell/public/icons/) from the favicon, so there is one drawing of
// the logo. Run it after changing public/favicon.svg: `node apps/shell/scripts/generate-icons.mjs`; the PNGs are
// committed (the build copies public/ as it is and needs no image tool).
// - icon-192.png, icon-512.png (purpose "any"): the favicon as drawn, rounded square on transparency;
// - icon-maskable-512.png (purpose "maskable"): the star on a full-bleed square of the logo's green, inside the
//   central 80 % circle that every launcher's mask keeps (https://w3c.github.io/manifest/#icon-masks).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const shellDir = path.resolve(import.meta.dirname, '..');
const favicon = readFileSync(path.join(shellDir, 'public/favicon.svg'), 'utf8');
const outDir = path.join(shellDir, 'public/icons');

const fill = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1];
const star = /<path[^>]*\/>/.exec(favicon)?.[0];
if (!fill || !star) throw new Error('favicon.svg: expected a filled <rect> and the star <path>');

// The star (drawn on 64 units) scaled to 60 % of the square and centred: well inside the 80 % safe circle.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${fill}"/><g transform="translate(32 32) scale(0.75) translate(-32 -31)">${star}</g></svg>`;

async function write(svg, size, name) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, name));
  console.log(`wrote public/icons/${name} (${size}×${size})`);
}

await write(favicon, 192, 'icon-192.png');
await write(favicon, 512, 'icon-512.png');
await write(maskable, 512, 'icon-maskable-512.png');
