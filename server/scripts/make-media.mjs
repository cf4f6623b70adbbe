#!/usr/bin/env node
/**
 * Generates the demo marketplace illustrations under server/public/media/ (flat SVG, no dependencies):
 * food/*.svg, categories/*.svg, shop-types/*.svg, brand/{logo,header}.svg and shops/<slug>/{logo,banner}.svg.
 * Shop slugs and names are read from the seed data files so logos stay in step with the content.
 * Usage: node server/scripts/make-media.mjs
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const media = join(here, "..", "public", "media");
const dataDir = join(here, "..", "src", "db", "seed", "data");

const write = (rel, svg) => {
  const file = join(media, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${svg.replace(/\n\s*/g, "").trim()}\n`);
};
const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>`;

// ---------- primitives (400 x 300 canvas) ----------
const BG = ["#FFF1DC", "#FDE8D7", "#FFF6D6", "#EAF6E4", "#FCE4E0", "#E6F2F5", "#F6ECFF", "#FFEFD0"];
const bg = (i) =>
  `<rect width="400" height="300" rx="24" fill="${BG[i % BG.length]}"/><circle cx="330" cy="60" r="90" fill="#fff" opacity=".35"/><circle cx="50" cy="270" r="70" fill="#fff" opacity=".3"/>`;
const shadow = (cx = 200, cy = 250, rx = 150, ry = 18) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" opacity=".08"/>`;
const plate = () =>
  `<ellipse cx="204" cy="186" rx="162" ry="70" fill="#000" opacity=".09"/><ellipse cx="200" cy="175" rx="160" ry="70" fill="#fff"/><ellipse cx="200" cy="170" rx="130" ry="54" fill="#F3EEE6"/><path d="M80 190 Q200 238 320 190" stroke="#E9E2D6" stroke-width="3" fill="none"/>`;
const bowl = (fill, rim = "#C0583A") =>
  `${shadow(200, 250, 130, 16)}<path d="M70 150 Q78 250 200 252 Q322 250 330 150 Z" fill="${rim}"/><path d="M92 190 Q200 215 308 190" stroke="#fff" stroke-width="6" opacity=".35" fill="none"/><ellipse cx="200" cy="150" rx="130" ry="36" fill="${rim}"/><ellipse cx="200" cy="150" rx="118" ry="28" fill="${fill}"/>`;
const dots = (pts, r, fill) => pts.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`).join("");
const rice = (cx, cy, w = 70, peas = true) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${w}" ry="${w * 0.45}" fill="#FFF6E0" stroke="#E3D2AE" stroke-width="3"/><ellipse cx="${cx - 10}" cy="${cy - 8}" rx="${w * 0.7}" ry="${w * 0.28}" fill="#FFFDF7"/>${
    peas
      ? dots(
          [
            [cx - 40, cy],
            [cx - 15, cy - 12],
            [cx + 10, cy + 5],
            [cx + 35, cy - 6],
            [cx - 25, cy + 14],
            [cx + 20, cy + 18],
            [cx + 48, cy + 10],
            [cx, cy - 20],
          ],
          4.5,
          "#8E1F2C",
        )
      : ""
  }`;
const scallion = (pts) => dots(pts, 3.5, "#4CAF50");
const drumstick = (x, y, rot, body = "#8B3A1A", char = "#3E1A0C") =>
  `<g transform="translate(${x} ${y}) rotate(${rot}) scale(1.15)"><rect x="30" y="-7" width="34" height="14" rx="7" fill="#F3E3C8"/><circle cx="66" cy="-7" r="8" fill="#F3E3C8"/><circle cx="66" cy="7" r="8" fill="#F3E3C8"/><ellipse cx="0" cy="0" rx="42" ry="28" fill="${body}"/><path d="M-24 -12 l16 -8 M-14 4 l22 -12 M0 16 l20 -12" stroke="${char}" stroke-width="5" stroke-linecap="round"/><ellipse cx="-14" cy="-14" rx="12" ry="5" fill="#fff" opacity=".22"/></g>`;
const chunk = (x, y, r, fill, hi = "#fff") =>
  `<path d="M${x - r} ${y} q${r * 0.2} ${-r} ${r} ${-r} q${r} ${r * 0.1} ${r} ${r} q${-r * 0.1} ${r * 0.9} ${-r} ${r * 0.9} q${-r * 0.9} 0 ${-r} ${-r * 0.9}z" fill="${fill}"/><circle cx="${x - r * 0.3}" cy="${y - r * 0.4}" r="${r * 0.22}" fill="${hi}" opacity=".25"/>`;
const chunks = (pts, fill) => pts.map(([x, y, r]) => chunk(x, y, r, fill)).join("");
const plantainSlices = (pts) =>
  pts
    .map(
      ([x, y, rot]) =>
        `<g transform="translate(${x} ${y}) rotate(${rot})"><ellipse rx="32" ry="16" fill="#C8641C"/><ellipse rx="26" ry="11" fill="#F2A541"/><ellipse cx="-6" cy="-3" rx="11" ry="4" fill="#FBD27A"/></g>`,
    )
    .join("");
const fish = (x, y, s, body = "#E0A040", belly = "#F6CF7A") =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-90 0 Q-30 -50 60 -8 L100 -38 L92 0 L100 38 L60 8 Q-30 50 -90 0Z" fill="${body}"/><path d="M-70 6 Q-20 30 50 8" stroke="${belly}" stroke-width="10" fill="none" stroke-linecap="round"/><circle cx="-62" cy="-8" r="6" fill="#fff"/><circle cx="-62" cy="-8" r="3" fill="#222"/><path d="M-30 -22 q8 22 0 44 M0 -20 q8 20 0 40 M28 -14 q6 14 0 28" stroke="#00000022" stroke-width="4" fill="none"/></g>`;
const bottle = (x, glass, label, cap = "#D9A441", s = 1) =>
  `<g transform="translate(${x} 0) scale(${s} 1)">${shadow(0, 262, 46, 8)}<path d="M-12 40 h24 v40 q34 22 34 60 v110 q0 12 -12 12 h-68 q-12 0 -12 -12 v-110 q0 -38 34 -60z" fill="${glass}"/><rect x="-14" y="30" width="28" height="14" rx="3" fill="${cap}"/><rect x="-34" y="150" width="68" height="62" rx="6" fill="${label}"/><circle cy="181" r="16" fill="#fff" opacity=".7"/><rect x="-26" y="96" width="10" height="140" rx="5" fill="#fff" opacity=".25"/></g>`;
