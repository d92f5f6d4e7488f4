#!/usr/bin/env node
// Generates the flat-illustration SVG assets in apps/web/public/images/: rooms/, food/, gallery/, hero/,
// logo.svg and favicon.svg (the `jobs` list at the end names every file and its size). The SVGs are
// committed and served as they are, so neither `npm start` nor `npm test` runs this: run it by hand after
// changing a drawing here, then commit the regenerated files (it overwrites them and prints each one's size).
// Seed data and the web app refer to these paths (/images/...); a new file needs a `jobs` entry.
// Plain Node ESM, no dependencies. Run with: node scripts/generate-images.mjs
// Every image is composed from simple shapes and gradients; no text, fonts,
// scripts, external references or embedded raster images.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'public', 'images');

// ---------------------------------------------------------------- palette
const P = {
  ink: '#1f2d3d',
  navy: '#1b2a41',
  blue: '#1c7ed6',
  blueD: '#1864ab',
  blueL: '#74c0fc',
  blueXL: '#d0ebff',
  teal: '#1098ad',
  tealD: '#0b7285',
  tealL: '#66d9e8',
  tealXL: '#c5f6fa',
  cream: '#fbf6ee',
  sand: '#f1e6d6',
  beige: '#e3d3bc',
  taupe: '#c8b39a',
  wood: '#c08a5a',
  woodD: '#8d5b3a',
  woodL: '#dcb48a',
  coral: '#ff8a65',
  mustard: '#f4b740',
  sage: '#8fb996',
  leaf: '#4c9a6a',
  leafD: '#2f7350',
  rose: '#e8a0a8',
};

// ---------------------------------------------------------------- helpers
let PREC = 1; // decimals kept for coordinates (0 for the large scenes)
const f = (v) => String(Math.round(v * 10 ** PREC) / 10 ** PREC).replace(/^(-?)0\./, '$1.');
const fo = (v) => String(Math.round(v * 100) / 100).replace(/^(-?)0\./, '$1.');
const pd = (s, ...v) => s.reduce((a, str, i) => a + str + (i < v.length ? f(v[i]) : ''), '');
const at = (o) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? (/opacity|offset/.test(k) ? fo(v) : f(v)) : v}"`)
    .join('');

const rect = (x, y, w, h, fill, o = {}) => `<rect${at({ x, y, width: w, height: h, ...o, fill })}/>`;
const rr = (x, y, w, h, rx, fill, o = {}) => rect(x, y, w, h, fill, { rx, ...o });
const circ = (cx, cy, r, fill, o = {}) => `<circle${at({ cx, cy, r, ...o, fill })}/>`;
const ell = (cx, cy, rx, ry, fill, o = {}) => `<ellipse${at({ cx, cy, rx, ry, ...o, fill })}/>`;
const path = (d, fill, o = {}) => `<path${at({ d, ...o, fill })}/>`;
const poly = (pts, fill, o = {}) => `<polygon${at({ points: pts.map((p) => p.map(f).join(',')).join(' '), ...o, fill })}/>`;
const stroke = (d, c, w, o = {}) =>
  path(d, 'none', { stroke: c, 'stroke-width': w, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...o });
const g = (o, ...kids) => `<g${at(o)}>${kids.flat().join('')}</g>`;
const rot = (a, cx, cy) => `rotate(${f(a)} ${f(cx)} ${f(cy)})`;

