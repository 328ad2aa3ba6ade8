// Draws the forum signature banner offered on /contributing (468 x 60, the
// classic banner size), served from /img/millenaire-signature.png.
//   npx tsx scripts/make-signature.ts
import path from 'node:path';
import sharp from 'sharp';

const W = 468;
const H = 60;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f6d48a"/><stop offset="1" stop-color="#f7ead0"/>
  </linearGradient></defs>
  <rect width="${W}" height="${H}" rx="6" fill="url(#sky)"/>
  <circle cx="34" cy="20" r="9" fill="#fff4c2"/>
  <path d="M0,46 C30,38 70,40 98,46 L98,60 L0,60 Z" fill="#7fae5c"/>
  <rect x="22" y="30" width="26" height="18" fill="#efe3c8"/>
  <polygon points="18,30 35,16 52,30" fill="#8a3b2a"/>
  <rect x="60" y="34" width="20" height="14" fill="#efe3c8"/>
  <polygon points="57,34 70,23 83,34" fill="#8a3b2a"/>
  <rect x="30" y="38" width="8" height="10" fill="#6b4a2e"/>
  <text x="110" y="30" font-family="DejaVu Serif, Georgia, serif" font-size="22" font-weight="bold" fill="#5a2e12">Millénaire</text>
  <text x="110" y="49" font-family="DejaVu Sans, Arial, sans-serif" font-size="12" fill="#6b4a2e">The village mod for Minecraft · millenaire.org</text>
  <rect x="0.5" y="0.5" width="${W - 1}" height="${H - 1}" rx="6" fill="none" stroke="#c0803a"/>
</svg>`;

const out = path.join(import.meta.dirname, '../apps/web/public/img/millenaire-signature.png');
await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(out);
console.log(`signature written to ${out}`);