const glass = (x, liquid, garnish = "") =>
  `<g transform="translate(${x} 0)">${shadow(0, 262, 60, 10)}<path d="M-55 70 L-42 255 Q-40 262 -32 262 H32 Q40 262 42 255 L55 70Z" fill="#fff" opacity=".75"/><path d="M-50 110 L-40 252 H40 L50 110Z" fill="${liquid}"/><rect x="-36" y="118" width="8" height="120" rx="4" fill="#fff" opacity=".3"/><rect x="14" y="30" width="9" height="120" rx="4" fill="#E84B3C" transform="rotate(12 18 90)"/>${garnish}</g>`;
const can = (x, y, body, band) =>
  `<g transform="translate(${x} ${y})"><rect x="-36" y="-50" width="72" height="100" rx="8" fill="${body}"/><ellipse cy="-50" rx="36" ry="9" fill="#D8D8D8"/><ellipse cy="-50" rx="28" ry="6" fill="#BDBDBD"/><rect x="-36" y="-22" width="72" height="44" fill="${band}"/><circle r="14" fill="#fff" opacity=".75"/><rect x="-30" y="-44" width="7" height="88" rx="3" fill="#fff" opacity=".25"/></g>`;
const sack = (fill, band) =>
  `${shadow(200, 262, 100, 12)}<path d="M120 80 Q200 60 280 80 L296 250 Q200 272 104 250Z" fill="${fill}"/><path d="M120 80 Q200 96 280 80 L272 64 Q200 48 128 64Z" fill="${band}"/><rect x="140" y="140" width="120" height="70" rx="10" fill="${band}"/><circle cx="200" cy="175" r="22" fill="#fff" opacity=".8"/><path d="M170 70 l-10 -20 M200 66 v-22 M230 70 l10 -20" stroke="${band}" stroke-width="6" stroke-linecap="round"/>`;
const steam = (x, y) =>
  `<path d="M${x} ${y} q-14 -18 0 -36 q14 -18 0 -36 M${x + 26} ${y} q-14 -18 0 -36 q14 -18 0 -36" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round" opacity=".85"/>`;
const leaf = (x, y, rot, fill = "#3E9B4F") =>
  `<path transform="translate(${x} ${y}) rotate(${rot})" d="M0 0 Q20 -22 44 0 Q20 22 0 0Z" fill="${fill}"/>`;
const bun = (x, y, w, h, fill = "#E8B86A", top = "#D59A45") =>
  `<ellipse cx="${x}" cy="${y}" rx="${w}" ry="${h}" fill="${fill}"/><ellipse cx="${x - w * 0.15}" cy="${y - h * 0.35}" rx="${w * 0.6}" ry="${h * 0.35}" fill="${top}" opacity=".45"/>`;