const hx = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const mix = (a, b, t) =>
  '#' +
  hx(a)
    .map((v, i) =>
      Math.round(v + (hx(b)[i] - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
const lt = (c, t = 0.2) => mix(c, '#ffffff', t);
const dk = (c, t = 0.2) => mix(c, '#000000', t);

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Per-file definitions (gradients, clips, filters), deduplicated by content.
let DEFS = [];
let DEFKEYS = new Map();
function addDef(key, make) {
  if (!DEFKEYS.has(key)) {
    const id = 'd' + DEFKEYS.size.toString(36);
    DEFKEYS.set(key, id);
    DEFS.push(make(id));
  }
  return `url(#${DEFKEYS.get(key)})`;
}
const stopsStr = (stops) =>
  stops.map(([o, c, op]) => `<stop offset="${fo(o)}" stop-color="${c}"${op !== undefined ? ` stop-opacity="${fo(op)}"` : ''}/>`).join('');
// Attributes equal to the SVG defaults (x1=y1=y2=0, x2=1; cx=cy=r=.5) are left out.
const lin = (stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) =>
  addDef(
    'l' + JSON.stringify([stops, x1, y1, x2, y2]),
    (id) =>
      `<linearGradient id="${id}"${at({ x1: x1 || null, y1: y1 || null, x2: x2 === 1 ? null : x2, y2: y2 || null })}>${stopsStr(stops)}</linearGradient>`,
  );
const rad = (stops, cx = 0.5, cy = 0.5, r = 0.5) =>
  addDef(
    'r' + JSON.stringify([stops, cx, cy, r]),
    (id) =>
      `<radialGradient id="${id}"${at({ cx: cx === 0.5 ? null : fo(cx), cy: cy === 0.5 ? null : fo(cy), r: r === 0.5 ? null : fo(r) })}>${stopsStr(stops)}</radialGradient>`,
  );
const clip = (inner) => addDef('c' + inner, (id) => `<clipPath id="${id}">${inner}</clipPath>`);
const pattern = (w, h, inner, x = 0, y = 0) =>
  addDef(
    'p' + JSON.stringify([w, h, inner, x, y]),
    (id) => `<pattern id="${id}" width="${w}" height="${h}" x="${f(x)}" y="${f(y)}" patternUnits="userSpaceOnUse">${inner}</pattern>`,
  );

const shadow = (cx, cy, rx, ry, op = 0.25, c = '#2b1d12') =>
  ell(
    cx,
    cy,
    rx,
    ry,
    rad([
      [0, c, op],
      [1, c, 0],
    ]),
  );
const glow = (cx, cy, r, c = '#ffe3a3', op = 0.5) =>
  circ(
    cx,
    cy,
    r,
    rad([
      [0, c, op],
      [1, c, 0],
    ]),
  );

function blob(cx, cy, rx, ry, seed = 1, v = 0.15, n = 9) {
  const r = rng(seed);
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const k = 1 - v + r() * v * 2;
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  const mid = (p, q) => [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  const m0 = mid(pts[n - 1], pts[0]);
  let d = pd`M${m0[0]} ${m0[1]}`;
  for (let i = 0; i < n; i++) {
    const p = pts[i];
    const m = mid(p, pts[(i + 1) % n]);
    d += pd`Q${p[0]} ${p[1]} ${m[0]} ${m[1]}`;
  }
  return d + 'Z';
}

function leaf(cx, cy, len, wid, a, c, vein = true) {
  const h = len / 2;
  const body = path(pd`M0 ${-h}Q${wid} 0 0 ${h}Q${-wid} 0 0 ${-h}Z`, c);
  const v = vein ? stroke(pd`M0 ${-h * 0.75}V${h * 0.85}`, dk(c, 0.25), 2, { 'stroke-opacity': 0.5 }) : '';
  return g({ transform: `translate(${f(cx)} ${f(cy)}) rotate(${f(a)})` }, body + v);
}

// The Innkeep mark: a house whose door is a keyhole (64x64 coordinates).
function houseMark(tx, ty, s, c = '#ffffff', key = P.blue) {
  return g(
    { transform: `translate(${f(tx)} ${f(ty)}) scale(${s})` },
    path('M32 12.5 10.5 30.5a2.6 2.6 0 0 0 3.4 4L16 32.8V49a3 3 0 0 0 3 3h26a3 3 0 0 0 3-3V32.8l2.1 1.7a2.6 2.6 0 0 0 3.4-4Z', c),
    circ(32, 37.5, 4.6, key),
    path('M29.8 40h4.4l1.6 7.5h-7.6Z', key),
  );
}

// ---------------------------------------------------------------- scenery
function cloud(cx, cy, s = 1, op = 0.9) {
  return g(
    { fill: '#ffffff', opacity: op },
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(28 * s)}"/>`,
    `<circle cx="${f(cx + 32 * s)}" cy="${f(cy + 6 * s)}" r="${f(21 * s)}"/>`,
    `<circle cx="${f(cx - 32 * s)}" cy="${f(cy + 9 * s)}" r="${f(18 * s)}"/>`,
    `<rect x="${f(cx - 50 * s)}" y="${f(cy + 6 * s)}" width="${f(104 * s)}" height="${f(21 * s)}" rx="${f(10.5 * s)}"/>`,
  );
}

function skyline(x, y, w, h, r, o = {}) {
  const { far = '#55608a', near = '#2a3352', lit = '#ffd479', litP = 0.3 } = o;
  let s = '';
  let xx = x - 10;
  while (xx < x + w) {
    const bw = 40 + r() * 60;
    const bh = h * (0.3 + r() * 0.4);
    s += rect(xx, y + h - bh, bw - 4, bh, far);
    xx += bw;
  }
  xx = x - 20;
  let win = '';
  while (xx < x + w) {
    const bw = 56 + r() * 70;
    const bh = h * (0.15 + r() * 0.35);
    const top = y + h - bh;
    s += rect(xx, top, bw - 6, bh + 2, near);
    for (let wy = top + 12; wy < y + h - 10; wy += 18) {
      for (let wx = xx + 8; wx < xx + bw - 16; wx += 14) if (r() < litP) win += pd`M${wx} ${wy}h6v9h-6z`;
    }
    xx += bw;
  }
  return s + path(win, lit);
}

function view(scene, x, y, w, h, seed = 1, litP = 0.3) {
  const r = rng(seed);
  let s = '';
  if (scene === 'day' || scene === 'garden') {
    s += rect(
      x,
      y,
      w,
      h,
      lin([
        [0, '#8ecdf0'],
        [1, '#e4f5fd'],
      ]),
    );
    s += cloud(x + w * 0.28, y + h * 0.22, 0.9) + cloud(x + w * 0.78, y + h * 0.36, 0.7);
    s += ell(x + w * 0.25, y + h * 1.02, w * 0.75, h * 0.32, '#a9d6b1') + ell(x + w * 0.9, y + h * 1.08, w * 0.6, h * 0.38, '#86c294');
    for (let i = 0; i < 4; i++) {
      const tx = x + w * (0.1 + i * 0.26 + r() * 0.05);
      const ty = y + h * (0.8 + r() * 0.05);
      s += rect(tx - 3, ty, 6, 30, '#7a5a43') + circ(tx, ty, 22 + r() * 10, i % 2 ? '#4c9a6a' : '#5fae78');
    }
  } else if (scene === 'city' || scene === 'night') {
    const sky =
      scene === 'city'
        ? [
            [0, '#26335a'],
            [0.55, '#8a6a9e'],
            [1, '#f6b27a'],
          ]
        : [
            [0, '#0f1a33'],
            [0.7, '#243a66'],
            [1, '#3d5a8a'],
          ];
    s += rect(x, y, w, h, lin(sky));
    if (scene === 'night') {
      s += glow(x + w * 0.78, y + h * 0.18, 70, '#fff6d8', 0.5) + circ(x + w * 0.78, y + h * 0.18, 24, '#fff6d8');
      let st = '';
      for (let i = 0; i < 26; i++) st += pd`M${x + r() * w} ${y + r() * h * 0.5}h2v2h-2z`;
      s += path(st, '#ffffff', { opacity: 0.8 });
    } else {
      s += glow(x + w * 0.3, y + h * 0.7, 140, '#ffd79a', 0.6);
    }
    s += skyline(x, y + h * 0.35, w, h * 0.65, r, scene === 'night' ? { far: '#2d3e63', near: '#17213a', litP: 0.35 } : { litP });
  } else if (scene === 'sea' || scene === 'sunset') {
    const hy = y + h * 0.6;
    if (scene === 'sea') {
      s += rect(
        x,
        y,
        w,
        h,
        lin([
          [0, '#7cc4ee'],
          [1, '#e8f6fd'],
        ]),
      );
      s += glow(x + w * 0.75, y + h * 0.22, 90, '#fff3c4', 0.8) + circ(x + w * 0.75, y + h * 0.22, 26, '#fff3c4');
      s += cloud(x + w * 0.25, y + h * 0.2, 0.8, 0.85);
      s += ell(x + w * 0.2, hy + 2, w * 0.22, 22, '#6aa784') + ell(x + w * 0.26, hy + 2, w * 0.1, 32, '#5b9a76');
      s += rect(
        x,
        hy,
        w,
        h,
        lin([
          [0, '#48b7dc'],
          [1, '#1c6fb8'],
        ]),
      );
      let wv = '';
      for (let i = 0; i < 14; i++) wv += pd`M${x + r() * w} ${hy + 12 + r() * (h * 0.36)}h${20 + r() * 40}`;
      s += stroke(wv, '#ffffff', 3, { opacity: 0.5 });
      const bx = x + w * 0.62;
      const by = hy + h * 0.12;
      s += path(pd`M${bx - 34} ${by}H${bx + 34}L${bx + 24} ${by + 12}H${bx - 24}Z`, '#f4f1ea');
      s +=
        path(pd`M${bx + 2} ${by - 4}V${by - 62}L${bx + 30} ${by - 4}Z`, '#ffffff') +
        path(pd`M${bx - 3} ${by - 4}V${by - 50}L${bx - 26} ${by - 4}Z`, '#ffe8cc');
    } else {
      s += rect(
        x,
        y,
        w,
        h,
        lin([
          [0, '#3d3f7a'],
          [0.45, '#c0669a'],
          [0.78, '#f59a6b'],
          [1, '#ffd39a'],
        ]),
      );
      s += glow(x + w * 0.55, hy, 170, '#ffd59a', 0.7) + circ(x + w * 0.55, hy, 46, '#ffe3a8');
      s += rect(
        x,
        hy,
        w,
        h,
        lin([
          [0, '#6a5d98'],
          [1, '#262f5e'],
        ]),
      );
      let wv = '';
      for (let i = 0; i < 7; i++) {
        const ww = 110 - i * 13;
        wv += pd`M${x + w * 0.55 - ww / 2} ${hy + 8 + i * 14}h${ww}`;
      }
      s += stroke(wv, '#ffc98a', 5, { opacity: 0.7 });
      s += cloud(x + w * 0.2, y + h * 0.25, 0.9, 0.35);
    }
  }
  return s;
}

function windowBox(x, y, w, h, o = {}) {
  const { scene = 'day', frame = '#ffffff', cols = 2, rows = 1, seed = 1, curtain = null, tie = P.mustard, sill = true, drop = 90 } = o;
  let s = rect(x - 12, y - 8, w + 36, h + 36, '#3b2a1e', { opacity: 0.08 });
  s += rect(x - 18, y - 18, w + 36, h + 36, frame);
  s += g(
    { 'clip-path': clip(rect(x, y, w, h, '#000')) },
    view(scene, x, y, w, h, seed),
    poly(
      [
        [x + w * 0.1, y + h],
        [x + w * 0.45, y],
        [x + w * 0.62, y],
        [x + w * 0.27, y + h],
      ],
      '#ffffff',
      { opacity: 0.12 },
    ),
  );
  s += rect(x, y, w, h, 'none', { stroke: '#000', 'stroke-opacity': 0.08, 'stroke-width': 4 });
  for (let i = 1; i < cols; i++) s += rect(x + (w * i) / cols - 5, y, 10, h, frame);
  for (let i = 1; i < rows; i++) s += rect(x, y + (h * i) / rows - 5, w, 10, frame);
  if (sill) s += rr(x - 34, y + h + 14, w + 68, 16, 4, frame) + rect(x - 30, y + h + 30, w + 60, 8, '#3b2a1e', { opacity: 0.08 });
  if (curtain) {
    const fold = lin(
      [
        [0, curtain],
        [0.3, lt(curtain, 0.18)],
        [0.55, curtain],
        [0.8, dk(curtain, 0.14)],
        [1, curtain],
      ],
      0,
      0,
      1,
      0,
    );
    const panel =
      path(
        pd`M${x - 88} ${y - 44}H${x + 50}Q${x + 32} ${y + h * 0.42} ${x - 24} ${y + h * 0.56}Q${x + 8} ${y + h * 0.8} ${x + 22} ${y + h + drop}H${x - 88}Z`,
        fold,
      ) + rr(x - 92, y + h * 0.53, 78, 14, 7, tie);
    s += panel + g({ transform: `matrix(-1 0 0 1 ${f(2 * x + w)} 0)` }, panel);
    s += rr(x - 110, y - 54, w + 220, 10, 5, '#6b5445') + circ(x - 112, y - 49, 10, '#6b5445') + circ(x + w + 112, y - 49, 10, '#6b5445');
  }
  return s;
}

function art(x, y, w, h, kind = 'mountain', o = {}) {
  const { frame = '#6b4a33' } = o;
  const ix = x + 22;
  const iy = y + 22;
  const iw = w - 44;
  const ih = h - 44;
  let s = rect(x + 6, y + 10, w, h, '#3b2a1e', { opacity: 0.12 }) + rect(x, y, w, h, frame) + rect(x + 8, y + 8, w - 16, h - 16, '#fbf8f3');
  let inner;
  if (kind === 'mountain') {
    inner =
      rect(
        ix,
        iy,
        iw,
        ih,
        lin([
          [0, '#fde6cf'],
          [1, '#f7c9a8'],
        ]),
      ) +
      circ(ix + iw * 0.7, iy + ih * 0.35, Math.min(iw, ih) * 0.14, P.coral) +
      poly(
        [
          [ix - 10, iy + ih],
          [ix + iw * 0.35, iy + ih * 0.4],
          [ix + iw * 0.75, iy + ih],
        ],
        P.teal,
      ) +
      poly(
        [
          [ix + iw * 0.3, iy + ih],
          [ix + iw * 0.68, iy + ih * 0.55],
          [ix + iw + 10, iy + ih],
        ],
        P.tealD,
      );
  } else if (kind === 'circles') {
    inner =
      rect(ix, iy, iw, ih, '#e7f5f8') +
      circ(ix + iw * 0.42, iy + ih * 0.56, Math.min(iw, ih) * 0.32, P.teal) +
      circ(ix + iw * 0.64, iy + ih * 0.42, Math.min(iw, ih) * 0.24, P.mustard, { opacity: 0.85 }) +
      stroke(pd`M${ix + iw * 0.12} ${iy + ih * 0.85}H${ix + iw * 0.88}`, P.navy, 3);
  } else if (kind === 'arch') {
    inner =
      rect(ix, iy, iw, ih, '#f6ece0') +
      path(
        pd`M${ix + iw * 0.22} ${iy + ih}V${iy + ih * 0.5}A${iw * 0.28} ${iw * 0.28} 0 0 1 ${ix + iw * 0.78} ${iy + ih * 0.5}V${iy + ih}Z`,
        '#d9825b',
      ) +
      circ(ix + iw * 0.5, iy + ih * 0.25, Math.min(iw, ih) * 0.1, P.mustard) +
      rect(ix, iy + ih * 0.85, iw, ih * 0.15, P.teal);
  } else if (kind === 'botanical') {
    inner = rect(ix, iy, iw, ih, '#eef4ec') + stroke(pd`M${ix + iw / 2} ${iy + ih * 0.92}V${iy + ih * 0.12}`, P.leafD, 3);
    for (let i = 0; i < 4; i++) {
      const ly = iy + ih * (0.25 + i * 0.17);
      const len = Math.min(iw * 0.38, 60);
      inner +=
        leaf(ix + iw / 2 - len * 0.42, ly, len, len * 0.55, -60, i % 2 ? P.sage : P.leaf, false) +
        leaf(ix + iw / 2 + len * 0.42, ly + 8, len, len * 0.55, 60, i % 2 ? P.leaf : P.sage, false);
    }
  } else {
    inner = rect(ix, iy, iw, ih, '#e3f2fb');
    for (let i = 0; i < 4; i++) {
      const wy = iy + ih * (0.35 + i * 0.18);
      inner += stroke(
        pd`M${ix - 5} ${wy}q${iw / 8} -14 ${iw / 4} 0t${iw / 4} 0t${iw / 4} 0t${iw / 4} 0`,
        [P.blueL, P.blue, P.teal, P.navy][i],
        7,
      );
    }
    inner += circ(ix + iw * 0.25, iy + ih * 0.2, Math.min(iw, ih) * 0.09, P.coral);
  }
  return s + g({ 'clip-path': clip(rect(ix, iy, iw, ih, '#000')) }, inner);
}

// ---------------------------------------------------------------- furniture
function roomBase(o = {}) {
  const {
    W = 1200,
    H = 800,
    fy = 560,
    wall = [P.sand, P.beige],
    floor = ['#d9b48c', '#b98558'],
    base = '#ffffff',
    tiles = false,
    wainscot = null,
  } = o;
  let s = rect(
    0,
    0,
    W,
    fy,
    lin([
      [0, wall[0]],
      [1, wall[1]],
    ]),
  );
  if (wainscot) s += rect(0, fy - 190, W, 190, wainscot) + rect(0, fy - 198, W, 10, base);
  s += rect(
    0,
    fy,
    W,
    H - fy,
    lin([
      [0, floor[0]],
      [1, floor[1]],
    ]),
  );
  let d = '';
  const vx = W / 2;
  const step = tiles ? 150 : 100;
  for (let x = -900; x <= W + 900; x += step) d += pd`M${vx + (x - vx) * 0.42} ${fy}L${x} ${H}`;
  if (tiles) for (let i = 1; i < 6; i++) d += pd`M0 ${fy + (H - fy) * Math.pow(i / 6, 1.4)}H${W}`;
  s += path(d, 'none', { stroke: '#4a321f', 'stroke-opacity': 0.13, 'stroke-width': 2 });
  s += rect(
    0,
    fy,
    W,
    30,
    lin([
      [0, '#3b2a1e', 0.18],
      [1, '#3b2a1e', 0],
    ]),
  );
  s += rect(0, fy - 16, W, 16, base) + rect(0, fy - 16, W, 3, '#000000', { opacity: 0.06 });
  return s;
}

function rug(cx, cy, rx, ry, c = P.teal, c2 = '#ffffff') {
  return (
    ell(cx, cy + 6, rx, ry, '#000000', { opacity: 0.08 }) +
    ell(cx, cy, rx, ry, c) +
    ell(cx, cy, rx - 22, ry - 12, 'none', { stroke: c2, 'stroke-width': 4, 'stroke-opacity': 0.7 }) +
    ell(cx, cy, rx * 0.55, ry * 0.5, 'none', { stroke: c2, 'stroke-width': 3, 'stroke-opacity': 0.4, 'stroke-dasharray': '10 10' })
  );
}

function plant(cx, fy, o = {}) {
  const { s = 1, pot = '#eadfce', leafC = P.leaf, leaf2 = P.sage, tall = false } = o;
  let out = shadow(cx, fy, 64 * s, 10 * s, 0.28);
  const top = fy - 86 * s;
  const angles = tall ? [-34, -20, -8, 6, 18, 32, 0] : [-72, -48, -24, 0, 24, 48, 72];
  const len = tall ? 170 : 100;
  const d = ['', ''];
  angles.forEach((a, i) => {
    const l = len * s * (0.78 + (i % 3) * 0.12);
    const wd = (tall ? 30 : 38) * s;
    const r = (a * Math.PI) / 180;
    const [ux, uy] = [Math.sin(r), -Math.cos(r)];
    const [mx, my] = [cx + ux * l * 0.5, top + uy * l * 0.5];
    d[i % 2] +=
      pd`M${cx} ${top}Q${mx - uy * wd} ${my + ux * wd} ${cx + ux * l} ${top + uy * l}Q${mx + uy * wd} ${my - ux * wd} ${cx} ${top}Z`;
  });
  out += path(d[0], leaf2) + path(d[1], leafC);
  out += path(
    pd`M${cx - 40 * s} ${top}H${cx + 40 * s}L${cx + 31 * s} ${fy}H${cx - 31 * s}Z`,
    lin(
      [
        [0, pot],
        [1, dk(pot, 0.12)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += rr(cx - 45 * s, top - 4 * s, 90 * s, 16 * s, 4 * s, dk(pot, 0.06));
  return out;
}

function nightstand(x, fy, w = 120, h = 120, c = '#caa27c') {
  let s = shadow(x + w / 2, fy, w * 0.7, 10, 0.25);
  s += rect(x + 8, fy - 16, 9, 16, dk(c, 0.35)) + rect(x + w - 17, fy - 16, 9, 16, dk(c, 0.35));
  s += rr(
    x,
    fy - h,
    w,
    h - 14,
    6,
    lin([
      [0, c],
      [1, dk(c, 0.1)],
    ]),
  );
  s += rr(x - 6, fy - h - 8, w + 12, 14, 5, dk(c, 0.18));
  const dh = (h - 46) / 2;
  for (let i = 0; i < 2; i++)
    s +=
      rr(x + 10, fy - h + 14 + i * (dh + 8), w - 20, dh, 4, lt(c, 0.12)) +
      circ(x + w / 2, fy - h + 14 + i * (dh + 8) + dh / 2, 5, dk(c, 0.4));
  return s;
}

function tableLamp(cx, by, o = {}) {
  const { shade = '#fbf1df', base = P.teal, s = 1, lit = true } = o;
  let out = lit ? glow(cx, by - 125 * s, 190 * s, '#ffe3a3', 0.55) : '';
  out += path(
    pd`M${cx - 20 * s} ${by}Q${cx - 40 * s} ${by - 38 * s} ${cx - 13 * s} ${by - 70 * s}H${cx + 13 * s}Q${cx + 40 * s} ${by - 38 * s} ${cx + 20 * s} ${by}Z`,
    lin(
      [
        [0, lt(base, 0.15)],
        [1, dk(base, 0.15)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += rect(cx - 3 * s, by - 110 * s, 6 * s, 42 * s, '#8a7a6a');
  out += poly(
    [
      [cx - 34 * s, by - 168 * s],
      [cx + 34 * s, by - 168 * s],
      [cx + 58 * s, by - 104 * s],
      [cx - 58 * s, by - 104 * s],
    ],
    lin([
      [0, shade],
      [1, dk(shade, 0.08)],
    ]),
  );
  out += ell(cx, by - 104 * s, 58 * s, 5 * s, '#fff3c4');
  return out;
}

function floorLamp(cx, fy, h = 420, c = '#2f3a45', shade = '#fbf1df') {
  return (
    glow(cx, fy - h + 40, 200, '#ffe3a3', 0.5) +
    shadow(cx, fy, 50, 8, 0.3) +
    ell(cx, fy - 4, 34, 8, c) +
    rect(cx - 3, fy - h + 30, 6, h - 30, c) +
    poly(
      [
        [cx - 40, fy - h - 40],
        [cx + 40, fy - h - 40],
        [cx + 62, fy - h + 36],
        [cx - 62, fy - h + 36],
      ],
      lin([
        [0, shade],
        [1, dk(shade, 0.1)],
      ]),
    ) +
    ell(cx, fy - h + 36, 62, 6, '#fff3c4')
  );
}

function pendant(cx, y, o = {}) {
  const { c = P.teal, r = 42, glowR = 180, glowOp = 0.4, cord = '#4a4a4a', top = 0 } = o;
  return (
    glow(cx, y + r + 30, glowR, '#ffe3a3', glowOp) +
    rect(cx - 1.5, top, 3, y - top, cord) +
    path(
      pd`M${cx - r} ${y + r}A${r} ${r} 0 0 1 ${cx + r} ${y + r}Z`,
      lin(
        [
          [0, lt(c, 0.15)],
          [1, dk(c, 0.12)],
        ],
        0,
        0,
        1,
        0,
      ),
    ) +
    ell(cx, y + r, r, 6, '#fff4cf') +
    circ(cx, y + r + 5, 9, '#fff7d6')
  );
}

function bedFront(cx, fy, W, o = {}) {
  const {
    head = '#8fa9b8',
    duvet = '#ffffff',
    duvetShade = '#e3e9ef',
    pillows = 2,
    frame = '#7a5a43',
    throwC = null,
    headH = 200,
    cushion = null,
    pillowC = '#ffffff',
  } = o;
  const Wb = W * 0.84;
  const yb = fy - 205;
  const yf = fy - 140;
  const wAt = (y) => Wb + ((W - Wb) * (y - yb)) / (yf - yb);
  let s = shadow(cx, fy - 2, W * 0.64, 20, 0.32);
  const hx0 = cx - Wb / 2 - 26;
  const hy0 = yb - headH + 40;
  s += rr(hx0, hy0, Wb + 52, yf - hy0, 18, head) + rr(hx0 + 14, hy0 + 14, Wb + 24, headH - 48, 12, lt(head, 0.12));
  let tufts = '';
  for (let ty = hy0 + 48; ty < yb - 20; ty += 46) for (let tx = hx0 + 50; tx < hx0 + Wb + 20; tx += 52) tufts += pd`M${tx} ${ty}h.1`;
  s += stroke(tufts, dk(head, 0.2), 7);
  s += rect(cx - W / 2 + 4, fy - 24, 14, 24, dk(frame, 0.2)) + rect(cx + W / 2 - 18, fy - 24, 14, 24, dk(frame, 0.2));
  s += rr(
    cx - W / 2 - 6,
    fy - 66,
    W + 12,
    46,
    8,
    lin([
      [0, frame],
      [1, dk(frame, 0.15)],
    ]),
  );
  s += poly(
    [
      [cx - Wb / 2, yb],
      [cx + Wb / 2, yb],
      [cx + W / 2, yf],
      [cx - W / 2, yf],
    ],
    '#f4f1ec',
  );
  const pw = (Wb * 0.94) / pillows;
  for (let i = 0; i < pillows; i++) {
    const px = cx - Wb * 0.47 + i * pw;
    s += rr(px + 5, yb - 52, pw - 10, 66, 24, pillowC) + rr(px + 10, yb + 2, pw - 20, 12, 6, '#000000', { opacity: 0.05 });
  }
  if (cushion) {
    const n = pillows > 1 ? pillows : 1;
    for (let i = 0; i < n; i++) {
      const px = cx - Wb * 0.47 + (i + 0.5) * pw;
      s += rr(px - 40, yb - 24, 80, 46, 14, cushion, { transform: rot(i % 2 ? 5 : -5, px, yb) });
    }
  }
  const yd = yb + 42;
  const wd = wAt(yd) / 2 + 6;
  s += poly(
    [
      [cx - wd, yd],
      [cx + wd, yd],
      [cx + W / 2 + 8, yf],
      [cx - W / 2 - 8, yf],
    ],
    lin([
      [0, lt(duvetShade, 0.4)],
      [1, duvet],
    ]),
  );
  s += poly(
    [
      [cx - wd, yd],
      [cx + wd, yd],
      [cx + wd + 2, yd + 14],
      [cx - wd - 2, yd + 14],
    ],
    '#ffffff',
    { opacity: 0.85 },
  );
  s += path(
    pd`M${cx - W / 2 - 8} ${yf}H${cx + W / 2 + 8}V${fy - 50}Q${cx + W / 2 + 8} ${fy - 38} ${cx + W / 2 - 4} ${fy - 38}H${cx - W / 2 + 4}Q${cx - W / 2 - 8} ${fy - 38} ${cx - W / 2 - 8} ${fy - 50}Z`,
    lin([
      [0, duvet],
      [1, duvetShade],
    ]),
  );
  s += stroke(pd`M${cx - W * 0.2} ${yf + 10}v${fy - 60 - yf}M${cx + W * 0.22} ${yf + 10}v${fy - 62 - yf}`, dk(duvetShade, 0.1), 3, {
    'stroke-opacity': 0.35,
  });
  if (throwC) {
    const yt = yf - 34;
    const wt = wAt(yt) / 2 + 8;
    s += poly(
      [
        [cx - wt, yt],
        [cx + wt, yt],
        [cx + W / 2 + 9, yf],
        [cx - W / 2 - 9, yf],
      ],
      throwC,
    );
    s += rr(cx - W / 2 - 9, yf - 2, W + 18, 50, 6, dk(throwC, 0.1));
    s += stroke(pd`M${cx - W / 2} ${yf + 36}H${cx + W / 2}`, lt(throwC, 0.35), 3, { 'stroke-dasharray': '2 10' });
  }
  return s;
}

function sofa(x, fy, w, o = {}) {
  const { c = '#5c7c8a', cushion = P.mustard, cushion2 = '#ffffff', leg = '#5a4030' } = o;
  const cL = lt(c, 0.12);
  const cD = dk(c, 0.14);
  let s = shadow(x + w / 2, fy, w * 0.58, 16, 0.3);
  s += rect(x + 24, fy - 20, 10, 20, leg) + rect(x + w - 34, fy - 20, 10, 20, leg);
  s += rr(x + 28, fy - 218, w - 56, 150, 26, cD);
  const n = w < 260 ? 1 : w > 360 ? 3 : 2;
  const bw = (w - 128) / n;
  for (let i = 0; i < n; i++) s += rr(x + 64 + i * bw + 3, fy - 204, bw - 6, 112, 20, c);
  s += rr(x + 40, fy - 104, w - 80, 50, 16, cL);
  s += rr(x + 20, fy - 64, w - 40, 46, 10, cD);
  s += rr(x, fy - 152, 66, 134, 26, c) + rr(x + w - 66, fy - 152, 66, 134, 26, c);
  s += rr(x + 8, fy - 148, 50, 16, 8, cL, { opacity: 0.7 }) + rr(x + w - 58, fy - 148, 50, 16, 8, cL, { opacity: 0.7 });
  if (cushion) s += rr(x + 76, fy - 170, 78, 72, 16, cushion, { transform: rot(-9, x + 115, fy - 134) });
  if (cushion2 && n > 1) s += rr(x + w - 154, fy - 170, 78, 72, 16, cushion2, { transform: rot(9, x + w - 115, fy - 134) });
  return s;
}

function coffeeTable(cx, fy, w = 220, o = {}) {
  const { c = '#b07d52', vase = P.teal } = o;
  let s = shadow(cx, fy, w * 0.6, 10, 0.25);
  s += rect(cx - w / 2 + 18, fy - 62, 10, 62, dk(c, 0.2)) + rect(cx + w / 2 - 28, fy - 62, 10, 62, dk(c, 0.2));
  s += rr(cx - w / 2, fy - 76, w, 18, 8, c) + rect(cx - w / 2 + 6, fy - 60, w - 12, 4, '#000000', { opacity: 0.1 });
  s += rr(cx - w * 0.35, fy - 92, 70, 16, 3, '#e9dccb') + rr(cx - w * 0.32, fy - 104, 62, 12, 3, P.coral);
  s += path(
    pd`M${cx + w * 0.2 - 16} ${fy - 76}Q${cx + w * 0.2 - 26} ${fy - 110} ${cx + w * 0.2 - 8} ${fy - 126}H${cx + w * 0.2 + 8}Q${cx + w * 0.2 + 26} ${fy - 110} ${cx + w * 0.2 + 16} ${fy - 76}Z`,
    vase,
  );
  s +=
    stroke(pd`M${cx + w * 0.2} ${fy - 126}q-10 -40 -26 -56M${cx + w * 0.2} ${fy - 126}q8 -46 26 -60`, P.leafD, 3) +
    circ(cx + w * 0.2 - 26, fy - 182, 9, P.rose) +
    circ(cx + w * 0.2 + 26, fy - 186, 9, P.mustard);
  return s;
}

function bunk(x, fy, L = 360, o = {}) {
  const { frame = '#3d5a73', b1 = P.teal, b2 = P.mustard, ladder = true } = o;
  const H = 440;
  let s = shadow(x + L / 2, fy, L * 0.62, 14, 0.3);
  const deck = (y, bc) =>
    rr(x + 14, y - 36, L - 28, 38, 10, '#f8f6f2') +
    rr(x, y, L, 20, 4, frame) +
    rr(x + 26, y - 62, 84, 32, 14, '#ffffff') +
    path(
      pd`M${x + 104} ${y - 40}H${x + L - 14}V${y + 12}Q${x + L - 14} ${y + 24} ${x + L - 28} ${y + 24}H${x + 118}Q${x + 104} ${y + 24} ${x + 104} ${y + 12}Z`,
      bc,
    ) +
    rect(x + 104, y - 40, 24, 64, lt(bc, 0.3));
  s += deck(fy - 300, b1) + deck(fy - 84, b2);
  s += rr(x, fy - 376, L * 0.6, 12, 5, frame) + rect(x + L * 0.6 - 12, fy - 376, 10, 80, frame);
  s +=
    rr(x, fy - H, 18, H, 5, dk(frame, 0.1)) +
    rr(x + L - 18, fy - H, 18, H, 5, dk(frame, 0.1)) +
    circ(x + 9, fy - H, 11, frame) +
    circ(x + L - 9, fy - H, 11, frame);
  if (ladder) {
    const lx = x + L - 104;
    s += rect(lx, fy - 390, 10, 390, lt(frame, 0.15)) + rect(lx + 62, fy - 390, 10, 390, lt(frame, 0.15));
    for (let y = fy - 58; y > fy - 390; y -= 64) s += rr(lx, y, 72, 9, 3, lt(frame, 0.25));
  }
  return s;
}

function lockers(x, fy, n, o = {}) {
  const { w = 86, h = 330, colors = [P.teal, P.blue], gap = 6 } = o;
  const tw = n * (w + gap) - gap;
  let s = shadow(x + tw / 2, fy, tw * 0.58, 12, 0.28);
  s += rr(x - 8, fy - h - 18, tw + 16, 18, 4, '#4d5d6a');
  for (let i = 0; i < n; i++) {
    const lx = x + i * (w + gap);
    const c = colors[i % colors.length];
    s += rr(
      lx,
      fy - h,
      w,
      h - 14,
      6,
      lin([
        [0, lt(c, 0.08)],
        [1, dk(c, 0.1)],
      ]),
    );
    let v = '';
    for (let j = 0; j < 4; j++) v += pd`M${lx + 22} ${fy - h + 26 + j * 12}H${lx + w - 22}`;
    s += stroke(v, dk(c, 0.3), 5);
    s +=
      rr(lx + w - 22, fy - h / 2 - 34, 8, 46, 4, '#eef1f4') +
      circ(lx + w - 18, fy - h / 2 + 30, 6, P.mustard) +
      rr(lx + w / 2 - 15, fy - h + 90, 30, 18, 3, '#ffffff', { opacity: 0.85 });
  }
  s += rect(x - 8, fy - 14, tw + 16, 14, '#3d4a55');
  return s;
}

function backpack(cx, fy, c = P.coral) {
  return (
    shadow(cx, fy, 56, 8, 0.3) +
    rr(cx - 42, fy - 110, 84, 110, 26, c) +
    rr(cx - 30, fy - 52, 60, 42, 10, dk(c, 0.12)) +
    rr(cx - 30, fy - 92, 60, 8, 4, lt(c, 0.3)) +
    path(pd`M${cx - 20} ${fy - 110}q20 -26 40 0`, 'none', { stroke: dk(c, 0.3), 'stroke-width': 6 })
  );
}

function candle(cx, by, h = 60, w = 30, c = '#fff8ec') {
  return (
    glow(cx, by - h - 10, 70, '#ffd88a', 0.55) +
    rr(
      cx - w / 2,
      by - h,
      w,
      h,
      5,
      lin(
        [
          [0, c],
          [1, dk(c, 0.08)],
        ],
        0,
        0,
        1,
        0,
      ),
    ) +
    ell(cx, by - h, w / 2, 4, dk(c, 0.06)) +
    path(pd`M${cx} ${by - h - 28}q10 14 0 24q-10 -10 0 -24Z`, '#ffb84d') +
    path(pd`M${cx} ${by - h - 18}q5 8 0 13q-5 -5 0 -13Z`, '#fff2b3')
  );
}

function towelRoll(cx, cy, r, c) {
  return (
    circ(cx, cy, r, c) +
    circ(cx, cy, r * 0.62, 'none', { stroke: dk(c, 0.1), 'stroke-width': 3 }) +
    circ(cx, cy, r * 0.28, 'none', { stroke: dk(c, 0.12), 'stroke-width': 3 })
  );
}

function bottle(x, by, w, h, c, label = '#f3ead9') {
  const d = pd`M${x} ${by}V${by - h * 0.58}Q${x} ${by - h * 0.72} ${x + w * 0.36} ${by - h * 0.78}V${by - h}H${x + w * 0.64}V${by - h * 0.78}Q${x + w} ${by - h * 0.72} ${x + w} ${by - h * 0.58}V${by}Z`;
  return (
    path(d, c) +
    rect(x + w * 0.12, by - h * 0.45, w * 0.76, h * 0.26, label) +
    rect(x + w * 0.33, by - h - 4, w * 0.34, 10, dk(c, 0.3)) +
    rect(x + w * 0.14, by - h * 0.62, w * 0.14, h * 0.55, '#ffffff', { opacity: 0.2 })
  );
}

function chairFront(cx, fy, c = '#a8734b', seat = P.teal) {
  return (
    shadow(cx, fy, 56, 8, 0.25) +
    rect(cx - 40, fy - 190, 10, 190, dk(c, 0.1)) +
    rect(cx + 30, fy - 190, 10, 190, dk(c, 0.1)) +
    rr(cx - 44, fy - 200, 88, 60, 10, c) +
    rr(cx - 46, fy - 96, 92, 20, 6, seat) +
    rect(cx - 40, fy - 50, 80, 6, dk(c, 0.2))
  );
}

function jacuzzi(cx, fy, w = 560, seed = 3) {
  const r = rng(seed);
  const h = 170;
  const ty = fy - h;
  let s = shadow(cx, fy, w * 0.62, 18, 0.3);
  s += rr(
    cx - w / 2,
    ty,
    w,
    h,
    24,
    lin([
      [0, '#ffffff'],
      [1, '#d8e0e6'],
    ]),
  );
  s += rr(cx - w / 2 + 26, ty + 52, w - 52, h - 74, 14, 'none', { stroke: '#c9d3da', 'stroke-width': 3 });
  s +=
    ell(cx, ty + 4, w / 2 + 4, 50, '#f3f6f8') +
    ell(
      cx,
      ty + 8,
      w / 2 - 92,
      34,
      lin([
        [0, '#8fe6ef'],
        [1, P.teal],
      ]),
    );
  let b = '';
  for (let i = 0; i < 34; i++) {
    const a = r() * Math.PI * 2;
    const k = Math.sqrt(r()) * 0.85;
    b += `<circle cx="${f(cx + Math.cos(a) * (w / 2 - 96) * k)}" cy="${f(ty + 8 + Math.sin(a) * 30 * k)}" r="${f(2 + r() * 5)}"/>`;
  }
  s += g({ fill: '#ffffff', opacity: 0.75 }, b);
  for (let i = 0; i < 3; i++) {
    const sx = cx - 120 + i * 120;
    s += stroke(pd`M${sx} ${ty - 20}q-22 -30 0 -60t0 -60`, '#ffffff', 9, { opacity: 0.35 });
  }
  s += towelRoll(cx - w / 2 + 36, ty - 12, 24, '#ffffff') + towelRoll(cx - w / 2 + 64, ty + 16, 22, P.tealXL);
  s += candle(cx + w / 2 - 34, ty + 4, 46, 24) + candle(cx + w / 2 - 66, ty + 22, 30, 22);
  return s;
}

function desk(x, fy, w = 280) {
  const c = '#c08a5a';
  let s = shadow(x + w / 2, fy, w * 0.6, 10, 0.25);
  s +=
    rect(x + 12, fy - 150, 12, 150, dk(c, 0.2)) +
    rect(x + w - 24, fy - 150, 12, 150, dk(c, 0.2)) +
    rr(x + w - 110, fy - 150, 84, 70, 4, lt(c, 0.1)) +
    circ(x + w - 68, fy - 115, 5, dk(c, 0.4));
  s += rr(x - 6, fy - 166, w + 12, 18, 5, c);
  s +=
    poly(
      [
        [x + 60, fy - 166],
        [x + 150, fy - 166],
        [x + 160, fy - 170],
        [x + 50, fy - 170],
      ],
      '#9aa6b2',
    ) +
    path(pd`M${x + 62} ${fy - 170}L${x + 72} ${fy - 244}H${x + 150}L${x + 146} ${fy - 170}Z`, '#3d4a55') +
    path(
      pd`M${x + 68} ${fy - 176}L${x + 77} ${fy - 238}H${x + 143}L${x + 140} ${fy - 176}Z`,
      lin([
        [0, P.blueL],
        [1, P.blue],
      ]),
    );
  s +=
    rr(x + 190, fy - 202, 28, 36, 6, P.coral) +
    path(pd`M${x + 218} ${fy - 194}q14 0 14 10t-14 10`, 'none', { stroke: P.coral, 'stroke-width': 5 });
  return s;
}

// ---------------------------------------------------------------- rooms
const ROOM = { w: 1200, h: 800 };

function roomDefault() {
  return (
    roomBase({ wall: ['#f2eee8', '#e4ddd3'], floor: ['#d8cbbb', '#bfae99'] }) +
    art(520, 120, 200, 150, 'mountain', { frame: '#8a7a6a' }) +
    rug(600, 720, 430, 62, '#cfc4b6', '#ffffff') +
    nightstand(860, 680, 120, 120, '#cbb9a4') +
    tableLamp(920, 552, { base: '#9aa6b2', s: 0.95 }) +
    bedFront(600, 700, 420, { head: '#b7aa9a', duvet: '#ffffff', duvetShade: '#e4e0da', frame: '#8f7c69', throwC: '#a9b8c4' })
  );
}

function single1() {
  return (
    roomBase({ wall: ['#f4eadf', '#e9d9c5'] }) +
    windowBox(110, 130, 300, 290, { scene: 'day', curtain: '#4fb3c3', tie: P.mustard, seed: 4, drop: 70 }) +
    art(620, 150, 170, 130, 'botanical') +
    art(810, 180, 110, 100, 'circles') +
    rug(720, 722, 330, 56, '#e7c9a0', '#ffffff') +
    bedFront(720, 700, 300, {
      head: P.teal,
      pillows: 1,
      duvet: '#ffffff',
      duvetShade: '#dfe7ec',
      throwC: P.mustard,
      frame: '#8d6a4f',
      cushion: P.coral,
    }) +
    nightstand(920, 680, 110, 112, '#d5b08a') +
    tableLamp(975, 560, { base: P.coral, s: 0.9 }) +
    plant(180, 720, { s: 1.1, pot: '#f0e6d8' })
  );
}

function single2() {
  return (
    roomBase({ wall: ['#dfeaf1', '#c8d8e4'], floor: ['#e0c6a6', '#c39b72'] }) +
    windowBox(820, 140, 250, 280, { scene: 'sea', frame: '#fdfdfb', cols: 1, rows: 2, seed: 9 }) +
    art(230, 150, 140, 180, 'waves', { frame: '#ffffff' }) +
    art(390, 190, 110, 110, 'arch', { frame: '#ffffff' }) +
    pendant(560, 210, { c: P.mustard, r: 34, glowOp: 0.3 }) +
    rug(380, 722, 320, 54, '#5c7c8a', '#ffffff') +
    bedFront(370, 700, 290, {
      head: '#e9d8c0',
      pillows: 1,
      duvet: '#f7fbff',
      duvetShade: '#d0e3f1',
      throwC: P.blue,
      frame: '#a57a55',
      cushion: P.mustard,
    }) +
    desk(780, 690, 300) +
    chairFront(880, 740, '#b5855c', P.coral)
  );
}

function double1() {
  return (
    roomBase({ wall: ['#f5e7da', '#ebd2bd'], floor: ['#d6ad83', '#b07f53'] }) +
    windowBox(1000, 150, 150, 250, { scene: 'day', cols: 1, rows: 2, seed: 12 }) +
    art(440, 110, 320, 150, 'mountain', { frame: '#ffffff' }) +
    rug(600, 728, 470, 60, '#3f6e7d', '#f4b740') +
    nightstand(200, 680, 120, 120) +
    tableLamp(260, 552, { base: P.teal }) +
    nightstand(880, 680, 120, 120) +
    tableLamp(940, 552, { base: P.teal }) +
    bedFront(600, 705, 460, {
      head: '#6f8fa3',
      duvet: '#ffffff',
      duvetShade: '#e3e8ee',
      pillows: 2,
      throwC: P.coral,
      cushion: P.mustard,
      frame: '#7a5a43',
    }) +
    plant(1090, 740, { s: 1.05 })
  );
}

function double2() {
  return (
    roomBase({ wall: ['#2f7480', '#23606b'], floor: ['#caa079', '#9f7149'], base: '#e8dccb' }) +
    windowBox(80, 130, 280, 300, { scene: 'city', frame: '#f3ebe0', seed: 21, curtain: '#e9dccb', tie: P.mustard, drop: 70 }) +
    art(560, 150, 150, 120, 'circles', { frame: '#f3ebe0' }) +
    art(730, 150, 150, 120, 'arch', { frame: '#f3ebe0' }) +
    pendant(470, 250, { c: P.mustard, r: 30, glowOp: 0.45 }) +
    pendant(1000, 250, { c: P.mustard, r: 30, glowOp: 0.45 }) +
    rug(720, 728, 450, 60, '#e9dccb', P.teal) +
    nightstand(420, 680, 100, 110, '#e0c9a6') +
    nightstand(970, 680, 100, 110, '#e0c9a6') +
    bedFront(720, 705, 440, {
      head: '#e9dccb',
      duvet: '#ffffff',
      duvetShade: '#e6e1da',
      pillows: 2,
      throwC: P.mustard,
      cushion: P.teal,
      frame: '#6d4c36',
    }) +
    plant(1120, 745, { s: 1.1, tall: true, pot: '#e9dccb' })
  );
}

function suite1() {
  return (
    roomBase({ wall: ['#efe6da', '#e0d0bb'], floor: ['#8a6246', '#6b4832'], base: '#f6efe4' }) +
    windowBox(60, 70, 560, 400, { scene: 'night', frame: '#2f3a45', cols: 3, seed: 31, sill: false }) +
    art(760, 100, 300, 130, 'waves', { frame: '#c9a86a' }) +
    floorLamp(668, 640, 380, '#2f3a45') +
    rug(740, 730, 520, 64, '#c9b18f', '#ffffff') +
    bedFront(950, 690, 470, {
      head: '#3f5866',
      duvet: '#fffdf9',
      duvetShade: '#e8e1d6',
      pillows: 3,
      throwC: '#c9a86a',
      cushion: '#8fb1bf',
      frame: '#3b2a1e',
      headH: 230,
    }) +
    sofa(50, 770, 420, { c: '#d9c9b3', cushion: P.teal, cushion2: '#c9a86a', leg: '#3b2a1e' }) +
    coffeeTable(560, 780, 200, { c: '#3b2a1e', vase: '#c9a86a' })
  );
}

function suite2() {
  return (
    roomBase({ wall: ['#f7f1e8', '#ebdfcf'], floor: ['#e4cfb2', '#c8a983'] }) +
    windowBox(70, 90, 480, 380, { scene: 'sea', cols: 2, seed: 5, curtain: '#a5d8e0', tie: '#ffffff', drop: 60 }) +
    art(760, 110, 260, 140, 'arch', { frame: '#ffffff' }) +
    rug(860, 728, 460, 60, '#1098ad', '#ffffff') +
    bedFront(890, 700, 500, {
      head: '#d9c4a5',
      duvet: '#ffffff',
      duvetShade: '#dceaf2',
      pillows: 3,
      throwC: P.teal,
      cushion: '#f4b740',
      frame: '#a57a55',
      headH: 230,
    }) +
    plant(1140, 745, { s: 1.1, tall: true }) +
    sofa(70, 775, 380, { c: '#f0e4d2', cushion: P.blue, cushion2: P.coral, leg: '#8d5b3a' }) +
    coffeeTable(520, 785, 180, { c: '#c08a5a', vase: '#ffffff' })
  );
}

function suite3() {
  return (
    roomBase({ wall: ['#3c4a6b', '#2f3b58'], floor: ['#e6dccd', '#c9b9a2'], base: '#d9cdbb', tiles: true }) +
    windowBox(190, 80, 700, 400, { scene: 'sunset', frame: '#1f2a40', cols: 3, seed: 7, sill: false }) +
    plant(92, 610, { s: 0.95, tall: true, pot: '#e9dccb' }) +
    bedFront(1120, 690, 440, {
      head: '#c9a86a',
      duvet: '#ffffff',
      duvetShade: '#e6dfe8',
      pillows: 2,
      throwC: '#7a5d8f',
      frame: '#2a2233',
    }) +
    jacuzzi(540, 760, 620) +
    sofa(16, 792, 230, { c: '#7a5d8f', cushion: P.mustard, leg: '#2a2233' })
  );
}

function shared1() {
  return (
    roomBase({ wall: ['#e7f3ef', '#d2e6de'], floor: ['#dcbf9b', '#bd9469'] }) +
    windowBox(530, 130, 140, 230, { scene: 'garden', cols: 1, rows: 2, seed: 2 }) +
    art(200, 170, 150, 110, 'mountain', { frame: '#ffffff' }) +
    art(850, 170, 150, 110, 'botanical', { frame: '#ffffff' }) +
    bedFront(300, 705, 290, { head: P.teal, pillows: 1, throwC: P.mustard, frame: '#8d6a4f' }) +
    nightstand(545, 680, 110, 112, '#d5b08a') +
    tableLamp(600, 560, { base: P.mustard, s: 0.85 }) +
    bedFront(900, 705, 290, { head: P.teal, pillows: 1, throwC: P.coral, frame: '#8d6a4f' }) +
    plant(1130, 745, { s: 0.95 })
  );
}

function shared2() {
  let shelf = rr(470, 220, 260, 12, 4, '#b07d52');
  shelf +=
    rr(490, 170, 22, 50, 3, P.teal) +
    rr(514, 180, 18, 40, 3, P.mustard) +
    rr(534, 164, 22, 56, 3, P.coral) +
    circ(640, 198, 22, '#ffffff') +
    plant(690, 220, { s: 0.45 });
  return (
    roomBase({ wall: ['#f1ece6', '#e2dad0'], floor: ['#cdb193', '#a98865'], wainscot: '#dde6ea' }) +
    shelf +
    pendant(230, 120, { c: P.teal, r: 28, glowOp: 0.3 }) +
    pendant(600, 90, { c: P.mustard, r: 28, glowOp: 0.3 }) +
    pendant(970, 120, { c: P.teal, r: 28, glowOp: 0.3 }) +
    bedFront(230, 705, 230, { head: '#8fa9b8', pillows: 1, throwC: P.blue, frame: '#7a5a43', headH: 180 }) +
    nightstand(385, 690, 70, 100, '#d5b08a') +
    nightstand(745, 690, 70, 100, '#d5b08a') +
    bedFront(600, 705, 230, { head: '#8fa9b8', pillows: 1, throwC: P.mustard, frame: '#7a5a43', headH: 180 }) +
    bedFront(970, 705, 230, { head: '#8fa9b8', pillows: 1, throwC: P.coral, frame: '#7a5a43', headH: 180 })
  );
}

function hostel1() {
  return (
    roomBase({ wall: ['#e9eff3', '#d5e0e7'], floor: ['#b9c2c9', '#98a3ac'], base: '#8a98a4', tiles: true }) +
    windowBox(380, 70, 260, 120, { scene: 'day', cols: 2, seed: 14, sill: false }) +
    stroke('M0 300H1200', P.teal, 10, { 'stroke-linecap': 'butt', opacity: 0.7 }) +
    bunk(60, 730, 370, { b1: P.teal, b2: P.mustard }) +
    bunk(480, 730, 370, { b1: P.coral, b2: P.blue }) +
    lockers(900, 730, 3, { colors: [P.teal, P.blue, P.tealD] }) +
    backpack(470, 760, P.mustard)
  );
}

function hostel2() {
  let mural = '';
  [P.teal, P.mustard, P.coral, P.blue].forEach((c, i) => {
    mural += poly(
      [
        [380 + i * 90, 560],
        [540 + i * 90, 60],
        [590 + i * 90, 60],
        [430 + i * 90, 560],
      ],
      c,
      { opacity: 0.85 },
    );
  });
  let flags = stroke('M60 70Q600 150 1140 70', '#6b5445', 3);
  for (let i = 0; i < 14; i++) {
    const t = (i + 0.5) / 14;
    const x = 60 + 1080 * t;
    const y = 70 + 160 * t * (1 - t) * 1;
    flags += poly(
      [
        [x - 18, y],
        [x + 18, y],
        [x, y + 34],
      ],
      [P.teal, P.mustard, P.coral, P.blue][i % 4],
    );
  }
  return (
    roomBase({ wall: ['#f6efe6', '#eadfd1'], floor: ['#c7a27c', '#a07a55'] }) +
    mural +
    flags +
    bunk(40, 735, 340, { b1: P.blue, b2: P.coral, frame: '#2f3a45' }) +
    lockers(420, 735, 4, { colors: [P.mustard, P.coral, P.teal, P.blue], w: 84 }) +
    bunk(810, 735, 340, { b1: P.mustard, b2: P.teal, frame: '#2f3a45' }) +
    backpack(790, 770, P.teal)
  );
}

// ---------------------------------------------------------------- food
function foodBg(blobC = P.tealXL) {
  return (
    rect(
      0,
      0,
      600,
      600,
      lin([
        [0, '#fbf5ec'],
        [1, '#f0e2ce'],
      ]),
    ) +
    circ(530, 60, 150, blobC, { opacity: 0.6 }) +
    circ(40, 570, 120, '#f6d9b8', { opacity: 0.55 })
  );
}
function plateTop(cx = 300, cy = 300, r = 205) {
  return (
    circ(
      cx + 10,
      cy + 16,
      r + 14,
      rad([
        [0.82, '#3b2a1e', 0.22],
        [1, '#3b2a1e', 0],
      ]),
    ) +
    circ(
      cx,
      cy,
      r,
      lin(
        [
          [0, '#ffffff'],
          [1, '#e4e9ee'],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    circ(cx, cy, r * 0.74, '#f6f8fa', { stroke: '#e2e7ec', 'stroke-width': 3 }) +
    path(pd`M${cx - r * 0.86} ${cy - r * 0.3}A${r * 0.91} ${r * 0.91} 0 0 1 ${cx - r * 0.3} ${cy - r * 0.86}`, 'none', {
      stroke: '#ffffff',
      'stroke-width': 6,
      'stroke-linecap': 'round',
      opacity: 0.9,
    })
  );
}
function plateSide(cx = 300, cy = 450, rx = 230) {
  const ry = rx * 0.22;
  return (
    shadow(cx, cy + ry * 0.7, rx * 1.08, ry * 1.2, 0.28) +
    ell(cx, cy + 10, rx * 0.6, ry * 0.7, '#d3dae1') +
    ell(
      cx,
      cy,
      rx,
      ry,
      lin([
        [0, '#ffffff'],
        [1, '#dde4ea'],
      ]),
    ) +
    ell(cx, cy - 3, rx * 0.7, ry * 0.6, '#f2f5f7')
  );
}
const metal = () =>
  lin(
    [
      [0, '#f3f5f7'],
      [1, '#aab4be'],
    ],
    0,
    0,
    1,
    0,
  );
function fork(x, y, len = 300, a = 0) {
  const m = metal();
  let s = '';
  for (let i = 0; i < 4; i++) s += rr(x - 19 + i * 10.7, y, 6, 66, 3, m);
  s += path(
    pd`M${x - 19} ${y + 50}H${x + 19}V${y + 70}Q${x + 19} ${y + 96} ${x + 6} ${y + 104}V${y + 120}H${x - 6}V${y + 104}Q${x - 19} ${y + 96} ${x - 19} ${y + 70}Z`,
    m,
  );
  s += rr(x - 10, y + 112, 20, len - 112, 10, m);
  return g({ transform: rot(a, x, y + len / 2) }, rr(x - 6, y + 14, 20, len, 10, '#3b2a1e', { opacity: 0.12 }), s);
}
function knife(x, y, len = 300, a = 0) {
  const s =
    path(pd`M${x - 10} ${y + 160}V${y + 28}Q${x - 10} ${y} ${x + 8} ${y}Q${x + 14} ${y + 60} ${x + 10} ${y + 160}Z`, metal()) +
    rr(x - 11, y + 150, 22, len - 150, 10, metal());
  return g({ transform: rot(a, x, y + len / 2) }, rr(x - 7, y + 14, 22, len, 10, '#3b2a1e', { opacity: 0.12 }), s);
}
function spoon(x, y, len = 280, a = 0) {
  const m = metal();
  return g(
    { transform: rot(a, x, y + len / 2) },
    ell(x + 4, y + 54, 28, 42, '#3b2a1e', { opacity: 0.12 }),
    ell(x, y + 42, 28, 42, m),
    ell(x - 4, y + 36, 14, 22, '#ffffff', { opacity: 0.45 }),
    rr(x - 8, y + 78, 16, len - 78, 8, m),
  );
}
function napkin(x, y, w, h, c = P.teal, a = 0) {
  return g(
    { transform: rot(a, x + w / 2, y + h / 2) },
    rr(x + 6, y + 10, w, h, 10, '#3b2a1e', { opacity: 0.1 }),
    rr(x, y, w, h, 10, c),
    rect(x + w * 0.62, y, 5, h, dk(c, 0.15)),
    rect(x, y + 14, w, 4, lt(c, 0.3)),
  );
}
function friedEgg(cx, cy, s = 1, seed = 1) {
  return (
    path(blob(cx, cy, 88 * s, 76 * s, seed, 0.16, 8), '#ffffff', { stroke: '#f1ece2', 'stroke-width': 3 }) +
    circ(cx + 6 * s, cy + 4 * s, 32 * s, '#f3e3cf') +
    circ(
      cx + 4 * s,
      cy + 1 * s,
      30 * s,
      rad(
        [
          [0, '#ffc640'],
          [1, '#f39c12'],
        ],
        0.4,
        0.4,
        0.6,
      ),
    ) +
    ell(cx - 6 * s, cy - 9 * s, 9 * s, 6 * s, '#fff6d6', { opacity: 0.8 })
  );
}
function strawberry(cx, cy, r, a = 0) {
  let seeds = '';
  for (let i = 0; i < 6; i++) seeds += pd`M${cx - r * 0.4 + (i % 3) * r * 0.4} ${cy - r * 0.15 + Math.floor(i / 3) * r * 0.45}h.1`;
  return g(
    { transform: rot(a, cx, cy) },
    path(
      pd`M${cx} ${cy + r}Q${cx - r * 1.05} ${cy + r * 0.1} ${cx - r * 0.75} ${cy - r * 0.5}Q${cx} ${cy - r * 0.85} ${cx + r * 0.75} ${cy - r * 0.5}Q${cx + r * 1.05} ${cy + r * 0.1} ${cx} ${cy + r}Z`,
      lin([
        [0, '#f4566b'],
        [1, '#c92a42'],
      ]),
    ),
    stroke(seeds, '#ffe08a', 4),
    path(
      pd`M${cx - r * 0.6} ${cy - r * 0.55}L${cx - r * 0.2} ${cy - r * 0.95}L${cx} ${cy - r * 0.6}L${cx + r * 0.25} ${cy - r * 0.95}L${cx + r * 0.6} ${cy - r * 0.55}Q${cx} ${cy - r * 0.35} ${cx - r * 0.6} ${cy - r * 0.55}Z`,
      P.leaf,
    ),
  );
}
function berries(pts, c = '#3f4f9e') {
  return pts.map(([x, y, r = 11]) => circ(x, y, r, c) + circ(x - r * 0.3, y - r * 0.3, r * 0.3, '#ffffff', { opacity: 0.4 })).join('');
}
function orangeWheel(cx, cy, r) {
  let segs = '';
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    segs += pd`M${cx} ${cy}L${cx + Math.cos(a) * r * 0.8} ${cy + Math.sin(a) * r * 0.8}`;
  }
  return circ(cx, cy, r, '#f59f1f') + circ(cx, cy, r * 0.86, '#fff1d0') + circ(cx, cy, r * 0.8, '#ffc04d') + stroke(segs, '#fff1d0', 3);
}
function lemonWheel(cx, cy, r) {
  let segs = '';
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    segs += pd`M${cx} ${cy}L${cx + Math.cos(a) * r * 0.8} ${cy + Math.sin(a) * r * 0.8}`;
  }
  return circ(cx, cy, r, '#f5d22e') + circ(cx, cy, r * 0.86, '#fffbe0') + circ(cx, cy, r * 0.8, '#fff07a') + stroke(segs, '#fffbe0', 3);
}
function steam(xs, y0, h = 90, op = 0.6) {
  return xs.map((x) => stroke(pd`M${x} ${y0}q-16 ${-h / 4} 0 ${-h / 2}t0 ${-h / 2}`, '#ffffff', 9, { opacity: op })).join('');
}

const F = {};
F.default = () =>
  foodBg() +
  napkin(40, 140, 110, 320, P.teal, -4) +
  fork(95, 150, 300) +
  plateTop(310, 300, 185) +
  knife(530, 150, 300) +
  ell(310, 300, 80, 80, '#ffffff', { opacity: 0.5 });

F.breakfast = () => {
  let bacon = '';
  for (let i = 0; i < 2; i++) {
    const d = pd`M150 ${355 + i * 44}q24 -22 48 0t48 0t48 0`;
    bacon += stroke(d, '#b8462f', 26) + stroke(d, '#f2a98a', 7, { opacity: 0.9 });
  }
  const sausage = (x, y, a) =>
    g(
      { transform: rot(a, x, y) },
      rr(
        x - 70,
        y - 20,
        140,
        40,
        20,
        lin([
          [0, '#c77a45'],
          [1, '#8a4a26'],
        ]),
      ),
      rr(x - 56, y - 12, 90, 8, 4, '#ffffff', { opacity: 0.25 }),
    );
  return (
    foodBg() +
    plateTop(300, 305, 225) +
    g(
      { transform: rot(-10, 215, 215) },
      rr(140, 140, 150, 140, 32, '#cf8c45'),
      rr(152, 152, 126, 116, 24, '#f5d08e'),
      rr(190, 185, 46, 36, 6, '#ffe9a6'),
    ) +
    friedEgg(390, 225, 0.95, 3) +
    bacon +
    sausage(395, 370, -18) +
    sausage(410, 420, -8) +
    circ(300, 300, 30, '#e5483b') +
    circ(300, 300, 22, '#ff7a66') +
    stroke('M292 300h.1M308 300h.1M300 292h.1', '#ffd8a8', 5) +
    leaf(255, 295, 34, 24, 30, P.leaf, false) +
    leaf(330, 325, 30, 22, -40, P.leafD, false)
  );
};

F.pancakes = () => {
  let stack = '';
  for (let i = 0; i < 6; i++) {
    const y = 400 - i * 34;
    stack += rr(
      170 - (i % 2) * 4,
      y - 34,
      260 + (i % 2) * 8,
      44,
      22,
      lin([
        [0, '#eab26a'],
        [1, '#c98a45'],
      ]),
    );
    stack += rr(184, y - 26, 232, 8, 4, '#fbe3b4', { opacity: 0.7 });
  }
  const top = 400 - 5 * 34 - 34;
  const syrup = pd`M190 ${top + 10}Q300 ${top - 22} 410 ${top + 10}V${top + 50}q-8 22 -16 0V${top + 30}q-30 8 -50 4v56q-9 20 -18 0V${top + 36}q-40 2 -70 -4v30q-8 18 -16 0V${top + 30}q-30 -4 -40 -8Z`;
  return (
    foodBg(P.blueXL) +
    plateSide(300, 440, 235) +
    stack +
    ell(300, top + 4, 132, 20, '#f3c987') +
    path(
      syrup,
      lin([
        [0, '#b5651d'],
        [1, '#8a4512'],
      ]),
      { opacity: 0.95 },
    ) +
    ell(270, top + 2, 60, 8, '#ffffff', { opacity: 0.25 }) +
    g({ transform: rot(-6, 300, top - 10) }, rr(272, top - 30, 56, 32, 6, '#fff1b8'), rr(272, top - 30, 56, 10, 5, '#fff8d8')) +
    strawberry(150, 440, 30, -20) +
    strawberry(465, 450, 28, 25) +
    berries([
      [205, 470],
      [228, 476],
      [385, 476],
      [410, 470, 10],
      [360, 470, 10],
    ]) +
    leaf(320, top - 36, 34, 22, 30, P.leaf, false)
  );
};

F.eggs = () => {
  let specks = '';
  const r = rng(8);
  for (let i = 0; i < 26; i++) specks += pd`M${170 + r() * 240} ${180 + r() * 230}h.1`;
  let chives = '';
  for (let i = 0; i < 10; i++) chives += pd`M${190 + r() * 200} ${190 + r() * 200}l${6 + r() * 6} ${-4 + r() * 8}`;
  return (
    foodBg() +
    g({ transform: rot(40, 300, 300) }, rr(278, 470, 44, 150, 16, '#2f343a'), rr(290, 560, 20, 40, 8, '#4a535c')) +
    circ(
      292,
      300,
      222,
      rad([
        [0.85, '#3b2a1e', 0.28],
        [1, '#3b2a1e', 0],
      ]),
    ) +
    circ(285, 290, 212, '#30363c') +
    circ(
      285,
      290,
      186,
      rad([
        [0, '#4d565e'],
        [1, '#2c3237'],
      ]),
    ) +
    path('M118 200A190 190 0 0 1 230 112', 'none', { stroke: '#6b757e', 'stroke-width': 6, 'stroke-linecap': 'round' }) +
    friedEgg(230, 250, 1, 5) +
    friedEgg(340, 345, 1.05, 11) +
    stroke(specks, '#2b2b2b', 4, { opacity: 0.6 }) +
    stroke(chives, P.leaf, 4)
  );
};

F.croissant = () => {
  const segs = [
    [192, 24],
    [348, 24],
    [210, 38],
    [330, 38],
    [229, 52],
    [311, 52],
    [249, 64],
    [291, 64],
    [270, 74],
  ];
  let body = '';
  segs.forEach(([deg, th]) => {
    const a = (deg * Math.PI) / 180;
    const x = 300 + Math.cos(a) * 140;
    const y = 450 + Math.sin(a) * 140;
    body += g(
      { transform: rot(deg - 90, x, y) },
      ell(
        x,
        y,
        th * 0.66,
        th,
        lin([
          [0, '#c9782a'],
          [0.55, '#eeb35c'],
          [1, '#f9d58a'],
        ]),
        { stroke: '#a85f1f', 'stroke-width': 2, 'stroke-opacity': 0.35 },
      ),
      ell(x, y + th * 0.45, th * 0.3, th * 0.22, '#fff0c8', { opacity: 0.55 }),
    );
  });
  return (
    foodBg() +
    plateTop(300, 310, 215) +
    circ(430, 165, 50, '#ffffff', { stroke: '#e2e7ec', 'stroke-width': 3 }) +
    circ(
      430,
      165,
      38,
      lin([
        [0, '#e0394f'],
        [1, '#a3172d'],
      ]),
    ) +
    ell(418, 154, 11, 6, '#ffffff', { opacity: 0.35 }) +
    body +
    g({ transform: rot(-25, 180, 200) }, rr(150, 180, 64, 40, 8, '#fff1b8'), rr(150, 180, 64, 12, 6, '#fff8d8'))
  );
};

F.burger = () => {
  let seeds = '';
  const r = rng(4);
  for (let i = 0; i < 14; i++) {
    const x = 205 + r() * 190;
    const y = 168 + r() * 60 - Math.abs(x - 300) * 0.25 + 20;
    seeds += ell(x, y, 6, 3.5, '#fff6df', { transform: rot(r() * 120 - 60, x, y) });
  }
  let lettuce = 'M150 330';
  for (let i = 0; i < 10; i++) lettuce += pd`q15 ${i % 2 ? 24 : 30} 30 0`;
  lettuce += 'v-20H150Z';
  const cheese = pd`M160 ${352}H440L432 372L410 372L395 400L380 372H250L232 405L215 372H168Z`;
  return (
    foodBg() +
    shadow(300, 470, 230, 34, 0.3) +
    rr(
      90,
      440,
      420,
      40,
      20,
      lin([
        [0, '#c8976a'],
        [1, '#a4744b'],
      ]),
    ) +
    path(
      'M170 400H430Q440 450 400 452H200Q160 450 170 400Z',
      lin([
        [0, '#e9a85c'],
        [1, '#c27a35'],
      ]),
    ) +
    rr(
      158,
      360,
      284,
      50,
      24,
      lin([
        [0, '#7a3f22'],
        [1, '#4e2713'],
      ]),
    ) +
    stroke('M190 385h20M240 378h26M300 390h20M360 380h24', '#a8623b', 5, { opacity: 0.7 }) +
    path(cheese, '#f7c63d') +
    rr(165, 330, 270, 22, 11, '#e2413b') +
    path(lettuce, P.leaf) +
    path(
      'M160 320Q160 170 300 165Q440 170 440 320Z',
      lin([
        [0, '#f3b867'],
        [1, '#d0873c'],
      ]),
    ) +
    ell(250, 215, 60, 26, '#ffe0a8', { opacity: 0.45, transform: rot(-20, 250, 215) }) +
    seeds +
    rect(298, 100, 4, 90, '#c8a070') +
    poly(
      [
        [302, 104],
        [350, 118],
        [302, 132],
      ],
      P.teal,
    )
  );
};

F.salad = () => {
  const r = rng(17);
  let inside = '';
  const greens = ['#5fae62', '#3f8f4e', '#8cc66b', '#74b95c'];
  const GA = 2.39996;
  for (let i = 0; i < 24; i++) {
    const a = i * GA;
    const d = Math.sqrt((i + 0.5) / 24) * 150;
    inside += leaf(300 + Math.cos(a) * d, 300 + Math.sin(a) * d, 100 + r() * 30, 80, r() * 180, greens[i % 4]);
  }
  for (let i = 0; i < 5; i++) {
    const a = i * 1.2566 + 0.4;
    const d = 60 + (i % 2) * 50;
    const x = 300 + Math.cos(a) * d;
    const y = 300 + Math.sin(a) * d;
    inside +=
      circ(x, y, 25, '#7bbf6a') +
      circ(x, y, 20, '#dff2c5') +
      stroke(pd`M${x - 6} ${y}h.1M${x + 6} ${y}h.1M${x} ${y - 6}h.1M${x} ${y + 6}h.1`, '#9ccf7e', 4);
  }
  for (let i = 0; i < 6; i++) {
    const a = i * 1.0472 + 1;
    const d = 45 + (i % 3) * 40;
    const x = 300 + Math.cos(a) * d;
    const y = 300 + Math.sin(a) * d;
    inside +=
      circ(
        x,
        y,
        19,
        lin([
          [0, '#ff5a4a'],
          [1, '#c92a2a'],
        ]),
      ) + ell(x - 6, y - 7, 6, 4, '#ffffff', { opacity: 0.5 });
  }
  for (let i = 0; i < 6; i++) {
    const x = 300 + Math.cos(i * 1.0472 + 0.2) * (40 + (i % 2) * 70) - 12;
    const y = 300 + Math.sin(i * 1.0472 + 0.2) * (40 + (i % 2) * 70) - 11;
    inside += rr(x, y, 24, 22, 4, '#fbfaf5', { transform: rot(r() * 60, x + 12, y + 11) });
  }
  for (let i = 0; i < 5; i++)
    inside += circ(300 + Math.cos(i * 1.2566 + 1.1) * 95, 300 + Math.sin(i * 1.2566 + 1.1) * 95, 9, 'none', {
      stroke: '#3b2a3e',
      'stroke-width': 6,
    });
  return (
    foodBg() +
    circ(
      310,
      318,
      232,
      rad([
        [0.82, '#3b2a1e', 0.24],
        [1, '#3b2a1e', 0],
      ]),
    ) +
    circ(
      300,
      300,
      222,
      lin(
        [
          [0, '#ffffff'],
          [1, '#d9e6ea'],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    circ(300, 300, 200, P.teal) +
    circ(300, 300, 186, '#f4f8f6') +
    g({ 'clip-path': clip(circ(300, 300, 184, '#000')) }, inside)
  );
};

F.pasta = () => {
  const r = rng(23);
  let nest = '';
  for (let i = 0; i < 20; i++) {
    const x = 300 + (r() - 0.5) * 70;
    const y = 300 + (r() - 0.5) * 70;
    nest += ell(x, y, 40 + r() * 85, 30 + r() * 70, 'none', {
      stroke: i % 3 ? '#f4d27a' : '#e3b552',
      'stroke-width': 8,
      transform: rot(r() * 180, x, y),
    });
  }
  let cheese = '';
  for (let i = 0; i < 22; i++) cheese += pd`M${240 + r() * 120} ${240 + r() * 120}h.1`;
  return (
    foodBg() +
    plateTop(300, 300, 220) +
    g({ 'clip-path': clip(circ(300, 300, 160, '#000')) }, nest) +
    path(
      blob(300, 295, 78, 70, 6, 0.2, 10),
      lin([
        [0, '#e4472f'],
        [1, '#b32c1c'],
      ]),
    ) +
    circ(270, 290, 20, '#8b3b22') +
    circ(322, 275, 18, '#8b3b22') +
    circ(305, 320, 19, '#8b3b22') +
    stroke(cheese, '#fffaf0', 6) +
    leaf(330, 245, 52, 34, 35, P.leaf) +
    leaf(355, 262, 44, 30, 80, P.leafD)
  );
};

F.soup = () => {
  let croutons = '';
  const r = rng(31);
  for (let i = 0; i < 7; i++) {
    const a = r() * Math.PI * 2;
    const d = 60 + r() * 70;
    const x = 300 + Math.cos(a) * d;
    const y = 300 + Math.sin(a) * d;
    croutons += rr(x - 11, y - 11, 22, 22, 5, '#e8b45d', { transform: rot(r() * 90, x, y) });
  }
  let herbs = '';
  for (let i = 0; i < 18; i++) herbs += pd`M${200 + r() * 200} ${200 + r() * 200}h.1`;
  return (
    foodBg() +
    spoon(505, 260, 300, 20) +
    circ(
      312,
      318,
      232,
      rad([
        [0.82, '#3b2a1e', 0.24],
        [1, '#3b2a1e', 0],
      ]),
    ) +
    circ(
      300,
      300,
      220,
      lin(
        [
          [0, '#ffffff'],
          [1, '#dfe6ea'],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    circ(300, 300, 205, P.blue) +
    circ(300, 300, 190, '#ffffff') +
    circ(
      300,
      300,
      168,
      rad([
        [0, '#f8ad55'],
        [1, '#dd7229'],
      ]),
    ) +
    stroke('M300 300m-8 0a8 8 0 1 1 16 0a24 24 0 1 1 -44 0a40 40 0 1 1 76 0a56 56 0 1 1 -108 0', '#fff6e8', 8, { opacity: 0.9 }) +
    croutons +
    stroke(herbs, P.leafD, 6) +
    steam([250, 300, 350], 150, 100, 0.5)
  );
};

F.steak = () => {
  const sh = blob(275, 300, 115, 84, 12, 0.12, 9);
  let marks = '';
  for (let i = 0; i < 5; i++) marks += pd`M${150 + i * 50} ${400}L${240 + i * 50} ${200}`;
  let asparagus = '';
  for (let i = 0; i < 4; i++)
    asparagus += g(
      { transform: rot(-30 + i * 6, 380, 420) },
      rr(300, 410 + i * 14, 150, 12, 6, '#6aa84f'),
      ell(452, 416 + i * 14, 14, 8, '#3f7d34'),
    );
  return (
    foodBg() +
    fork(70, 150, 300) +
    knife(530, 150, 300) +
    plateTop(300, 300, 190) +
    path(blob(280, 310, 120, 88, 12, 0.12, 9), '#f1d3b0') +
    path(
      sh,
      lin(
        [
          [0, '#a4532b'],
          [1, '#6b2d15'],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    g({ 'clip-path': clip(path(sh, '#000')) }, stroke(marks, '#3a160a', 11, { opacity: 0.55 })) +
    ell(240, 270, 40, 14, '#ffffff', { opacity: 0.12 }) +
    path(blob(385, 220, 28, 24, 3), '#f2c14e') +
    path(blob(405, 270, 26, 22, 8), '#e9b23f') +
    path(blob(365, 185, 22, 20, 5), '#f5cc61') +
    asparagus +
    stroke('M170 230q40 -30 90 -28', P.leafD, 4) +
    stroke('M185 222l-8 -12M200 214l-6 -13M215 209l-4 -13M232 205l-2 -13M190 220l6 14M206 212l5 13M222 207l4 13', P.leaf, 4)
  );
};

F.fish = () => {
  const body = 'M115 300Q250 190 410 292Q250 410 115 300Z';
  let marks = '';
  for (let i = 0; i < 5; i++) marks += pd`M${170 + i * 45} ${380}L${230 + i * 45} ${210}`;
  return (
    foodBg(P.blueXL) +
    ell(
      310,
      322,
      262,
      182,
      rad([
        [0.82, '#3b2a1e', 0.22],
        [1, '#3b2a1e', 0],
      ]),
    ) +
    ell(
      300,
      306,
      255,
      175,
      lin(
        [
          [0, '#ffffff'],
          [1, '#e0e7ed'],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    ell(300, 306, 200, 130, '#f5f8fa') +
    poly(
      [
        [400, 292],
        [488, 228],
        [470, 296],
        [490, 362],
      ],
      lin([
        [0, '#e8b065'],
        [1, '#b9772f'],
      ]),
    ) +
    path(
      body,
      lin([
        [0, '#f1c47e'],
        [1, '#c6843a'],
      ]),
    ) +
    g({ 'clip-path': clip(path(body, '#000')) }, stroke(marks, '#7a4316', 8, { opacity: 0.45 })) +
    path('M230 262q40 -30 70 -8q-30 -4 -70 8Z', '#c98a43') +
    circ(160, 290, 10, '#ffffff') +
    circ(162, 290, 5, '#2b2b2b') +
    stroke('M190 268q16 32 0 62', '#a86a2c', 4) +
    lemonWheel(395, 385, 36) +
    lemonWheel(200, 200, 30) +
    leaf(250, 375, 46, 28, 70, P.leaf) +
    leaf(285, 382, 40, 26, 110, P.leafD) +
    circ(470, 210, 16, '#e5483b') +
    circ(445, 196, 14, '#e5483b')
  );
};

F.curry = () => {
  const r = rng(41);
  let grains = '';
  for (let i = 0; i < 40; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * 72;
    const x = 240 + Math.cos(a) * d;
    const y = 255 + Math.sin(a) * d * 0.9;
    grains += ell(x, y, 7, 3, '#ebe6da', { transform: rot(r() * 180, x, y) });
  }
  let chunks = '';
  [
    [360, 300],
    [330, 380],
    [400, 370],
    [250, 380],
    [390, 230],
    [300, 420],
  ].forEach(([x, y], i) => {
    chunks += path(blob(x, y, 24, 20, i + 3, 0.2, 7), '#f0c089') + ell(x - 6, y - 6, 8, 5, '#ffffff', { opacity: 0.3 });
  });
  return (
    foodBg() +
    circ(
      312,
      318,
      232,
      rad([
        [0.82, '#3b2a1e', 0.24],
        [1, '#3b2a1e', 0],
      ]),
    ) +
    circ(
      300,
      300,
      222,
      lin(
        [
          [0, P.tealD],
          [1, '#08525f'],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    circ(300, 300, 200, '#f6efe4') +
    circ(
      300,
      300,
      184,
      rad([
        [0, '#f2a93b'],
        [1, '#cf6d22'],
      ]),
    ) +
    path(blob(240, 255, 86, 78, 9, 0.1, 10), '#fbf8f1') +
    grains +
    chunks +
    stroke('M330 330q30 -20 60 0t60 0', '#fff3dd', 5, { opacity: 0.8, transform: rot(-20, 390, 330) }) +
    leaf(350, 280, 26, 20, 20, P.leaf, false) +
    leaf(420, 330, 24, 18, -30, P.leafD, false) +
    leaf(290, 400, 24, 18, 60, P.leaf, false) +
    circ(360, 420, 8, 'none', { stroke: '#d62828', 'stroke-width': 4 }) +
    circ(420, 280, 8, 'none', { stroke: '#d62828', 'stroke-width': 4 })
  );
};

F.pizza = () => {
  const r = rng(51);
  let pep = '';
  [
    [230, 230],
    [360, 220],
    [300, 300],
    [210, 350],
    [390, 340],
    [290, 410],
    [420, 270],
    [180, 280],
    [330, 160],
    [250, 160],
  ].forEach(([x, y]) => {
    pep +=
      circ(
        x,
        y,
        26,
        lin([
          [0, '#c83b2d'],
          [1, '#962419'],
        ]),
      ) +
      circ(x - 8, y - 6, 3, '#7a1b12') +
      circ(x + 7, y + 5, 3, '#7a1b12') +
      circ(x + 6, y - 9, 2.5, '#7a1b12');
  });
  let olives = '';
  for (let i = 0; i < 7; i++) olives += circ(170 + r() * 260, 170 + r() * 260, 8, 'none', { stroke: '#2f2a33', 'stroke-width': 6 });
  let cuts = '';
  for (let i = 0; i < 4; i++) {
    const a = (i / 4) * Math.PI + 0.3;
    cuts += pd`M${300 + Math.cos(a) * 200} ${300 + Math.sin(a) * 200}L${300 - Math.cos(a) * 200} ${300 - Math.sin(a) * 200}`;
  }
  return (
    foodBg() +
    g({ transform: rot(40, 300, 300) }, rr(270, 520, 60, 80, 20, '#b07d52')) +
    circ(
      312,
      318,
      262,
      rad([
        [0.85, '#3b2a1e', 0.24],
        [1, '#3b2a1e', 0],
      ]),
    ) +
    circ(
      300,
      300,
      252,
      lin(
        [
          [0, '#d9a877'],
          [1, '#b07d52'],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    circ(
      300,
      300,
      212,
      lin(
        [
          [0, '#f0c07a'],
          [1, '#d29a52'],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    circ(300, 300, 186, '#d1432b') +
    path(blob(300, 300, 176, 176, 4, 0.06, 16), '#f7d47e') +
    circ(250, 260, 24, '#fbe3a3', { opacity: 0.8 }) +
    circ(350, 380, 20, '#fbe3a3', { opacity: 0.8 }) +
    pep +
    olives +
    leaf(300, 250, 40, 28, 30, '#3f8f4e') +
    leaf(250, 320, 36, 26, -30, '#3f8f4e') +
    leaf(360, 300, 38, 26, 70, '#3f8f4e') +
    stroke(cuts, '#e7b46a', 4, { opacity: 0.7 })
  );
};

F.fries = () => {
  const r = rng(61);
  let fries = '';
  for (let i = 0; i < 15; i++) {
    const x = 190 + i * 15 + r() * 8;
    const top = 110 + r() * 70;
    const a = (r() - 0.5) * 22;
    fries += rr(
      x,
      top,
      26,
      240,
      6,
      lin(
        [
          [0, '#ffd66b'],
          [1, '#eea83a'],
        ],
        0,
        0,
        1,
        0,
      ),
      { transform: rot(a, x + 13, 360) },
    );
  }
  return (
    foodBg() +
    shadow(300, 520, 170, 24, 0.3) +
    path('M175 245Q300 215 425 245L420 260H180Z', '#a82a1f') +
    fries +
    path(
      'M160 250Q300 300 440 250L405 515Q300 532 195 515Z',
      lin([
        [0, '#ee5a44'],
        [1, '#c7372a'],
      ]),
    ) +
    path('M160 250Q300 300 440 250L436 276Q300 326 164 276Z', '#ffffff', { opacity: 0.25 }) +
    circ(300, 400, 48, '#ffffff') +
    houseMark(300 - 28.8, 400 - 30, 0.9, P.teal, '#ffffff') +
    shadow(490, 520, 70, 14, 0.25) +
    ell(490, 505, 66, 24, '#ffffff') +
    ell(490, 502, 52, 16, '#d8362c') +
    ell(475, 498, 14, 5, '#ffffff', { opacity: 0.4 })
  );
};

F.nachos = () => {
  const r = rng(71);
  let chips = '';
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2 + r() * 0.3;
    const d = 120 + r() * 50;
    const x = 300 + Math.cos(a) * d;
    const y = 300 + Math.sin(a) * d;
    const s = 50 + r() * 14;
    chips += poly(
      [
        [x, y - s],
        [x + s * 0.9, y + s * 0.55],
        [x - s * 0.9, y + s * 0.55],
      ],
      i % 2 ? '#f2c14e' : '#e8b03b',
      { stroke: i % 2 ? '#f2c14e' : '#e8b03b', 'stroke-width': 14, 'stroke-linejoin': 'round', transform: rot(r() * 360, x, y) },
    );
  }
  let top = '';
  for (let i = 0; i < 6; i++) {
    const a = r() * Math.PI * 2;
    const d = 110 + r() * 60;
    top += path(blob(300 + Math.cos(a) * d, 300 + Math.sin(a) * d, 36, 26, i + 9, 0.3, 7), '#ffb020', { opacity: 0.9 });
  }
  for (let i = 0; i < 7; i++) {
    const a = r() * Math.PI * 2;
    const d = 100 + r() * 70;
    const x = 300 + Math.cos(a) * d;
    const y = 300 + Math.sin(a) * d;
    top += circ(x, y, 13, '#4f9a3a') + circ(x, y, 8, '#b6df8a') + (i % 2 ? rr(x + 20, y + 8, 14, 14, 3, '#e5483b') : '');
  }
  return (
    foodBg() +
    circ(
      312,
      318,
      252,
      rad([
        [0.85, '#3b2a1e', 0.24],
        [1, '#3b2a1e', 0],
      ]),
    ) +
    circ(
      300,
      300,
      244,
      lin(
        [
          [0, '#3d4a55'],
          [1, '#27313a'],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    chips +
    top +
    circ(300, 300, 72, '#ffffff') +
    circ(300, 300, 60, '#d9412e') +
    rr(280, 285, 12, 12, 3, '#ff8a75') +
    rr(310, 300, 12, 12, 3, '#ff8a75') +
    rr(290, 318, 10, 10, 3, '#7bb661') +
    path(blob(300, 296, 30, 26, 4, 0.15, 8), '#fffaf0') +
    leaf(318, 272, 22, 16, 40, P.leaf, false)
  );
};

F.cake = () => {
  const T = [140, 300];
  const Fr = [420, 336];
  const B = [478, 262];
  const h = 140;
  const front = [T, Fr, [Fr[0], Fr[1] + h], [T[0], T[1] + h]];
  let layers = '';
  const bands = [
    ['#f7d9a8', 0, 0.24],
    ['#ff9fb1', 0.24, 0.1],
    ['#f7d9a8', 0.34, 0.26],
    ['#fff6ea', 0.6, 0.1],
    ['#f7d9a8', 0.7, 0.3],
  ];
  bands.forEach(([c, a, b]) => {
    layers += poly(
      [
        [T[0], T[1] + h * a],
        [Fr[0], Fr[1] + h * a],
        [Fr[0], Fr[1] + h * (a + b)],
        [T[0], T[1] + h * (a + b)],
      ],
      c,
    );
  });
  return (
    foodBg('#ffe3e8') +
    plateSide(300, 455, 240) +
    shadow(300, 450, 190, 20, 0.2) +
    g({ 'clip-path': clip(poly(front, '#000')) }, layers, stroke('M160 390h30M230 330h40M330 395h30', '#e9c18a', 4, { opacity: 0.7 })) +
    poly([Fr, B, [B[0], B[1] + h], [Fr[0], Fr[1] + h]], '#fde9ef') +
    poly([T, B, Fr], '#fff6f8') +
    path(pd`M${Fr[0]} ${Fr[1]}L${B[0]} ${B[1]}V${B[1] + 24}q-6 16 -12 0q-8 22 -16 2q-10 26 -18 4L${Fr[0]} ${Fr[1] + 26}Z`, '#ff8fa5') +
    g(
      { transform: 'translate(62 36)' },
      path('M300 258q-26 -6 -20 -26q8 -18 26 -10q18 -8 26 10q6 20 -20 26Z', '#ffffff'),
      strawberry(305, 218, 26, 10),
      leaf(350, 240, 30, 20, 60, P.leaf, false),
    ) +
    g(
      { transform: 'translate(-80 30)' },
      path('M300 258q-26 -6 -20 -26q8 -18 26 -10q18 -8 26 10q6 20 -20 26Z', '#ffffff', { transform: 'matrix(1 0 0 .8 0 51.6)' }),
      circ(303, 232, 9, '#e0394f'),
    ) +
    berries(
      [
        [190, 500, 10],
        [212, 506, 10],
      ],
      '#3f4f9e',
    ) +
    strawberry(420, 500, 20, 30)
  );
};

F.coffee = () => {
  const r = rng(81);
  let beans = '';
  [
    [110, 470, 20],
    [150, 520, -30],
    [480, 500, 50],
    [510, 450, 10],
    [90, 400, 70],
  ].forEach(([x, y, a]) => {
    beans += g({ transform: rot(a + r() * 10, x, y) }, ell(x, y, 18, 13, '#6b3e26'), stroke(pd`M${x - 12} ${y}q12 -6 24 0`, '#3b2012', 3));
  });
  return (
    foodBg() +
    beans +
    shadow(300, 470, 220, 46, 0.28) +
    ell(
      300,
      455,
      205,
      58,
      lin([
        [0, '#ffffff'],
        [1, '#d5dde4'],
      ]),
    ) +
    ell(300, 450, 130, 34, '#eef2f5') +
    path('M445 330C520 320 520 430 430 425', 'none', { stroke: P.teal, 'stroke-width': 22, 'stroke-linecap': 'round' }) +
    path(
      'M165 290C170 430 210 465 300 465C390 465 430 430 435 290Z',
      lin(
        [
          [0, P.teal],
          [1, P.tealD],
        ],
        0,
        0,
        1,
        0,
      ),
    ) +
    path('M190 330C200 420 230 450 270 455', 'none', { stroke: '#ffffff', 'stroke-width': 8, 'stroke-linecap': 'round', opacity: 0.25 }) +
    ell(300, 290, 135, 40, '#ffffff') +
    ell(
      300,
      295,
      120,
      32,
      rad([
        [0, '#a8693f'],
        [1, '#6b3b1f'],
      ]),
    ) +
    path('M300 318C270 300 250 290 262 280C272 272 290 278 300 288C310 278 328 272 338 280C350 290 330 300 300 318Z', '#f3dcc0') +
    steam([255, 300, 345], 230, 130, 0.55)
  );
};

F.juice = () => {
  let ice = '';
  [
    [260, 260, 15],
    [330, 300, -10],
    [280, 360, 25],
  ].forEach(([x, y, a]) => {
    ice += rr(x - 24, y - 24, 48, 48, 10, '#ffffff', { opacity: 0.35, transform: rot(a, x, y) });
  });
  const leafy = (x, y) => leaf(x + 14, y - 52, 40, 26, 50, P.leaf, false);
  return (
    foodBg() +
    shadow(300, 510, 200, 26, 0.25) +
    circ(
      130,
      460,
      62,
      lin([
        [0, '#ffb347'],
        [1, '#f08a12'],
      ]),
    ) +
    leafy(124, 445) +
    circ(115, 440, 14, '#ffffff', { opacity: 0.3 }) +
    circ(480, 470, 55, '#f59f1f') +
    circ(480, 470, 48, '#fff1d0') +
    orangeWheel(480, 470, 44) +
    rect(330, 60, 14, 250, P.teal, { transform: rot(14, 337, 185) }) +
    rect(330, 60, 14, 250, 'none', {
      stroke: '#ffffff',
      'stroke-width': 14,
      'stroke-dasharray': '14 16',
      transform: rot(14, 337, 185),
      opacity: 0.7,
    }) +
    path('M212 150H388L368 500Q300 516 232 500Z', '#ffffff', { opacity: 0.35 }) +
    path(
      'M217 195H383L366 496Q300 510 234 496Z',
      lin([
        [0, '#ffbe55'],
        [1, '#ff8c1a'],
      ]),
    ) +
    ice +
    ell(300, 195, 83, 12, '#ffd58a') +
    path('M212 150H388L368 500Q300 516 232 500Z', 'none', { stroke: '#d8e6ee', 'stroke-width': 5 }) +
    rect(238, 210, 12, 270, '#ffffff', { opacity: 0.35 }) +
    g({ 'clip-path': clip(rect(330, 60, 200, 100, '#000')) }, orangeWheel(390, 155, 58))
  );
};

F.tea = () => {
  return (
    foodBg('#e6f4ea') +
    shadow(330, 470, 240, 40, 0.25) +
    path('M520 330C570 320 560 230 520 250', 'none', { stroke: '#2c7a86', 'stroke-width': 18, 'stroke-linecap': 'round' }) +
    path(
      'M300 300Q230 290 180 200L198 190Q250 260 320 260Z',
      lin([
        [0, '#2c9aa8'],
        [1, '#1b6f7b'],
      ]),
    ) +
    ell(
      410,
      330,
      140,
      120,
      lin(
        [
          [0, '#36b0bf'],
          [1, '#1b6f7b'],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    ell(360, 290, 60, 34, '#ffffff', { opacity: 0.2 }) +
    ell(410, 220, 70, 18, '#1b6f7b') +
    ell(410, 212, 56, 14, '#36b0bf') +
    circ(410, 196, 12, P.mustard) +
    ell(
      220,
      490,
      170,
      40,
      lin([
        [0, '#ffffff'],
        [1, '#d5dde4'],
      ]),
    ) +
    ell(220, 486, 110, 26, '#eef2f5') +
    path('M330 360C350 360 360 420 320 430', 'none', { stroke: '#f2f5f7', 'stroke-width': 16, 'stroke-linecap': 'round' }) +
    path(
      'M110 350C115 450 150 480 220 480C290 480 325 450 330 350Z',
      lin(
        [
          [0, '#ffffff'],
          [1, '#dde4ea'],
        ],
        0,
        0,
        1,
        0,
      ),
    ) +
    ell(220, 350, 110, 28, '#f2f5f7') +
    ell(
      220,
      354,
      98,
      22,
      rad([
        [0, '#d98b2b'],
        [1, '#9a5314'],
      ]),
    ) +
    stroke('M270 350Q300 300 320 300V400', '#c9b79c', 2) +
    rr(305, 392, 30, 34, 4, P.teal) +
    lemonWheel(150, 500, 26) +
    steam([190, 240], 300, 110, 0.55)
  );
};

F.smoothie = () => {
  return (
    foodBg('#ffe3ec') +
    shadow(300, 510, 190, 26, 0.25) +
    strawberry(120, 470, 44, -15) +
    strawberry(475, 480, 40, 20) +
    berries([
      [180, 510, 13],
      [205, 520, 13],
      [420, 520, 13],
      [445, 510, 12],
      [398, 505, 12],
    ]) +
    rect(330, 40, 16, 250, P.coral, { transform: rot(16, 338, 165) }) +
    rect(330, 40, 16, 250, 'none', {
      stroke: '#ffffff',
      'stroke-width': 16,
      'stroke-dasharray': '14 14',
      transform: rot(16, 338, 165),
      opacity: 0.8,
    }) +
    rr(200, 170, 200, 340, 36, '#ffffff', { opacity: 0.4 }) +
    path(
      'M206 230H394V470Q394 504 360 504H240Q206 504 206 470Z',
      lin([
        [0, '#f98fb0'],
        [0.55, '#e8567f'],
        [0.56, '#fbe3ea'],
        [0.66, '#fbe3ea'],
        [0.67, '#c93f6b'],
        [1, '#a8305a'],
      ]),
    ) +
    path('M200 230Q206 178 250 190Q270 150 310 172Q350 150 370 190Q400 185 400 230Z', '#fde7ee') +
    rr(200, 170, 200, 340, 36, 'none', { stroke: '#f1d6de', 'stroke-width': 5 }) +
    rect(222, 240, 12, 250, '#ffffff', { opacity: 0.35 }) +
    strawberry(250, 180, 28, -20) +
    berries([
      [300, 176, 12],
      [322, 190, 11],
      [345, 176, 11],
    ]) +
    leaf(360, 168, 34, 22, 50, P.leaf, false)
  );
};

F.wine = () => {
  const bowl = 'M300 170C290 300 330 360 378 360C426 360 466 300 456 170Z';
  let grapes = '';
  [
    [470, 430],
    [500, 430],
    [530, 430],
    [485, 456],
    [515, 456],
    [545, 456],
    [500, 482],
    [530, 482],
    [515, 508],
  ].forEach(([x, y]) => {
    grapes +=
      circ(
        x - 40,
        y + 10,
        16,
        lin([
          [0, '#8e5aa8'],
          [1, '#5a2f70'],
        ]),
      ) + circ(x - 45, y + 5, 4, '#ffffff', { opacity: 0.35 });
  });
  return (
    foodBg('#f3e1ea') +
    shadow(300, 520, 230, 26, 0.28) +
    path(
      'M130 520V270Q130 230 170 215V110H206V215Q246 230 246 270V520Z',
      lin(
        [
          [0, '#2f5a3d'],
          [1, '#173823'],
        ],
        0,
        0,
        1,
        0,
      ),
    ) +
    rect(166, 96, 44, 24, '#7a1f3d') +
    rect(142, 330, 92, 110, '#f3ead9') +
    rect(142, 350, 92, 14, P.teal) +
    rect(150, 230, 14, 270, '#ffffff', { opacity: 0.18 }) +
    g(
      { 'clip-path': clip(path(bowl, '#000')) },
      rect(
        280,
        270,
        200,
        120,
        lin([
          [0, '#b3204a'],
          [1, '#6d0f2c'],
        ]),
      ),
      ell(378, 270, 80, 10, '#d33a63'),
    ) +
    path(bowl, '#ffffff', { opacity: 0.18 }) +
    path(bowl, 'none', { stroke: '#e3d6de', 'stroke-width': 4 }) +
    rect(372, 358, 12, 140, '#efe7ec') +
    ell(378, 505, 72, 14, '#efe7ec') +
    rect(318, 190, 10, 120, '#ffffff', { opacity: 0.4 }) +
    grapes +
    leaf(480, 410, 60, 44, -60, P.leaf) +
    stroke('M470 420q8 -20 24 -26', '#6b4a33', 4)
  );
};

F.water = () => {
  let bubbles = '';
  const r = rng(91);
  for (let i = 0; i < 14; i++) bubbles += circ(330 + r() * 130, 300 + r() * 170, 2 + r() * 4, '#ffffff', { opacity: 0.7 });
  let ice = '';
  [
    [360, 250, 20],
    [420, 280, -15],
    [380, 320, 30],
  ].forEach(([x, y, a]) => {
    ice += rr(x - 26, y - 26, 52, 52, 10, '#ffffff', { opacity: 0.45, stroke: '#cfe8f5', 'stroke-width': 2, transform: rot(a, x, y) });
  });
  return (
    foodBg(P.blueXL) +
    shadow(300, 510, 230, 26, 0.22) +
    path(
      'M120 510V260Q120 220 160 200V110H210V200Q250 220 250 260V510Z',
      lin(
        [
          [0, '#d6efff', 0.9],
          [1, '#9fd0f0', 0.9],
        ],
        0,
        0,
        1,
        0,
      ),
    ) +
    path('M120 510V260Q120 220 160 200V110H210V200Q250 220 250 260V510Z', 'none', { stroke: '#8ec3e6', 'stroke-width': 4 }) +
    rect(150, 90, 70, 28, P.blue, { rx: 6 }) +
    rect(138, 260, 16, 230, '#ffffff', { opacity: 0.5 }) +
    rect(120, 320, 130, 80, P.teal, { opacity: 0.85 }) +
    path('M300 200H500L480 500Q400 516 320 500Z', '#ffffff', { opacity: 0.4 }) +
    path(
      'M306 240H494L479 496Q400 510 321 496Z',
      lin([
        [0, '#bfe6fb', 0.9],
        [1, '#7cc4ee', 0.9],
      ]),
    ) +
    ice +
    lemonWheel(430, 420, 38) +
    bubbles +
    ell(400, 240, 94, 12, '#e4f5ff') +
    path('M300 200H500L480 500Q400 516 320 500Z', 'none', { stroke: '#a9d4ee', 'stroke-width': 5 }) +
    rect(322, 220, 12, 260, '#ffffff', { opacity: 0.5 }) +
    leaf(520, 520, 50, 34, -40, P.leaf) +
    leaf(545, 500, 44, 30, 20, P.leafD) +
    circ(90, 540, 6, '#9fd0f0', { opacity: 0.8 }) +
    circ(270, 540, 5, '#9fd0f0', { opacity: 0.8 })
  );
};

// ---------------------------------------------------------------- hero scenes (1600x800)
function archWindow(x, y, w, h, scene, seed, frame = '#ffffff') {
  const shape = pd`M${x} ${y + h}V${y + w / 2}A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2}V${y + h}Z`;
  const outer = pd`M${x - 16} ${y + h + 16}V${y + w / 2}A${w / 2 + 16} ${w / 2 + 16} 0 0 1 ${x + w + 16} ${y + w / 2}V${y + h + 16}Z`;
  return (
    path(outer, frame) +
    g(
      { 'clip-path': clip(path(shape, '#000')) },
      view(scene, x, y, w, h, seed),
      poly(
        [
          [x + w * 0.1, y + h],
          [x + w * 0.5, y],
          [x + w * 0.7, y],
          [x + w * 0.3, y + h],
        ],
        '#ffffff',
        { opacity: 0.15 },
      ),
    ) +
    rect(x + w / 2 - 5, y, 10, h, frame) +
    rect(x, y + h * 0.55, w, 10, frame)
  );
}

function heroLobby() {
  let slats = '';
  for (let x = 560; x < 1040; x += 24) slats += pd`M${x} 70V600`;
  let grooves = '';
  for (let y = 505; y < 640; y += 26) grooves += pd`M520 ${y}H1080`;
  const trolley = (x, fy) =>
    shadow(x + 90, fy, 120, 12, 0.3) +
    rr(x, fy - 40, 180, 16, 6, '#c9a24a') +
    circ(x + 24, fy - 12, 12, '#2f3a45') +
    circ(x + 156, fy - 12, 12, '#2f3a45') +
    path(
      pd`M${x + 14} ${fy - 40}V${fy - 280}Q${x + 14} ${fy - 330} ${x + 90} ${fy - 330}Q${x + 166} ${fy - 330} ${x + 166} ${fy - 280}V${fy - 40}`,
      'none',
      { stroke: '#d4ab52', 'stroke-width': 10 },
    ) +
    rr(x + 30, fy - 170, 120, 130, 12, P.teal) +
    rect(x + 30, fy - 120, 120, 8, P.tealD) +
    rr(x + 70, fy - 186, 40, 16, 6, 'none', { stroke: P.tealD, 'stroke-width': 6 }) +
    rr(x + 42, fy - 260, 96, 90, 12, P.coral) +
    rr(x + 60, fy - 240, 60, 6, 3, '#ffffff', { opacity: 0.5 });
  return (
    roomBase({ W: 1600, H: 800, fy: 600, wall: ['#f4ece1', '#e6d7c3'], floor: ['#efe6da', '#d6c6b0'], tiles: true, base: '#d9c9b3' }) +
    archWindow(90, 110, 260, 420, 'day', 3) +
    archWindow(1250, 110, 260, 420, 'garden', 8) +
    rect(
      520,
      60,
      560,
      540,
      lin(
        [
          [0, '#c99a6c'],
          [1, '#a97a4e'],
        ],
        0,
        0,
        1,
        0,
      ),
    ) +
    stroke(slats, '#8d5b3a', 4, { opacity: 0.45 }) +
    glow(800, 230, 150, '#fff0c8', 0.45) +
    circ(800, 230, 78, P.teal) +
    circ(800, 230, 70, 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.6 }) +
    houseMark(800 - 48, 230 - 50, 1.5, '#ffffff', P.teal) +
    pendant(640, 330, { c: P.mustard, r: 30, glowOp: 0.3 }) +
    pendant(800, 360, { c: P.mustard, r: 30, glowOp: 0.3 }) +
    pendant(960, 330, { c: P.mustard, r: 30, glowOp: 0.3 }) +
    rect(500, 640, 600, 60, '#000000', { opacity: 0.05 }) +
    shadow(800, 650, 330, 20, 0.3) +
    rr(
      520,
      480,
      560,
      165,
      10,
      lin([
        [0, P.teal],
        [1, P.tealD],
      ]),
    ) +
    stroke(grooves, '#ffffff', 2, { opacity: 0.18 }) +
    rr(500, 462, 600, 26, 8, '#f7f1e8') +
    rect(500, 484, 600, 6, '#000000', { opacity: 0.08 }) +
    rect(600, 410, 90, 52, '#2f3a45') +
    rect(870, 410, 90, 52, '#2f3a45') +
    path('M1010 462a22 22 0 0 1 44 0Z', '#d4ab52') +
    circ(1032, 436, 4, '#d4ab52') +
    path('M560 462l6 -40h28l6 40Z', '#ffffff') +
    leaf(572, 400, 40, 24, -20, P.leaf, false) +
    leaf(590, 402, 36, 22, 25, P.leafD, false) +
    plant(430, 700, { s: 1.5, tall: true, pot: '#f0e6d8' }) +
    plant(1170, 700, { s: 1.5, tall: true, pot: '#f0e6d8' }) +
    sofa(60, 780, 300, { c: '#e6d2b5', cushion: P.teal, cushion2: P.mustard, leg: '#6b4a33' }) +
    trolley(1300, 780)
  );
}

function palm(x, fy, h = 380, lean = 40) {
  const tx = x + lean;
  const ty = fy - h;
  let s = path(
    pd`M${x - 16} ${fy}Q${x + lean * 0.15} ${fy - h * 0.5} ${tx - 7} ${ty}H${tx + 7}Q${x + lean * 0.15 + 18} ${fy - h * 0.5} ${x + 16} ${fy}Z`,
    lin(
      [
        [0, '#b8875a'],
        [1, '#80582f'],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  let rings = '';
  for (let t = 0.1; t < 0.95; t += 0.09) {
    const cx = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * (x + lean * 0.15 + 9) + t * t * tx;
    const cy = (1 - t) * (1 - t) * fy + 2 * (1 - t) * t * (fy - h * 0.5) + t * t * ty;
    rings += pd`M${cx - 13} ${cy}h26`;
  }
  s += stroke(rings, '#5e3f20', 3, { opacity: 0.4 });
  const L = 170;
  const frond = (a, c, flip) =>
    g(
      { transform: `translate(${f(tx)} ${f(ty)}) scale(${flip ? -1 : 1} 1) rotate(${a})` },
      path(pd`M0 0Q${L * 0.5} ${-L * 0.34} ${L} ${L * 0.3}Q${L * 0.45} ${-L * 0.06} 0 0Z`, c),
    );
  [-40, -5, 30].forEach((a, i) => {
    s += frond(a, i % 2 ? '#2f8a53' : '#3fa266', false) + frond(a + 8, i % 2 ? '#3fa266' : '#2f8a53', true);
  });
  s += frond(-78, '#46ad6e', false) + circ(tx - 8, ty + 10, 10, '#6b4a22') + circ(tx + 8, ty + 12, 10, '#7a5426');
  return s;
}

function lounger(x, fy, c = P.teal) {
  return (
    shadow(x + 150, fy, 170, 12, 0.3) +
    rect(x + 20, fy - 44, 8, 44, '#cfc4b4') +
    rect(x + 190, fy - 44, 8, 44, '#cfc4b4') +
    rr(x, fy - 50, 230, 12, 6, '#efe7db') +
    rr(x + 215, fy - 56, 110, 12, 6, '#efe7db', { transform: rot(-32, x + 221, fy - 50) }) +
    rr(x + 4, fy - 74, 220, 24, 12, c) +
    rr(x + 214, fy - 80, 110, 24, 12, c, { transform: rot(-32, x + 221, fy - 66) }) +
    rr(x + 50, fy - 78, 96, 26, 8, '#ffffff') +
    rect(x + 80, fy - 78, 14, 26, P.coral)
  );
}

function umbrella(cx, topY, fy, w = 320, c1 = P.teal, c2 = '#ffffff') {
  const shape = pd`M${cx - w / 2} ${topY + 70}Q${cx} ${topY - 60} ${cx + w / 2} ${topY + 70}Z`;
  let stripes = '';
  for (let i = 0; i < 6; i += 2)
    stripes += poly(
      [
        [cx, topY - 10],
        [cx - w / 2 + (w / 6) * i, topY + 80],
        [cx - w / 2 + (w / 6) * (i + 1), topY + 80],
      ],
      c2,
    );
  let sc = '';
  for (let i = 0; i < 6; i++) sc += pd`M${cx - w / 2 + (w / 6) * i} ${topY + 70}q${w / 12} 22 ${w / 6} 0`;
  return (
    shadow(cx, fy, 50, 8, 0.3) +
    rect(cx - 4, topY, 8, fy - topY, '#8a7a6a') +
    g({ 'clip-path': clip(path(shape, '#000')) }, path(shape, c1), stripes) +
    path(sc, dk(c1, 0.05)) +
    circ(cx, topY - 4, 8, '#8a7a6a')
  );
}

function heroPool() {
  let caustic = '';
  const r = rng(5);
  for (let i = 0; i < 16; i++) {
    const x = 120 + r() * 820;
    const y = 560 + r() * 180;
    caustic += pd`M${x} ${y}q20 -10 40 0t40 0`;
  }
  let facadeWin = '';
  for (let row = 0; row < 4; row++) for (let col = 0; col < 9; col++) facadeWin += pd`M${300 + col * 64} ${230 + row * 48}h34v26h-34z`;
  let tiles = '';
  for (let x = 0; x < 1600; x += 80) tiles += pd`M${x} 470V800`;
  for (let y = 500; y < 800; y += 40) tiles += pd`M0 ${y}H1600`;
  return (
    rect(
      0,
      0,
      1600,
      470,
      lin([
        [0, '#5db8ee'],
        [1, '#d9f1fc'],
      ]),
    ) +
    glow(1330, 120, 240, '#fff2b0', 0.7) +
    circ(1330, 120, 62, '#ffd85e') +
    cloud(300, 110, 1.4) +
    cloud(820, 80, 1.1) +
    cloud(1100, 170, 0.9, 0.8) +
    ell(300, 470, 520, 70, '#8fc7a0') +
    ell(1250, 470, 600, 60, '#7dbb90') +
    rect(270, 200, 620, 270, '#f9f6f0') +
    rect(250, 186, 660, 20, '#e4d9c9') +
    path(facadeWin, '#8fd3ea') +
    stroke('M270 262H890M270 310H890M270 358H890M270 406H890', P.teal, 6, { 'stroke-linecap': 'butt' }) +
    rect(
      0,
      460,
      1600,
      340,
      lin([
        [0, '#f4e8d6'],
        [1, '#e5cfb0'],
      ]),
    ) +
    stroke(tiles, '#c9ad88', 2, { opacity: 0.4 }) +
    poly(
      [
        [116, 524],
        [984, 524],
        [1044, 780],
        [56, 780],
      ],
      '#ffffff',
    ) +
    poly(
      [
        [130, 536],
        [970, 536],
        [1026, 770],
        [74, 770],
      ],
      lin([
        [0, '#6fdcea'],
        [0.5, '#27b0d8'],
        [1, '#1c7ed6'],
      ]),
    ) +
    poly(
      [
        [130, 536],
        [970, 536],
        [966, 552],
        [134, 552],
      ],
      '#0b7285',
      { opacity: 0.25 },
    ) +
    stroke(caustic, '#ffffff', 4, { opacity: 0.45 }) +
    ell(700, 640, 60, 20, 'none', { stroke: P.coral, 'stroke-width': 18 }) +
    ell(700, 640, 60, 20, 'none', { stroke: '#ffffff', 'stroke-width': 18, 'stroke-dasharray': '24 24' }) +
    path('M900 620V500q0 -24 24 -24q24 0 24 24', 'none', { stroke: '#d5dde4', 'stroke-width': 8 }) +
    path('M940 620V500q0 -24 24 -24q24 0 24 24', 'none', { stroke: '#d5dde4', 'stroke-width': 8 }) +
    palm(70, 560, 420, 40) +
    palm(1520, 560, 400, -50) +
    palm(1180, 520, 300, 30) +
    umbrella(1270, 430, 700, 320, P.teal) +
    lounger(1080, 700, P.teal) +
    lounger(1300, 760, P.mustard) +
    rr(1230, 660, 60, 10, 4, '#efe7db') +
    rect(1256, 670, 8, 40, '#cfc4b4') +
    path('M1242 660l-6 -40h28l-6 40Z', '#ffffff', { opacity: 0.8 }) +
    rect(1240, 630, 20, 16, P.coral) +
    circ(1262, 624, 8, '#f4d22e')
  );
}

function table(cx, fy, w = 300, cloth = '#ffffff') {
  const top = fy - 175;
  let sc = pd`M${cx - w / 2} ${top}`;
  sc += pd`V${fy - 40}`;
  for (let i = 0; i < 6; i++) sc += pd`q${w / 12} 14 ${w / 6} 0`;
  sc += pd`V${top}Z`;
  return (
    shadow(cx, fy, w * 0.62, 14, 0.35) +
    path(
      sc,
      lin([
        [0, cloth],
        [1, dk(cloth, 0.12)],
      ]),
    ) +
    ell(cx, top, w / 2 + 4, 22, lt(cloth, 0.3)) +
    ell(cx - 70, top - 2, 34, 8, '#ffffff', { stroke: '#e2e7ec', 'stroke-width': 2 }) +
    ell(cx + 70, top - 2, 34, 8, '#ffffff', { stroke: '#e2e7ec', 'stroke-width': 2 }) +
    candle(cx, top - 4, 34, 16) +
    path(pd`M${cx - 112} ${top - 6}l-12 -50h30l-12 50Z`, '#ffffff', { opacity: 0.45 }) +
    path(pd`M${cx - 116} ${top - 26}l-6 -22h22l-6 22Z`, '#a1183d', { opacity: 0.85 }) +
    path(pd`M${cx + 104} ${top - 6}l-12 -50h30l-12 50Z`, '#ffffff', { opacity: 0.45 })
  );
}

function chairBack(cx, fy, c = '#4a301f', seat = '#c9a86a') {
  const top = fy - 300;
  return (
    rect(cx - 40, top + 30, 10, 270, c) +
    rect(cx + 30, top + 30, 10, 270, c) +
    path(pd`M${cx - 44} ${top + 104}V${top + 30}Q${cx} ${top - 14} ${cx + 44} ${top + 30}V${top + 104}Z`, c) +
    path(
      pd`M${cx - 32} ${top + 94}V${top + 36}Q${cx} ${top + 2} ${cx + 32} ${top + 36}V${top + 94}Z`,
      lin([
        [0, seat],
        [1, dk(seat, 0.15)],
      ]),
    )
  );
}

function heroRestaurant() {
  const panes = [
    [150, 300],
    [650, 300],
    [1150, 200],
  ];
  let panels = '';
  for (let x = 20; x < 1600; x += 140) panels += pd`M${x} 440h120v120h-120z`;
  panels = path(panels, 'none', { stroke: '#5e3d26', 'stroke-width': 4, opacity: 0.6 });
  const dots = ['', '', ''];
  for (let row = 0; row < 4; row++) for (let col = 0; col < 5; col++) dots[(row + col) % 3] += pd`M${1440 + col * 26} ${150 + row * 60}h.1`;
  const rack = stroke(dots[0], '#7a1f3d', 20) + stroke(dots[1], '#2f5a3d', 20) + stroke(dots[2], '#c9a86a', 20);
  return (
    roomBase({
      W: 1600,
      H: 800,
      fy: 600,
      wall: ['#2f6a73', '#24555d'],
      floor: ['#7a5236', '#55371f'],
      wainscot: '#8d5b3a',
      base: '#6b4a33',
    }) +
    panels +
    panes.map(([x, w]) => rect(x - 14, 86, w + 28, 288, '#1e3338')).join('') +
    g({ 'clip-path': clip(panes.map(([x, w]) => rect(x, 100, w, 260, '#000')).join('')) }, view('city', 150, 100, 1200, 260, 41, 0.2)) +
    panes.map(([x, w]) => rect(x + w / 2 - 5, 100, 10, 260, '#1e3338')).join('') +
    rr(1416, 110, 150, 260, 6, '#5e3d26') +
    rack +
    pendant(330, 240, { c: '#d4ab52', r: 34, glowOp: 0.45, glowR: 220 }) +
    pendant(800, 240, { c: '#d4ab52', r: 34, glowOp: 0.45, glowR: 220 }) +
    pendant(1270, 240, { c: '#d4ab52', r: 34, glowOp: 0.45, glowR: 220 }) +
    chairBack(260, 640) +
    chairBack(400, 640) +
    chairBack(730, 640) +
    chairBack(870, 640) +
    chairBack(1200, 640) +
    chairBack(1340, 640) +
    table(330, 740, 320) +
    table(800, 740, 320) +
    table(1270, 740, 320) +
    plant(80, 760, { s: 1.4, tall: true, pot: '#d9c4a5' }) +
    plant(1540, 760, { s: 1.4, tall: true, pot: '#d9c4a5' })
  );
}

function heroExterior() {
  const r = rng(77);
  let stars = '';
  for (let i = 0; i < 40; i++) stars += pd`M${r() * 1600} ${r() * 300}h.1`;
  const block = (x, y, w, h, c1, c2) => {
    const cols = Math.floor((w - 20) / 70);
    const rows = Math.floor((h - 110) / 64);
    const x0 = x + (w - cols * 70) / 2;
    const y0 = y + 30;
    let lit = '';
    for (let row = 0; row < rows; row++)
      for (let col = 0; col < cols; col++) if (r() < 0.45) lit += pd`M${x0 + col * 70 + 13} ${y0 + row * 64 + 13}h44v38h-44z`;
    return (
      rect(
        x,
        y,
        w,
        h,
        lin([
          [0, c1],
          [1, c2],
        ]),
      ) +
      rect(
        x0,
        y0,
        cols * 70,
        rows * 64,
        pattern(
          70,
          64,
          `<rect x="13" y="13" width="44" height="38" fill="#2e3658"/><rect x="8" y="52" width="54" height="5" fill="#000" opacity=".15"/>`,
          x0,
          y0,
        ),
      ) +
      path(
        lit,
        lin([
          [0, '#ffe3a0'],
          [1, '#f6b755'],
        ]),
      ) +
      rect(x - 8, y - 14, w + 16, 18, dk(c1, 0.3))
    );
  };
  let trees = '';
  [
    [150, 690, 70],
    [260, 700, 50],
    [1350, 695, 64],
    [1460, 690, 76],
  ].forEach(([x, y, s]) => {
    trees +=
      rect(x - 6, y - 10, 12, 60, '#2a2030') +
      circ(x, y - s * 0.6, s, '#23404a') +
      circ(x - s * 0.5, y - s * 0.2, s * 0.7, '#2b4c55') +
      circ(x + s * 0.5, y - s * 0.25, s * 0.7, '#1d3840');
  });
  const lamp = (x) =>
    glow(x, 480, 120, '#ffd98a', 0.55) +
    rect(x - 4, 480, 8, 240, '#1f2433') +
    rr(x - 18, 466, 36, 20, 6, '#1f2433') +
    ell(x, 488, 14, 6, '#fff1c4');
  return (
    rect(
      0,
      0,
      1600,
      700,
      lin([
        [0, '#1c2550'],
        [0.45, '#4e437e'],
        [0.78, '#c9708a'],
        [1, '#f5ad79'],
      ]),
    ) +
    stroke(stars, '#ffffff', 3, { opacity: 0.8 }) +
    glow(1330, 130, 110, '#fff4d6', 0.5) +
    circ(1330, 130, 40, '#fff4d6') +
    circ(1346, 120, 36, '#2a2f5e', { opacity: 0.35 }) +
    skyline(0, 400, 1600, 300, rng(5), { far: '#5a4a80', near: '#3b3466', litP: 0.12, lit: '#f7c87a' }) +
    block(280, 320, 260, 380, '#b8a08f', '#8a7266') +
    block(1060, 320, 260, 380, '#b8a08f', '#8a7266') +
    block(520, 150, 560, 550, '#d8c1aa', '#9c8070') +
    rr(700, 70, 200, 70, 14, P.teal) +
    glow(800, 105, 160, '#66d9e8', 0.3) +
    houseMark(800 - 32, 105 - 33, 1, '#ffffff', P.teal) +
    rect(740, 140, 8, 14, '#2f3a45') +
    rect(852, 140, 8, 14, '#2f3a45') +
    rect(0, 690, 1600, 110, '#3a3550') +
    rect(0, 690, 1600, 30, '#6b6478') +
    stroke('M40 770H1560', '#f5d58a', 6, { 'stroke-dasharray': '60 50', opacity: 0.6 }) +
    glow(800, 700, 220, '#ffd98a', 0.55) +
    rect(
      700,
      600,
      200,
      100,
      lin([
        [0, '#ffe8b0'],
        [1, '#f6b755'],
      ]),
    ) +
    rect(796, 600, 8, 100, '#8a6a44') +
    rect(660, 560, 280, 26, P.teal) +
    poly(
      [
        [640, 560],
        [960, 560],
        [940, 540],
        [660, 540],
      ],
      P.tealD,
    ) +
    rr(560, 650, 100, 50, 20, '#2b4c55') +
    rr(940, 650, 100, 50, 20, '#2b4c55') +
    trees +
    lamp(450) +
    lamp(1150)
  );
}

// ---------------------------------------------------------------- gallery (1200x800)
function gallerySpa() {
  const stones =
    shadow(300, 560, 130, 14, 0.3) +
    ell(
      300,
      535,
      120,
      34,
      lin([
        [0, '#8a9a9f'],
        [1, '#5f6e73'],
      ]),
    ) +
    ell(
      300,
      480,
      92,
      28,
      lin([
        [0, '#a6b3b6'],
        [1, '#76858a'],
      ]),
    ) +
    ell(
      300,
      432,
      68,
      24,
      lin([
        [0, '#8a9a9f'],
        [1, '#5f6e73'],
      ]),
    ) +
    ell(
      300,
      392,
      46,
      18,
      lin([
        [0, '#b8c3c5'],
        [1, '#8a9a9f'],
      ]),
    ) +
    ell(285, 385, 18, 6, '#ffffff', { opacity: 0.3 });
  let bamboo = '';
  [
    [1000, 120],
    [1040, 90],
    [1080, 140],
  ].forEach(([x, top]) => {
    bamboo += rr(
      x,
      top,
      22,
      560 - top,
      8,
      lin(
        [
          [0, '#9cc36a'],
          [1, '#6e9b44'],
        ],
        0,
        0,
        1,
        0,
      ),
    );
    for (let y = top + 80; y < 520; y += 90) bamboo += rect(x - 2, y, 26, 6, '#5d8a3a');
    bamboo += leaf(x + 40, top + 60, 70, 26, 70, P.leaf, false);
  });
  let orchid = stroke('M640 560Q630 420 700 360Q760 330 800 360', '#4d6b3a', 6);
  [
    [700, 360],
    [745, 345],
    [790, 360],
    [660, 410],
  ].forEach(([x, y]) => {
    for (let i = 0; i < 5; i++) orchid += ell(x, y - 16, 10, 18, '#f9e6f2', { transform: rot(i * 72, x, y) });
    orchid += circ(x, y, 7, '#d94f8c');
  });
  orchid +=
    path('M600 560h80l-10 60h-60Z', '#ffffff') + leaf(610, 550, 80, 34, -70, P.leafD, false) + leaf(670, 550, 80, 34, 70, P.leaf, false);
  return (
    roomBase({ wall: ['#e6f0ea', '#cfe1d6'], floor: ['#e6d5bf', '#cbb394'], base: '#f6f1e8' }) +
    circ(600, 250, 150, '#ffffff') +
    g({ 'clip-path': clip(circ(600, 250, 138, '#000')) }, view('garden', 462, 112, 276, 276, 9)) +
    bamboo +
    rr(120, 560, 960, 22, 8, '#b88b5e') +
    rect(150, 582, 16, 130, '#8d5b3a') +
    rect(1034, 582, 16, 130, '#8d5b3a') +
    shadow(600, 720, 480, 16, 0.25) +
    stones +
    orchid +
    towelRoll(900, 520, 40, '#ffffff') +
    towelRoll(984, 520, 40, P.tealXL) +
    towelRoll(942, 452, 40, '#ffffff') +
    candle(460, 560, 70, 34) +
    candle(510, 560, 46, 30) +
    candle(550, 560, 30, 26) +
    ell(820, 552, 60, 14, '#ffffff') +
    ell(820, 550, 48, 9, P.tealL) +
    circ(808, 548, 8, '#f9a8c7') +
    circ(832, 551, 7, '#ffffff')
  );
}

function galleryGym() {
  const dumbbell = (cx, cy, c, s = 1) =>
    rect(cx - 40 * s, cy - 5 * s, 80 * s, 10 * s, '#9aa6b2') +
    rr(cx - 52 * s, cy - 26 * s, 22 * s, 52 * s, 6 * s, c) +
    rr(cx + 30 * s, cy - 26 * s, 22 * s, 52 * s, 6 * s, c);
  const rack =
    rr(560, 480, 420, 14, 5, '#2f3a45') +
    rr(560, 590, 420, 14, 5, '#2f3a45') +
    rect(580, 480, 12, 220, '#2f3a45') +
    rect(948, 480, 12, 220, '#2f3a45') +
    dumbbell(630, 456, P.teal) +
    dumbbell(760, 456, P.blue) +
    dumbbell(890, 456, P.coral) +
    dumbbell(630, 566, P.mustard, 1.1) +
    dumbbell(760, 566, P.tealD, 1.1) +
    dumbbell(890, 566, '#3d4a55', 1.1);
  const treadmill =
    shadow(270, 720, 210, 14, 0.35) +
    rr(80, 660, 380, 50, 18, '#2f3a45') +
    rr(92, 652, 356, 16, 8, '#4a5560') +
    path('M420 660L470 380H494L448 664Z', '#3d4a55') +
    rr(430, 352, 110, 56, 12, '#2f3a45', { transform: rot(-18, 485, 380) }) +
    rr(445, 362, 76, 30, 6, P.tealL, { transform: rot(-18, 485, 380) }) +
    stroke('M300 470H470', '#3d4a55', 14);
  return (
    roomBase({ wall: ['#eef2f5', '#dbe3e9'], floor: ['#515c66', '#3a434b'], base: '#2f3a45' }) +
    rect(0, 330, 1200, 30, P.teal, { opacity: 0.8 }) +
    rect(0, 370, 1200, 10, P.mustard, { opacity: 0.8 }) +
    windowBox(90, 80, 460, 200, { scene: 'city', cols: 4, seed: 15, sill: false, frame: '#2f3a45' }) +
    rect(
      660,
      70,
      440,
      250,
      lin([
        [0, '#dff2fb'],
        [1, '#b6d8ea'],
      ]),
      { stroke: '#9aa6b2', 'stroke-width': 8 },
    ) +
    poly(
      [
        [700, 310],
        [780, 80],
        [830, 80],
        [750, 310],
      ],
      '#ffffff',
      { opacity: 0.35 },
    ) +
    treadmill +
    rack +
    shadow(1080, 720, 80, 12, 0.3) +
    circ(
      1080,
      640,
      80,
      lin(
        [
          [0, P.tealL],
          [1, P.teal],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    ell(1055, 605, 26, 14, '#ffffff', { opacity: 0.35 }) +
    path('M560 730a34 34 0 1 1 68 0Z', '#2f3a45') +
    path('M574 700a20 20 0 0 1 40 0', 'none', { stroke: '#2f3a45', 'stroke-width': 10 }) +
    rr(660, 690, 160, 40, 20, P.coral) +
    circ(820, 710, 20, dk(P.coral, 0.15))
  );
}

function galleryLounge() {
  const r = rng(33);
  let books = '';
  const cols = [P.teal, P.mustard, P.coral, '#5c7c8a', '#e9dccb', P.blue, '#8d5b3a'];
  for (let sh = 0; sh < 4; sh++) {
    let x = 930;
    const by = 220 + sh * 110;
    while (x < 1130) {
      const w = 14 + r() * 14;
      const h = 60 + r() * 30;
      books += rect(x, by - h, w - 2, h, cols[Math.floor(r() * cols.length)]);
      x += w;
    }
    books += rect(910, by, 240, 10, '#6b4a33');
  }
  const flames =
    path(
      'M540 600Q520 540 560 500Q560 540 580 530Q570 480 610 450Q620 510 650 520Q660 490 650 470Q700 520 660 600Z',
      lin([
        [0, '#ffd45c'],
        [1, '#f06a2a'],
      ]),
    ) + path('M570 600Q570 560 600 540Q600 570 620 570Q630 550 630 530Q660 570 640 600Z', '#fff0a8');
  return (
    roomBase({ wall: ['#efe1cf', '#e0ccb2'], floor: ['#9a6c48', '#74502f'], base: '#f4ead9' }) +
    rect(900, 100, 260, 470, '#8d5b3a') +
    rect(910, 110, 240, 450, '#5e3d26') +
    books +
    art(140, 130, 200, 160, 'arch', { frame: '#c9a86a' }) +
    rect(
      420,
      300,
      360,
      300,
      lin([
        [0, '#d9cbb8'],
        [1, '#bfae98'],
      ]),
    ) +
    rr(400, 280, 400, 28, 6, '#6b4a33') +
    rr(480, 400, 240, 200, 100, '#2b2220') +
    glow(600, 560, 160, '#ffb347', 0.55) +
    flames +
    rect(490, 590, 220, 10, '#3b2a1e') +
    candle(460, 280, 40, 22) +
    path('M700 280q-14 -40 10 -70h20q24 30 10 70Z', P.teal) +
    art(500, 110, 200, 140, 'mountain', { frame: '#c9a86a' }) +
    rug(600, 730, 420, 56, '#b85c4a', '#f4ead9') +
    floorLamp(100, 700, 360) +
    sofa(150, 790, 240, { c: '#3f6e7d', cushion: P.mustard, leg: '#3b2a1e' }) +
    sofa(810, 790, 240, { c: '#3f6e7d', cushion: P.coral, leg: '#3b2a1e' }) +
    coffeeTable(600, 770, 200, { c: '#6b4a33', vase: P.mustard })
  );
}

function galleryConference() {
  const chairs = (pts) =>
    pts
      .map(
        ([x, y, s]) =>
          rr(x - 36 * s, y - 90 * s, 72 * s, 90 * s, 16 * s, '#2f3a45') + rr(x - 30 * s, y - 84 * s, 60 * s, 60 * s, 12 * s, '#3f5866'),
      )
      .join('');
  const screen =
    rr(380, 80, 440, 250, 12, '#2f3a45') +
    rect(396, 96, 408, 218, '#f8fbfd') +
    [70, 120, 90, 160, 130].map((h, i) => rect(420 + i * 40, 290 - h, 26, h, [P.teal, P.blue, P.tealL, P.blue, P.teal][i])).join('') +
    circ(700, 190, 62, P.blueL) +
    path('M700 190V128A62 62 0 0 1 759 209Z', P.blue) +
    path('M700 190L759 209A62 62 0 0 1 680 249Z', P.mustard) +
    stroke('M420 150l40 -20 40 10 40 -30 40 -10', P.coral, 4);
  const laptop = (x, y, s) =>
    poly(
      [
        [x - 34 * s, y],
        [x + 34 * s, y],
        [x + 40 * s, y + 8 * s],
        [x - 40 * s, y + 8 * s],
      ],
      '#9aa6b2',
    ) + path(pd`M${x - 30 * s} ${y}L${x - 26 * s} ${y - 44 * s}H${x + 26 * s}L${x + 30 * s} ${y}Z`, '#3d4a55');
  return (
    roomBase({ wall: ['#eef1f4', '#dde4ea'], floor: ['#a9b4bd', '#86929c'], base: '#9aa6b2', tiles: true }) +
    windowBox(920, 90, 220, 330, { scene: 'city', cols: 2, seed: 61, sill: false, frame: '#2f3a45' }) +
    screen +
    plant(100, 620, { s: 1.2, tall: true }) +
    rr(380, 40, 440, 10, 5, '#2f3a45') +
    glow(600, 60, 260, '#fff4cf', 0.35) +
    chairs([
      [430, 560, 0.7],
      [520, 560, 0.7],
      [600, 560, 0.7],
      [680, 560, 0.7],
      [770, 560, 0.7],
    ]) +
    chairs([
      [330, 640, 0.9],
      [290, 720, 1],
    ]) +
    chairs([
      [870, 640, 0.9],
      [910, 720, 1],
    ]) +
    shadow(600, 780, 460, 30, 0.3) +
    poly(
      [
        [400, 540],
        [800, 540],
        [980, 790],
        [220, 790],
      ],
      lin([
        [0, '#c99a6c'],
        [1, '#9a6c48'],
      ]),
    ) +
    poly(
      [
        [220, 790],
        [980, 790],
        [980, 800],
        [220, 800],
      ],
      '#6b4a33',
    ) +
    laptop(470, 600, 0.9) +
    laptop(730, 600, 0.9) +
    laptop(400, 700, 1.1) +
    laptop(800, 700, 1.1) +
    rr(560, 640, 80, 50, 4, '#ffffff') +
    rect(570, 650, 60, 4, '#c8d2da') +
    rect(570, 662, 40, 4, '#c8d2da') +
    circ(640, 580, 12, P.tealXL) +
    circ(560, 740, 14, P.tealXL)
  );
}

function galleryGarden() {
  const r = rng(12);
  let flowers = '';
  const bed = (cx, cy, w, n) => {
    let s = ell(cx, cy, w, 40, '#4f8f4f');
    for (let i = 0; i < n; i++) {
      const x = cx + (r() - 0.5) * w * 1.7;
      const y = cy + (r() - 0.5) * 40;
      s += circ(x, y - 10, 10 + r() * 5, [P.coral, P.mustard, '#f06595', '#ffffff', '#b197fc'][i % 5]);
    }
    return s;
  };
  flowers += bed(180, 650, 150, 16) + bed(1020, 650, 150, 16) + bed(250, 540, 110, 10) + bed(950, 540, 110, 10);
  let treesB = '';
  [
    [120, 360, 90],
    [300, 340, 70],
    [900, 340, 76],
    [1080, 360, 96],
  ].forEach(([x, y, s]) => {
    treesB +=
      rect(x - 8, y, 16, 120, '#6b4a33') +
      circ(x, y - s * 0.3, s, '#4c9a6a') +
      circ(x - s * 0.6, y + s * 0.1, s * 0.7, '#5fae78') +
      circ(x + s * 0.6, y + s * 0.05, s * 0.75, '#3f8a5c');
  });
  let stones = '';
  for (let i = 0; i < 9; i++) {
    const t = i / 8;
    const y = 470 + t * t * 320;
    const x = 600 + Math.sin(t * 3) * 40 * t;
    stones += ell(x, y, 22 + t * 70, 6 + t * 18, '#e9dfd0', { stroke: '#cbbda8', 'stroke-width': 2 });
  }
  const fountain =
    shadow(600, 470, 140, 16, 0.25) +
    ell(600, 450, 130, 26, '#cfd6dc') +
    rect(470, 400, 260, 50, '#e3e8ec') +
    ell(600, 400, 130, 26, '#f1f4f6') +
    ell(600, 402, 112, 18, P.tealL) +
    rect(588, 320, 24, 80, '#e3e8ec') +
    ell(600, 322, 60, 12, '#f1f4f6') +
    ell(600, 322, 50, 8, P.tealL) +
    stroke('M600 300q-50 -60 -90 90M600 300q50 -60 90 90M600 300V250', '#a5d8ff', 6, { opacity: 0.8 });
  const bench =
    shadow(940, 760, 130, 12, 0.3) +
    rect(840, 700, 12, 60, '#2f3a45') +
    rect(1028, 700, 12, 60, '#2f3a45') +
    rr(820, 690, 240, 16, 4, '#b07d52') +
    rr(820, 668, 240, 16, 4, '#c08a5a') +
    rr(830, 600, 220, 14, 4, '#c08a5a') +
    rr(830, 624, 220, 14, 4, '#c08a5a') +
    rect(840, 600, 10, 100, '#2f3a45') +
    rect(1030, 600, 10, 100, '#2f3a45');
  return (
    rect(
      0,
      0,
      1200,
      460,
      lin([
        [0, '#8ecdf0'],
        [1, '#e8f6fd'],
      ]),
    ) +
    glow(1000, 100, 160, '#fff2b0', 0.6) +
    circ(1000, 100, 44, '#ffe17a') +
    cloud(260, 110, 1.2) +
    cloud(700, 80, 0.9) +
    ell(250, 460, 500, 120, '#a9d6b1') +
    ell(950, 460, 500, 110, '#93cba0') +
    rect(300, 300, 600, 160, '#f9f6f0') +
    rect(290, 290, 620, 16, '#e4d9c9') +
    path('M330 330h40v40h-40zM420 330h40v40h-40zM740 330h40v40h-40zM830 330h40v40h-40zM560 340h80v120h-80z', '#8fd3ea') +
    treesB +
    rect(
      0,
      440,
      1200,
      360,
      lin([
        [0, '#8cc97a'],
        [1, '#5fa65a'],
      ]),
    ) +
    rr(0, 430, 1200, 40, 20, '#3f8a5c') +
    poly(
      [
        [560, 470],
        [640, 470],
        [900, 800],
        [300, 800],
      ],
      '#b9d98f',
      { opacity: 0.35 },
    ) +
    stones +
    fountain +
    flowers +
    bench +
    plant(120, 780, { s: 0.9, pot: '#c9a27e' })
  );
}

function galleryBar() {
  const r = rng(19);
  const bc = ['#2f5a3d', '#7a1f3d', '#c9a86a', '#3f6e7d', '#e8d5a8', '#5b3a6e', '#b85c2a'];
  const bodies = {};
  let labels = '';
  let caps = '';
  let shine = '';
  let shelves = '';
  for (let sh = 0; sh < 3; sh++) {
    const by = 200 + sh * 120;
    let x = 176;
    while (x < 1000) {
      const w = 30 + r() * 16;
      const h = 70 + r() * 30;
      const c = bc[Math.floor(r() * bc.length)];
      bodies[c] =
        (bodies[c] || '') +
        pd`M${x} ${by}V${by - h * 0.58}Q${x} ${by - h * 0.72} ${x + w * 0.36} ${by - h * 0.78}V${by - h}H${x + w * 0.64}V${by - h * 0.78}Q${x + w} ${by - h * 0.72} ${x + w} ${by - h * 0.58}V${by}Z`;
      labels += pd`M${x + w * 0.12} ${by - h * 0.45}h${w * 0.76}v${h * 0.26}h${-w * 0.76}z`;
      caps += pd`M${x + w * 0.33} ${by - h - 4}h${w * 0.34}v10h${-w * 0.34}z`;
      shine += pd`M${x + w * 0.14} ${by - h * 0.6}h${w * 0.12}v${h * 0.5}h${-w * 0.12}z`;
      x += w + 20 + r() * 18;
    }
    shelves += rr(150, by, 900, 10, 3, '#c9a86a');
  }
  const bottles =
    Object.entries(bodies)
      .map(([c, d]) => path(d, c))
      .join('') +
    path(labels, '#f3ead9') +
    path(caps, '#2b1d12', { opacity: 0.7 }) +
    path(shine, '#ffffff', { opacity: 0.2 }) +
    shelves;
  const stool = (cx) =>
    shadow(cx, 780, 60, 8, 0.4) +
    ell(cx, 774, 40, 8, '#1f2433') +
    rect(cx - 5, 640, 10, 134, '#c9a86a') +
    ell(cx, 700, 30, 6, 'none', { stroke: '#c9a86a', 'stroke-width': 5 }) +
    rr(cx - 54, 620, 108, 24, 12, P.teal) +
    ell(cx, 622, 54, 8, lt(P.teal, 0.2));
  const cocktail = (x) =>
    path(pd`M${x - 30} 486h60l-30 34Z`, '#ffffff', { opacity: 0.5 }) +
    path(pd`M${x - 22} 492h44l-22 24Z`, P.coral) +
    rect(x - 2, 518, 4, 30, '#ffffff', { opacity: 0.7 }) +
    ell(x, 548, 16, 4, '#ffffff', { opacity: 0.7 }) +
    circ(x + 18, 486, 7, '#f4d22e');
  return (
    roomBase({ wall: ['#22323c', '#1a262e'], floor: ['#4a3526', '#2f2118'], base: '#1a1410' }) +
    rect(
      140,
      60,
      920,
      420,
      lin([
        [0, '#5a4130'],
        [1, '#3b2a1e'],
      ]),
    ) +
    rect(
      160,
      80,
      880,
      380,
      rad([
        [0, '#ffcf8a', 0.65],
        [1, '#ffcf8a', 0.08],
      ]),
    ) +
    bottles +
    pendant(320, 170, { c: '#d4ab52', r: 26, glowR: 200, glowOp: 0.35, top: 0 }) +
    pendant(600, 170, { c: '#d4ab52', r: 26, glowR: 200, glowOp: 0.35 }) +
    pendant(880, 170, { c: '#d4ab52', r: 26, glowR: 200, glowOp: 0.35 }) +
    rect(
      60,
      560,
      1080,
      190,
      lin([
        [0, '#8d5b3a'],
        [1, '#5e3d26'],
      ]),
    ) +
    stroke('M180 570V740M300 570V740M420 570V740M540 570V740M660 570V740M780 570V740M900 570V740M1020 570V740', '#3b2a1e', 4, {
      opacity: 0.5,
    }) +
    rr(
      40,
      540,
      1120,
      26,
      6,
      lin([
        [0, '#3d4a55'],
        [1, '#2a333b'],
      ]),
    ) +
    rect(40, 540, 1120, 4, '#ffffff', { opacity: 0.2 }) +
    cocktail(300) +
    cocktail(360) +
    rr(700, 500, 44, 48, 6, '#ffffff', { opacity: 0.4 }) +
    rr(704, 514, 36, 32, 4, '#d98b2b', { opacity: 0.9 }) +
    rr(710, 504, 16, 16, 3, '#ffffff', { opacity: 0.6 }) +
    bottle(860, 540, 40, 110, '#2f5a3d') +
    stool(250) +
    stool(480) +
    stool(720) +
    stool(950)
  );
}

// ---------------------------------------------------------------- logo
function logo() {
  return (
    rr(
      0,
      0,
      64,
      64,
      14,
      lin(
        [
          [0, '#339af0'],
          [1, '#1098ad'],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    path('M0 40Q32 30 64 44V50Q64 64 50 64H14Q0 64 0 50Z', '#ffffff', { opacity: 0.08 }) +
    houseMark(0, 0, 1, '#ffffff', P.blue)
  );
}

// ---------------------------------------------------------------- output
const jobs = [
  ['rooms/default.svg', ROOM, roomDefault],
  ['rooms/single-1.svg', ROOM, single1],
  ['rooms/single-2.svg', ROOM, single2],
  ['rooms/double-1.svg', ROOM, double1],
  ['rooms/double-2.svg', ROOM, double2],
  ['rooms/suite-1.svg', ROOM, suite1],
  ['rooms/suite-2.svg', ROOM, suite2],
  ['rooms/suite-3.svg', ROOM, suite3],
  ['rooms/shared-1.svg', ROOM, shared1],
  ['rooms/shared-2.svg', ROOM, shared2],
  ['rooms/hostel-1.svg', ROOM, hostel1],
  ['rooms/hostel-2.svg', ROOM, hostel2],
  ...Object.entries(F).map(([k, fn]) => [`food/${k}.svg`, { w: 600, h: 600 }, fn]),
  ['hero/lobby.svg', { w: 1600, h: 800 }, heroLobby],
  ['hero/pool.svg', { w: 1600, h: 800 }, heroPool],
  ['hero/restaurant.svg', { w: 1600, h: 800 }, heroRestaurant],
  ['hero/exterior.svg', { w: 1600, h: 800 }, heroExterior],
  ['gallery/spa.svg', ROOM, gallerySpa],
  ['gallery/gym.svg', ROOM, galleryGym],
  ['gallery/lounge.svg', ROOM, galleryLounge],
  ['gallery/conference.svg', ROOM, galleryConference],
  ['gallery/garden.svg', ROOM, galleryGarden],
  ['gallery/bar.svg', ROOM, galleryBar],
  ['logo.svg', { w: 64, h: 64 }, logo],
  ['favicon.svg', { w: 64, h: 64 }, logo],
];

// Plain rects become path data; adjacent rect paths with identical styling are merged
// (all drawn clockwise, so overlaps stay filled under the nonzero rule).
function optimize(svg) {
  let out = svg.replace(
    /<rect x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)" height="([\d.]+)"((?: [a-z-]+="[^"]*")*)\/>/g,
    (m, x, y, w, h, rest) => (/ rx=/.test(rest) ? m : `<path d="M${x} ${y}h${w}v${h}h-${w}z"${rest}/>`),
  );
  const R = 'M[-\\d. ]+h[\\d.]+v[\\d.]+h-[\\d.]+z';
  const re = new RegExp(`<path d="((?:${R})+)"((?: [a-z-]+="[^"]*")*)\\/><path d="((?:${R})+)"\\2\\/>`, 'g');
  let prev;
  do {
    prev = out;
    out = out.replace(re, '<path d="$1$3"$2/>');
  } while (out !== prev);
  return out;
}

jobs.forEach(([rel, { w, h }, build], index) => {
  DEFS = [];
  DEFKEYS = new Map();
  PREC = w > 64 ? 0 : 1;
  let body = build();
  if (w > 64) body = g({ 'clip-path': clip(`<rect width="${w}" height="${h}"/>`) }, body);
  let svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img">` +
    (DEFS.length ? `<defs>${DEFS.join('')}</defs>` : '') +
    body +
    '</svg>\n';
  svg = optimize(svg);
  // Prefix ids per file so the SVGs stay valid even if several are inlined in one page.
  const pre = 'ik' + index.toString(36) + '_';
  svg = svg.replace(/id="d/g, `id="${pre}`).replace(/url\(#d/g, `url(#${pre}`);
  const file = join(ROOT, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
  console.log(`${rel.padEnd(24)} ${(Buffer.byteLength(svg) / 1024).toFixed(1)} KB`);
});