// ---------- food compositions ----------
const food = {
  "jerk-chicken": () =>
    plate() +
    rice(150, 168, 62) +
    drumstick(250, 160, -20) +
    drumstick(230, 195, 15, "#9A4320") +
    scallion([
      [200, 140],
      [290, 185],
      [215, 212],
      [270, 140],
    ]),
  "jerk-pork": () =>
    plate() +
    chunks(
      [
        [160, 165, 26],
        [205, 150, 28],
        [250, 170, 25],
        [190, 190, 24],
        [235, 200, 22],
        [140, 195, 20],
      ],
      "#7A2E14",
    ) +
    `<path d="M140 160 h40 M195 146 h30 M240 168 h30" stroke="#3E1A0C" stroke-width="5" stroke-linecap="round"/>` +
    scallion([
      [175, 172],
      [225, 180],
      [262, 150],
    ]),
  wings: () =>
    plate() +
    drumstick(150, 170, -35) +
    drumstick(210, 150, 5, "#A24A1E") +
    drumstick(250, 190, 30) +
    `<path d="M300 160 a18 18 0 1 0 0.1 0" fill="#FFF3C4"/>` +
    scallion([
      [200, 200],
      [170, 140],
    ]),
  oxtail: () =>
    plate() +
    rice(140, 170, 58) +
    `<ellipse cx="245" cy="175" rx="72" ry="36" fill="#6B2D12"/>` +
    [
      [225, 165],
      [265, 170],
      [245, 192],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="19" fill="#8A3D1C"/><circle cx="${x}" cy="${y}" r="7" fill="#F3E3C8"/>`,
      )
      .join("") +
    dots(
      [
        [205, 188],
        [285, 190],
        [290, 160],
      ],
      6,
      "#F5E6C8",
    ),
  "curry-goat": () =>
    plate() +
    rice(145, 170, 58, false) +
    `<ellipse cx="248" cy="172" rx="74" ry="38" fill="#E2A21E"/>` +
    chunks(
      [
        [225, 165, 18],
        [262, 160, 17],
        [250, 190, 16],
        [285, 180, 14],
      ],
      "#8F4A1B",
    ) +
    dots(
      [
        [235, 190],
        [275, 198],
      ],
      8,
      "#F8D77A",
    ),
  "curry-chicken": () =>
    plate() +
    rice(145, 170, 58, false) +
    `<ellipse cx="248" cy="172" rx="74" ry="38" fill="#F0B429"/>` +
    chunks(
      [
        [228, 165, 20],
        [268, 165, 19],
        [248, 192, 17],
      ],
      "#D98A1E",
    ) +
    dots(
      [
        [290, 185],
        [210, 188],
      ],
      9,
      "#FBE3A0",
    ) +
    scallion([
      [250, 150],
      [230, 200],
    ]),
  "stew-chicken": () =>
    plate() +
    rice(145, 170, 58) +
    `<ellipse cx="248" cy="172" rx="74" ry="38" fill="#7B3416"/>` +
    drumstick(240, 168, -10, "#9C4A22", "#5A2410") +
    dots(
      [
        [285, 195],
        [212, 190],
        [292, 160],
      ],
      7,
      "#F08A24",
    ),
  "rice-and-peas": () =>
    bowl("#FFFDF6", "#2F7D6D") +
    rice(200, 146, 100) +
    scallion([
      [170, 140],
      [235, 150],
    ]),
  "ackee-saltfish": () =>
    plate() +
    dots(
      [
        [160, 160],
        [190, 150],
        [220, 165],
        [180, 182],
        [240, 185],
        [210, 195],
        [150, 185],
        [260, 160],
      ],
      15,
      "#F6C744",
    ) +
    dots(
      [
        [175, 168],
        [230, 150],
        [200, 178],
        [250, 175],
      ],
      8,
      "#FFF8E1",
    ) +
    dots(
      [
        [168, 140],
        [235, 205],
        [270, 180],
      ],
      7,
      "#E53935",
    ) +
    scallion([
      [195, 135],
      [145, 172],
      [262, 196],
    ]),
  "fried-fish": () =>
    plate() +
    fish(200, 170, 1.1, "#C9822D", "#E8B057") +
    `<path d="M150 150 q30 -12 60 0 q30 12 60 0" stroke="#F57C00" stroke-width="7" fill="none"/><path d="M160 172 q40 -10 80 4" stroke="#F5F0E1" stroke-width="6" fill="none"/>` +
    dots(
      [
        [190, 160],
        [230, 165],
      ],
      5,
      "#D32F2F",
    ),
  "steamed-fish": () =>
    plate() +
    fish(200, 170, 1.05, "#D9B38C", "#F0D9B5") +
    dots(
      [
        [150, 205],
        [255, 205],
        [280, 140],
      ],
      11,
      "#6DA544",
    ) +
    dots(
      [
        [150, 205],
        [255, 205],
        [280, 140],
      ],
      5,
      "#B5D98B",
    ) +
    dots([[120, 160]], 12, "#F28C28"),
  shrimp: () =>
    plate() +
    [
      [150, 165, -10],
      [205, 150, 15],
      [250, 180, -25],
      [190, 195, 30],
    ]
      .map(
        ([x, y, r]) =>
          `<g transform="translate(${x} ${y}) rotate(${r})"><path d="M-30 0 a30 30 0 1 1 30 30 l0 -14 a16 16 0 1 0 -16 -16z" fill="#F47C5A"/><path d="M-22 -12 l10 6 M-10 -24 l4 10 M6 -28 l-2 12" stroke="#fff" stroke-width="3" opacity=".6"/></g>`,
      )
      .join("") +
    scallion([
      [240, 145],
      [165, 205],
    ]),
  festival: () =>
    plate() +
    [
      [160, 160, -15],
      [210, 175, 10],
      [250, 150, -5],
    ]
      .map(([x, y, r]) => `<g transform="rotate(${r} ${x} ${y})">${bun(x, y, 48, 17, "#E3A341", "#F6CD7A")}</g>`)
      .join(""),
  bammy: () =>
    plate() +
    [
      [165, 170],
      [235, 165],
    ]
      .map(
        ([x, y]) =>
          `<ellipse cx="${x}" cy="${y + 8}" rx="52" ry="22" fill="#D9B27A"/><ellipse cx="${x}" cy="${y}" rx="52" ry="22" fill="#F1DDB0"/><ellipse cx="${x}" cy="${y}" rx="40" ry="15" fill="#E8C891"/>`,
      )
      .join(""),
  plantain: () =>
    plate() +
    plantainSlices([
      [135, 165, -20],
      [185, 148, 10],
      [240, 150, -10],
      [275, 180, 20],
      [160, 195, 15],
      [215, 182, -25],
      [250, 205, 5],
    ]),
  callaloo: () =>
    bowl("#2E7D32", "#8D6E63") +
    leaf(130, 150, -20, "#43A047") +
    leaf(170, 140, 10, "#66BB6A") +
    leaf(210, 148, -10) +
    leaf(240, 140, 20, "#4CAF50") +
    dots(
      [
        [180, 160],
        [250, 158],
      ],
      6,
      "#E53935",
    ),
  roti: () =>
    plate() +
    `<path d="M110 190 Q120 120 220 118 Q300 122 296 190 Q200 215 110 190Z" fill="#F1D08A"/><path d="M150 130 Q210 180 290 150" stroke="#E0B565" stroke-width="6" fill="none"/>` +
    dots(
      [
        [150, 170],
        [190, 150],
        [240, 165],
        [270, 180],
        [200, 185],
      ],
      5,
      "#C9953F",
    ),
  doubles: () =>
    plate() +
    `<ellipse cx="200" cy="178" rx="110" ry="46" fill="#E9C27A"/><ellipse cx="200" cy="168" rx="100" ry="38" fill="#F2D495"/>` +
    dots(
      [
        [160, 160],
        [185, 150],
        [215, 160],
        [240, 168],
        [200, 178],
        [170, 178],
        [230, 148],
      ],
      10,
      "#E8A317",
    ) +
    dots(
      [
        [190, 165],
        [225, 175],
      ],
      6,
      "#6D3B1F",
    ) +
    scallion([
      [255, 155],
      [150, 170],
    ]),
  soup: () =>
    bowl("#F2A541") +
    dots(
      [
        [160, 145],
        [240, 152],
      ],
      14,
      "#F8D77A",
    ) +
    chunks([[200, 148, 14]], "#8A3D1C") +
    dots(
      [
        [180, 158],
        [222, 140],
      ],
      6,
      "#4CAF50",
    ) +
    steam(188, 100),
  "ital-stew": () =>
    bowl("#F5B84A", "#6D8B3A") +
    dots(
      [
        [150, 148],
        [185, 140],
        [225, 155],
        [255, 142],
      ],
      12,
      "#F57C00",
    ) +
    dots(
      [
        [170, 158],
        [240, 160],
      ],
      8,
      "#8E1F2C",
    ) +
    leaf(195, 150, -30, "#43A047") +
    steam(188, 100),
  "mac-pie": () =>
    plate() +
    `<path d="M120 150 L270 130 L290 175 L140 200Z" fill="#E8A33A"/><path d="M140 200 L290 175 L290 190 L140 215Z" fill="#C47A22"/>` +
    dots(
      [
        [160, 165],
        [200, 158],
        [240, 150],
        [180, 185],
        [225, 178],
        [265, 165],
      ],
      6,
      "#B5651D",
    ),
  salad: () =>
    bowl("#7CB342", "#E0C08B") +
    leaf(130, 145, -15, "#8BC34A") +
    leaf(200, 135, 20, "#558B2F") +
    dots(
      [
        [175, 150],
        [245, 145],
      ],
      10,
      "#E53935",
    ) +
    dots(
      [
        [215, 160],
        [150, 158],
      ],
      8,
      "#FFF59D",
    ),
  dumplings: () =>
    plate() +
    [
      [160, 165],
      [205, 150],
      [245, 170],
      [190, 192],
    ]
      .map(([x, y]) => bun(x, y, 28, 22, "#D9953A", "#F2C26B"))
      .join(""),
  porridge: () =>
    bowl("#FFF3D6", "#5C8FB0") +
    dots(
      [
        [180, 145],
        [215, 152],
        [200, 140],
        [235, 146],
      ],
      3,
      "#A0522D",
    ) +
    `<rect x="236" y="92" width="14" height="70" rx="7" fill="#B0BEC5" transform="rotate(30 243 127)"/>` +
    steam(170, 105),
  pasta: () =>
    plate() +
    [
      [140, 165, 30],
      [170, 145, -20],
      [205, 160, 10],
      [240, 145, 40],
      [265, 175, -30],
      [180, 190, 60],
      [225, 195, -10],
      [150, 190, -40],
      [255, 200, 20],
      [200, 135, 70],
      [285, 155, 10],
    ]
      .map(
        ([x, y, r]) =>
          `<rect x="${x - 16}" y="${y - 7}" width="36" height="16" rx="5" fill="#F4B860" stroke="#E0973A" stroke-width="2" transform="rotate(${r} ${x} ${y})"/>`,
      )
      .join("") +
    dots(
      [
        [200, 160],
        [235, 172],
      ],
      10,
      "#A0522D",
    ) +
    dots(
      [
        [170, 175],
        [250, 160],
        [215, 145],
      ],
      6,
      "#E53935",
    ) +
    scallion([
      [185, 165],
      [245, 190],
    ]),
  burger: () =>
    shadow(200, 250, 120, 14) +
    `<path d="M100 170 Q100 90 200 90 Q300 90 300 170Z" fill="#E3A341"/>` +
    dots(
      [
        [160, 120],
        [200, 110],
        [240, 122],
        [180, 140],
        [225, 140],
      ],
      4,
      "#FFF3C4",
    ) +
    `<path d="M92 170 h216 l-10 14 h-196z" fill="#6DBE45"/><rect x="96" y="180" width="208" height="30" rx="14" fill="#7A2E14"/><path d="M96 206 h208 l-8 10 h-192z" fill="#F6C744"/><path d="M104 214 h192 q0 30 -96 30 q-96 0 -96 -30z" fill="#D59A45"/>`,
  fries: () =>
    shadow(200, 258, 90, 10) +
    [
      [150, 60],
      [170, 50],
      [190, 64],
      [210, 46],
      [230, 58],
      [250, 52],
      [180, 70],
      [220, 66],
    ]
      .map(([x, y]) => `<rect x="${x - 7}" y="${y}" width="14" height="110" rx="3" fill="#F8C74A"/>`)
      .join("") +
    `<path d="M130 130 H270 L255 255 H145Z" fill="#D62828"/><path d="M170 170 q30 30 60 0" stroke="#fff" stroke-width="8" fill="none"/>`,
  corn: () =>
    plate() +
    `<g transform="rotate(-15 200 170)"><ellipse cx="200" cy="170" rx="110" ry="34" fill="#F2C230"/>` +
    Array.from({ length: 9 }, (_, i) => `<path d="M${118 + i * 20} 142 v56" stroke="#D99A12" stroke-width="3"/>`).join(
      "",
    ) +
    `<path d="M118 170 h164" stroke="#D99A12" stroke-width="3"/><path d="M90 170 q-30 -30 -10 -60 q20 40 40 60 q-20 20 -40 60 q-20 -30 10 -60z" fill="#8BB04A"/>` +
    dots(
      [
        [170, 160],
        [230, 178],
      ],
      6,
      "#6B3E12",
    ) +
    `</g>`,
  meat: () =>
    `${shadow(200, 250, 140, 14)}<path d="M70 120 L320 100 L340 220 L80 240Z" fill="#E9D8B8"/>` +
    [
      [150, 170],
      [240, 160],
    ]
      .map(
        ([x, y]) =>
          `<ellipse cx="${x}" cy="${y}" rx="50" ry="36" fill="#B2362E"/><ellipse cx="${x}" cy="${y}" rx="34" ry="22" fill="#D9534F"/><circle cx="${x}" cy="${y}" r="10" fill="#F6EEDC"/>`,
      )
      .join("") +
    leaf(280, 210, -20),
  saltfish: () =>
    `${shadow(200, 250, 140, 14)}<path d="M70 120 L320 100 L340 220 L80 240Z" fill="#D7C4A0"/><path d="M100 190 Q120 120 220 125 Q300 130 310 175 Q240 215 100 190Z" fill="#FAF6EC"/><path d="M140 150 q40 20 120 0 M150 175 q50 12 110 -4" stroke="#E5DCC8" stroke-width="5" fill="none"/>` +
    dots(
      [
        [180, 160],
        [240, 150],
        [260, 180],
      ],
      3,
      "#fff",
    ),
  patty: () =>
    shadow(200, 240, 130, 14) +
    `<path d="M80 200 A120 100 0 0 1 320 200 Z" fill="#F2B33D"/><path d="M90 190 A110 88 0 0 1 310 190" fill="#F7C958" opacity=".8"/>` +
    Array.from({ length: 11 }, (_, i) => `<circle cx="${95 + i * 21}" cy="198" r="5" fill="#D38B1C"/>`).join("") +
    dots(
      [
        [170, 150],
        [220, 140],
        [250, 165],
      ],
      5,
      "#FBE3A0",
    ),
  "coco-bread": () =>
    shadow(200, 245, 130, 14) +
    bun(200, 180, 120, 50, "#F0CF95", "#E4B66C") +
    `<path d="M90 185 Q200 150 310 185" stroke="#D29E4F" stroke-width="6" fill="none"/>`,
  bread: () =>
    shadow(200, 250, 130, 14) +
    `<rect x="80" y="110" width="170" height="130" rx="40" fill="#D99A4E"/><rect x="92" y="124" width="146" height="112" rx="32" fill="#F6E4C0"/>` +
    [270, 300]
      .map(
        (x) =>
          `<rect x="${x - 16}" y="120" width="32" height="120" rx="14" fill="#D99A4E"/><rect x="${x - 12}" y="130" width="24" height="104" rx="10" fill="#F6E4C0"/>`,
      )
      .join(""),
  bulla: () =>
    plate() +
    [
      [160, 165],
      [240, 165],
    ]
      .map(
        ([x, y]) =>
          `<ellipse cx="${x}" cy="${y + 6}" rx="55" ry="28" fill="#5A3115"/><ellipse cx="${x}" cy="${y}" rx="55" ry="28" fill="#7B4520"/><ellipse cx="${x - 10}" cy="${y - 6}" rx="26" ry="10" fill="#9C5D30"/>`,
      )
      .join(""),
  cake: () =>
    plate() +
    `<path d="M120 190 L280 160 L280 200 L120 230Z" fill="#4A2412"/><path d="M120 190 L200 120 L280 160Z" fill="#6B3418"/><path d="M120 190 L280 160 L280 168 L120 198Z" fill="#F3E0C0"/>` +
    dots(
      [
        [170, 205],
        [230, 190],
        [250, 180],
        [190, 215],
      ],
      4,
      "#A33A2C",
    ) +
    `<circle cx="205" cy="120" r="9" fill="#C62828"/>`,
  gizzada: () =>
    plate() +
    `<circle cx="200" cy="168" r="80" fill="#E2A441"/>` +
    Array.from({ length: 16 }, (_, i) => {
      const a = (i * Math.PI) / 8;
      return `<circle cx="${(200 + 78 * Math.cos(a)).toFixed(1)}" cy="${(168 + 78 * Math.sin(a) * 0.9).toFixed(1)}" r="10" fill="#D18F2E"/>`;
    }).join("") +
    `<circle cx="200" cy="168" r="58" fill="#8A4B1E"/>` +
    dots(
      [
        [185, 155],
        [215, 160],
        [200, 180],
        [180, 178],
        [222, 178],
      ],
      5,
      "#C2854B",
    ),
  "ice-cream": () =>
    shadow(200, 258, 80, 10) +
    `<path d="M140 150 L200 260 L260 150Z" fill="#E0A458"/><path d="M150 160 l90 0 M160 180 l70 0" stroke="#C07F35" stroke-width="4"/><circle cx="172" cy="130" r="38" fill="#F8E7C9"/><circle cx="228" cy="130" r="38" fill="#F4A8B6"/><circle cx="200" cy="92" r="38" fill="#FFF5DC"/>` +
    dots(
      [
        [190, 80],
        [210, 96],
        [180, 100],
      ],
      4,
      "#A0522D",
    ) +
    `<circle cx="200" cy="54" r="10" fill="#C62828"/>`,
  coconut: () =>
    shadow(200, 250, 130, 14) +
    `<circle cx="150" cy="170" r="72" fill="#6D4C2F"/><circle cx="150" cy="170" r="58" fill="#FFFDF5"/><circle cx="150" cy="170" r="44" fill="#F7F1E3"/><circle cx="265" cy="160" r="68" fill="#7A5433"/>` +
    dots(
      [
        [250, 140],
        [270, 140],
        [260, 158],
      ],
      7,
      "#4A3220",
    ) +
    leaf(280, 86, -40, "#43A047"),
  fruit: () =>
    shadow(200, 250, 140, 14) +
    `<ellipse cx="155" cy="175" rx="70" ry="55" fill="#F5A623"/><ellipse cx="135" cy="160" rx="40" ry="28" fill="#F9C74F" opacity=".7"/><path d="M165 122 q10 -20 30 -20" stroke="#5D4037" stroke-width="6" fill="none"/>` +
    leaf(190, 102, -15) +
    `<path d="M220 120 Q300 130 320 220 Q300 170 230 150Z" fill="#FBD02D"/><path d="M215 140 Q290 150 300 235 Q280 180 220 165Z" fill="#F7C21A"/>`,
  yam: () =>
    shadow(200, 250, 150, 14) +
    `<path d="M70 190 Q90 130 200 135 Q320 140 330 185 Q300 230 200 225 Q90 225 70 190Z" fill="#8D6239"/><path d="M100 175 Q200 150 300 175" stroke="#6F4A29" stroke-width="5" fill="none"/><ellipse cx="320" cy="190" rx="18" ry="28" fill="#FBE6A2"/><path d="M120 210 q80 -10 160 0" stroke="#6F4A29" stroke-width="4" fill="none"/>`,
  breadfruit: () =>
    shadow(200, 252, 110, 14) +
    `<circle cx="200" cy="165" r="88" fill="#7CB342"/>` +
    Array.from({ length: 4 }, (_, r) =>
      Array.from(
        { length: 4 },
        (_, c) => `<path d="M${140 + c * 38} ${110 + r * 36} l12 -8 l12 8 l-12 8z" fill="#558B2F"/>`,
      ).join(""),
    ).join("") +
    `<rect x="194" y="66" width="12" height="22" rx="4" fill="#5D4037"/>` +
    leaf(205, 70, -30),
  "scotch-bonnet": () =>
    shadow(200, 250, 140, 14) +
    [
      [140, "#E53935"],
      [210, "#FBC02D"],
      [275, "#FB8C00"],
    ]
      .map(
        ([x, c]) =>
          `<path d="M${x - 40} 170 Q${x - 42} 220 ${x} 222 Q${x + 42} 220 ${x + 40} 170 Q${x + 30} 128 ${x} 132 Q${x - 30} 128 ${x - 40} 170Z" fill="${c}"/><path d="M${x - 14} 150 q-8 30 0 56" stroke="#fff" stroke-width="7" opacity=".35" fill="none" stroke-linecap="round"/><path d="M${x} 134 q4 -24 22 -30" stroke="#388E3C" stroke-width="9" fill="none" stroke-linecap="round"/>`,
      )
      .join(""),
  juice: () =>
    glass(
      200,
      "#F57C00",
      `<circle cx="-50" cy="72" r="22" fill="#FFB74D"/><circle cx="-50" cy="72" r="15" fill="#FFE0B2"/>`,
    ),
  sorrel: () =>
    glass(
      200,
      "#B0163A",
      `<path d="M-60 64 q10 -20 24 0 q10 -20 24 0 q-12 18 -24 12 q-12 6 -24 -12z" fill="#D81B60"/>`,
    ),
  "ginger-beer": () =>
    `${bottle(200, "#8D5A2B", "#F4D35E", "#C62828")}<path d="M285 250 q-30 -20 -10 -50 q30 10 30 40z" fill="#D9A45B"/>`,
  soda: () => bottle(160, "#7CB342", "#FFF176", "#F9A825", 0.9) + bottle(255, "#D32F2F", "#FFCDD2", "#FFD54F", 0.9),
  water: () =>
    bottle(200, "#81D4FA", "#0288D1", "#01579B") +
    dots(
      [
        [170, 120],
        [225, 200],
        [180, 230],
      ],
      6,
      "#fff",
    ),
  milk: () =>
    shadow(200, 258, 70, 10) +
    `<path d="M140 100 L200 60 L260 100 V250 H140Z" fill="#fff"/><path d="M140 100 L200 60 L260 100Z" fill="#90CAF9"/><rect x="140" y="150" width="120" height="60" fill="#42A5F5"/><circle cx="200" cy="180" r="18" fill="#fff"/><rect x="190" y="48" width="20" height="16" fill="#fff"/>`,
  coffee: () =>
    `${shadow(200, 252, 110, 14)}<ellipse cx="200" cy="245" rx="110" ry="16" fill="#fff"/><path d="M125 120 H275 V210 Q275 245 240 245 H160 Q125 245 125 210Z" fill="#2E7D6F"/><path d="M275 145 q42 0 42 34 q0 34 -42 34" stroke="#2E7D6F" stroke-width="14" fill="none"/><ellipse cx="200" cy="120" rx="75" ry="14" fill="#5D3A1A"/><path d="M170 180 q30 20 60 0" stroke="#fff" stroke-width="6" fill="none" opacity=".6"/>${steam(185, 100)}`,
  tea: () =>
    `${shadow(200, 250, 110, 12)}<ellipse cx="200" cy="240" rx="120" ry="20" fill="#fff"/><path d="M135 140 H265 Q262 235 200 235 Q138 235 135 140Z" fill="#E57373"/><path d="M265 160 q34 2 30 28 q-4 24 -36 22" stroke="#E57373" stroke-width="12" fill="none"/><ellipse cx="200" cy="140" rx="65" ry="12" fill="#8D5524"/>${steam(188, 118)}`,
  "canned-goods": () =>
    shadow(200, 258, 150, 12) +
    can(120, 200, "#F6C744", "#2E7D32") +
    can(200, 190, "#E53935", "#FFF3E0") +
    can(280, 200, "#43A047", "#FFEB3B"),
  spices: () =>
    shadow(200, 258, 150, 12) +
    [
      [120, "#C0392B"],
      [200, "#E1A21B"],
      [280, "#6D4C41"],
    ]
      .map(
        ([x, c]) =>
          `<rect x="${x - 32}" y="120" width="64" height="128" rx="12" fill="#FAFAFA" stroke="#CFC6BE" stroke-width="3"/><rect x="${x - 28}" y="150" width="56" height="94" rx="8" fill="${c}"/><rect x="${x - 34}" y="100" width="68" height="26" rx="6" fill="#37474F"/>`,
      )
      .join(""),
  sauce: () => bottle(160, "#C62828", "#FFE082", "#2E7D32", 0.85) + bottle(255, "#5D2A0C", "#FFCC80", "#F9A825", 0.85),
  snacks: () =>
    shadow(200, 258, 130, 12) +
    `<path d="M110 70 Q200 56 290 70 L300 250 Q200 262 100 250Z" fill="#2E7D32"/><path d="M110 70 l6 -12 l10 12 l10 -12 l10 12 l10 -12 l10 12 l10 -12 l10 12 l10 -12 l10 12 l10 -12 l10 12 l10 -12 l10 12 l10 -12 l10 12 l10 -12 l10 12 l10 -12 l10 12z" fill="#2E7D32"/><circle cx="200" cy="165" r="56" fill="#FBC02D"/>` +
    plantainSlices([
      [185, 160, -20],
      [215, 172, 15],
    ]),
  household: () =>
    shadow(200, 258, 140, 12) +
    `<path d="M120 120 h60 v130 h-60z" fill="#4FC3F7"/><path d="M130 90 h40 v30 h-40z" fill="#0277BD"/><path d="M170 96 h34 l-6 14 h-28z" fill="#0277BD"/><rect x="130" y="160" width="40" height="50" rx="6" fill="#fff"/><rect x="220" y="130" width="110" height="120" rx="16" fill="#fff" stroke="#E0E0E0" stroke-width="4"/><ellipse cx="275" cy="130" rx="55" ry="14" fill="#F5F5F5" stroke="#E0E0E0" stroke-width="4"/><ellipse cx="275" cy="130" rx="14" ry="5" fill="#BDBDBD"/>`,
  "rice-bag": () => sack("#F3E5C8", "#2E7D32") + rice(200, 175, 24, false),
  flour: () =>
    sack("#FFFFFF", "#E1A21B") +
    dots(
      [
        [190, 172],
        [210, 178],
      ],
      6,
      "#F6C744",
    ),
  eggs: () =>
    shadow(200, 255, 150, 12) +
    `<path d="M70 170 H330 L316 240 H84Z" fill="#B0A48C"/>` +
    [100, 150, 200, 250, 300]
      .map(
        (x) =>
          `<ellipse cx="${x}" cy="158" rx="22" ry="28" fill="#F4E3C8"/><ellipse cx="${x - 6}" cy="150" rx="7" ry="10" fill="#fff" opacity=".6"/>`,
      )
      .join("") +
    `<path d="M70 170 H330" stroke="#9C8E74" stroke-width="6"/>`,
};

// ---------- categories and shop types ----------
const categoryArt = {
  "jerk-grill": "jerk-chicken",
  "patties-bakery": "patty",
  seafood: "fried-fish",
  curry: "curry-goat",
  "roti-doubles": "roti",
  "vegan-ital": "ital-stew",
  breakfast: "ackee-saltfish",
  "drinks-juices": "sorrel",
  desserts: "cake",
  groceries: "scotch-bonnet",
  convenience: "snacks",
  "home-cooking": "oxtail",
};

const pot = (x, y, s, body = "#2B2B2B", lid = "#3A3A3A") =>
  `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="72" rx="96" ry="14" fill="#000" opacity=".12"/><path d="M-92 -6 Q-96 70 -40 70 H40 Q96 70 92 -6Z" fill="${body}"/><rect x="-112" y="-4" width="26" height="14" rx="7" fill="${body}"/><rect x="86" y="-4" width="26" height="14" rx="7" fill="${body}"/><path d="M-100 -8 Q0 -50 100 -8Z" fill="${lid}"/><rect x="-16" y="-44" width="32" height="14" rx="7" fill="${lid}"/><path d="M-70 24 Q0 40 70 24" stroke="#fff" stroke-width="5" opacity=".15" fill="none"/></g>`;

const shopTypes = {
  restaurant: () =>
    bg(0) +
    plate() +
    rice(160, 168, 55) +
    drumstick(240, 170, -10) +
    `<rect x="20" y="90" width="10" height="150" rx="5" fill="#8D6E63"/><path d="M370 90 v150" stroke="#8D6E63" stroke-width="10" stroke-linecap="round"/><path d="M362 90 v40 M378 90 v40" stroke="#8D6E63" stroke-width="5"/>`,
  grocery: () =>
    bg(3) +
    shadow(200, 262, 120, 14) +
    `<path d="M110 130 H290 L275 255 H125Z" fill="#C8A165"/><path d="M150 130 q0 -50 50 -50 q50 0 50 50" stroke="#A67C3D" stroke-width="10" fill="none"/>` +
    leaf(140, 118, -40, "#43A047") +
    `<circle cx="180" cy="120" r="26" fill="#E53935"/><circle cx="232" cy="118" r="24" fill="#FBC02D"/><path d="M250 125 Q300 100 320 60" stroke="#F7C21A" stroke-width="22" stroke-linecap="round"/><rect x="140" y="170" width="120" height="50" rx="8" fill="#fff" opacity=".35"/>`,
  convenience: () =>
    bg(5) +
    shadow(200, 262, 150, 12) +
    `<rect x="70" y="100" width="260" height="155" fill="#fff"/><path d="M60 100 H340 L330 70 H70Z" fill="#E53935"/>` +
    [80, 120, 160, 200, 240, 280, 320]
      .map((x, i) => `<path d="M${x - 20} 100 h40 v12 q-20 14 -40 0z" fill="${i % 2 ? "#fff" : "#E53935"}"/>`)
      .join("") +
    `<rect x="90" y="130" width="110" height="80" rx="6" fill="#B3E5FC"/><rect x="230" y="140" width="70" height="115" rx="6" fill="#1E88E5"/><circle cx="288" cy="200" r="5" fill="#fff"/><path d="M100 195 h90 M100 170 h90" stroke="#81D4FA" stroke-width="6"/>`,
  homeChef: () =>
    bg(1) +
    pot(200, 175, 1.3, "#C0392B", "#E0533F") +
    steam(170, 112) +
    steam(222, 116) +
    `<path d="M130 60 q-20 -30 10 -40 q10 -26 40 -14 q20 -20 44 0 q30 -6 30 24 q24 10 4 30z" fill="#fff" opacity=".9"/>`,
};

// ---------- shops ----------
const COLORS = [
  "#C0392B",
  "#E67E22",
  "#D35400",
  "#27AE60",
  "#16A085",
  "#2C7A7B",
  "#8E44AD",
  "#B7950B",
  "#A93226",
  "#1F618D",
  "#117A65",
  "#AF601A",
  "#6E2C00",
  "#B03A2E",
];
const hash = (s) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
const shade = (hex, f) => {
  const n = Number.parseInt(hex.slice(1), 16);
  const ch = (v) => Math.max(0, Math.min(255, Math.round(v * f)));
  return `#${[(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => ch(v).toString(16).padStart(2, "0")).join("")}`;
};
const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/'/g, "&#39;");
const initials = (name) =>
  name
    .replace(/['’]s\b/g, "")
    .split(/[\s&-]+/)
    .filter((w) => /^[A-Z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join("");

const KIND_ART = { restaurant: "jerk-chicken", grocery: "scotch-bonnet", convenience: "snacks", homeChef: "oxtail" };

function shopLogo(name, color) {
  const dark = shade(color, 0.7);
  return svg(
    160,
    160,
    `<circle cx="80" cy="80" r="78" fill="${color}"/><circle cx="80" cy="80" r="66" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="4 6" opacity=".7"/><path d="M36 104 Q80 124 124 104" stroke="${dark}" stroke-width="6" fill="none" stroke-linecap="round"/><text x="80" y="94" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="46" font-weight="700" fill="#fff">${esc(initials(name))}</text>`,
  );
}

function shopBanner(slug, kind, color, art) {
  const dark = shade(color, 0.55);
  const light = shade(color, 1.35);
  const h = hash(slug);
  const circles = Array.from({ length: 9 }, (_, i) => {
    const x = (h >> i) % 1200;
    const y = ((h >> (i + 3)) % 300) + 40;
    return `<circle cx="${(x + i * 137) % 1200}" cy="${y}" r="${18 + ((h >> (i * 2)) % 40)}" fill="#fff" opacity=".07"/>`;
  }).join("");
  return svg(
    1200,
    400,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient><pattern id="p" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="20" cy="20" r="3" fill="#fff" opacity=".12"/></pattern></defs><rect width="1200" height="400" fill="url(#g)"/><rect width="1200" height="400" fill="url(#p)"/>${circles}<path d="M0 300 Q300 240 600 300 T1200 290 V400 H0Z" fill="#fff" opacity=".12"/><path d="M0 340 Q300 300 600 345 T1200 330 V400 H0Z" fill="#000" opacity=".12"/><g transform="translate(700 -10) scale(1.3)"><circle cx="200" cy="160" r="130" fill="#fff" opacity=".18"/>${(food[art] ?? food[KIND_ART[kind]])()}</g>`,
  );
}

function readShops() {
  const shops = [];
  for (const f of readdirSync(dataDir)) {
    if (!f.endsWith(".ts") || f === "types.ts") continue;
    const src = readFileSync(join(dataDir, f), "utf8");
    const re = /slug:\s*"([^"]+)",\s*name:\s*"([^"]+)",\s*kind:\s*"([^"]+)"/g;
    for (let m = re.exec(src); m; m = re.exec(src)) {
      const after = src.slice(m.index, m.index + 4000);
      const img = /"([a-z-]+)",\s*"[^"]*"/.exec(after.slice(after.indexOf("tags:")));
      const firstArt = /item\(\s*"[^"]+",\s*\d+,\s*"([a-z-]+)"/.exec(after)?.[1] ?? (img ? img[1] : undefined);
      shops.push({ slug: m[1], name: m[2], kind: m[3], art: firstArt });
    }
  }
  return shops;
}

// ---------- brand ----------
const brandLogo = () =>
  svg(
    560,
    160,
    `<g transform="translate(86 86)"><circle r="74" fill="#FCE9CF"/>${pot(0, 14, 0.62, "#C0392B", "#E0533F")}<path d="M-22 -38 q-10 -14 0 -28 M0 -40 q-10 -14 0 -28 M22 -38 q-10 -14 0 -28" stroke="#E67E22" stroke-width="6" fill="none" stroke-linecap="round"/></g><text x="178" y="104" font-family="Georgia, 'Times New Roman', serif" font-size="68" font-weight="700" fill="#7B2D12">Dutch<tspan fill="#E67E22">pot</tspan></text><text x="182" y="134" font-family="Helvetica, Arial, sans-serif" font-size="17" letter-spacing="4" fill="#A0522D">CARIBBEAN FOOD &amp; GROCERY</text>`,
  );

function header() {
  const leaves = (x, y, s, flip) =>
    `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})"><path d="M0 0 Q10 -180 40 -320" stroke="#6D4C2F" stroke-width="16" fill="none" stroke-linecap="round"/>${[-60, -20, 20, 60, 100, 140].map((r) => `<path transform="translate(40 -320) rotate(${r})" d="M0 0 Q70 -40 150 10 Q70 0 0 0Z" fill="#2E7D32"/>`).join("")}</g>`;
  const dish = (x, y, s, name) =>
    `<g transform="translate(${x} ${y}) scale(${s})">${food[name]().replace(/<ellipse cx="200" cy="238"[^>]*>/, "")}</g>`;
  return svg(
    1600,
    500,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFD27D"/><stop offset=".6" stop-color="#FFB35C"/><stop offset="1" stop-color="#F08A4B"/></linearGradient></defs><rect width="1600" height="500" fill="url(#sky)"/><circle cx="1240" cy="150" r="110" fill="#FFF1C1" opacity=".9"/><circle cx="1240" cy="150" r="150" fill="#FFF1C1" opacity=".25"/><path d="M0 360 Q400 300 800 350 T1600 330 V500 H0Z" fill="#E2703A"/><path d="M0 410 Q400 370 800 410 T1600 400 V500 H0Z" fill="#C0552B"/><path d="M0 450 H1600 V500 H0Z" fill="#7B2D12"/>${leaves(90, 470, 1.1, false)}${leaves(1520, 470, 1, true)}${pot(800, 330, 1.7, "#2B2B2B", "#3A3A3A")}${steam(770, 230)}${steam(816, 236)}${dish(300, 250, 0.9, "jerk-chicken")}${dish(1000, 250, 0.9, "oxtail")}${dish(1255, 280, 0.55, "sorrel")}`,
  );
}

// ---------- write everything ----------
let n = 0;
for (const [name, fn] of Object.entries(food)) {
  write(`food/${name}.svg`, svg(400, 300, bg(n++) + fn()));
}
let c = 0;
for (const [name, art] of Object.entries(categoryArt))
  write(`categories/${name}.svg`, svg(400, 300, bg(c++ + 3) + food[art]()));
for (const [name, fn] of Object.entries(shopTypes)) write(`shop-types/${name}.svg`, svg(400, 300, fn()));
write("brand/logo.svg", brandLogo());
write("brand/header.svg", header());
const shops = readShops();
for (const s of shops) {
  const color = COLORS[hash(s.slug) % COLORS.length];
  write(`shops/${s.slug}/logo.svg`, shopLogo(s.name, color));
  write(`shops/${s.slug}/banner.svg`, shopBanner(s.slug, s.kind, color, s.art));
}
console.log(
  `food ${Object.keys(food).length}, categories ${c}, shop types ${Object.keys(shopTypes).length}, shops ${shops.length}`,
);
