/**
 * How a colour looks to someone with red–green colour blindness, and how far apart two colours look:
 * pure colour science for checking the legends (docs/colour-blind-legends.md, issue 25 part 4).
 *
 * - Simulation: Machado, Oliveira & Fernandes (2009), "A Physiologically-based Model for Simulation of
 *   Color Vision Deficiency", IEEE TVCG 15(6), the severity 1.0 matrices (protanopia, deuteranopia),
 *   applied to linear RGB (the model works on light, not on gamma-encoded values).
 * - Difference: CIEDE2000 (Sharma, Wu & Dalal 2005, "The CIEDE2000 color-difference formula:
 *   implementation notes…"), on CIELAB with the D65 white of sRGB (IEC 61966-2-1).
 */

export type Rgb = readonly [number, number, number];
export type Lab = readonly [number, number, number];
export type ColourVision = 'normal' | 'protanopia' | 'deuteranopia';
type Matrix = readonly [Rgb, Rgb, Rgb];

const machadoMatrices: Readonly<Record<Exclude<ColourVision, 'normal'>, Matrix>> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
};

/** '#1a9850' or '#fff' → sRGB channels 0–1. */
export function hexToRgb(hex: string): Rgb {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) throw new Error(`Not a hex colour: ${hex}`);
  const channel = (i: number) => parseInt(full.slice(i, i + 2), 16) / 255;
  return [channel(0), channel(2), channel(4)];
}

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const toGamma = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);
const clamp01 = (c: number) => Math.min(1, Math.max(0, c));

function multiply(m: Matrix, v: Rgb): Rgb {
  return [
    m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2],
    m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2],
    m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2],
  ];
}

/** The sRGB colour (0–1) a person with `vision` sees for `rgb`. */
export function simulateColourVision(rgb: Rgb, vision: ColourVision): Rgb {
  if (vision === 'normal') return rgb;
  const linear: Rgb = [toLinear(rgb[0]), toLinear(rgb[1]), toLinear(rgb[2])];
  const seen = multiply(machadoMatrices[vision], linear);
  return [toGamma(clamp01(seen[0])), toGamma(clamp01(seen[1])), toGamma(clamp01(seen[2]))];
}

// sRGB (linear) → XYZ, D65 (IEC 61966-2-1).
const rgbToXyz: Matrix = [
  [0.4124564, 0.3575761, 0.1804375],
  [0.2126729, 0.7151522, 0.072175],
  [0.0193339, 0.119192, 0.9503041],
];
const whiteD65: Rgb = [0.95047, 1, 1.08883];

/** sRGB (0–1) → CIELAB (D65). */
export function rgbToLab(rgb: Rgb): Lab {
  const xyz = multiply(rgbToXyz, [toLinear(rgb[0]), toLinear(rgb[1]), toLinear(rgb[2])]);
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const [fx, fy, fz] = [f(xyz[0] / whiteD65[0]), f(xyz[1] / whiteD65[1]), f(xyz[2] / whiteD65[2])];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

const deg = Math.PI / 180;

/** Hue angle in degrees [0, 360); 0 for a neutral colour (Sharma et al. eq. 4). */
function hueDeg(b: number, a: number): number {
  if (a === 0 && b === 0) return 0;
  const h = Math.atan2(b, a) / deg;
  return h < 0 ? h + 360 : h;
}

/** CIEDE2000 colour difference (kL = kC = kH = 1), following Sharma, Wu & Dalal (2005) step by step. */
export function ciede2000(lab1: Lab, lab2: Lab): number {
  const [L1, a1, b1] = lab1;
  const [L2, a2, b2] = lab2;
  const cBar = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
  const g = 0.5 * (1 - Math.sqrt(cBar ** 7 / (cBar ** 7 + 25 ** 7)));
  const a1p = (1 + g) * a1;
  const a2p = (1 + g) * a2;
  const c1p = Math.hypot(a1p, b1);
  const c2p = Math.hypot(a2p, b2);
  const h1p = hueDeg(b1, a1p);
  const h2p = hueDeg(b2, a2p);

  const dLp = L2 - L1;
  const dCp = c2p - c1p;
  let dhp = 0;
  if (c1p * c2p !== 0) {
    dhp = h2p - h1p;
    if (dhp > 180) dhp -= 360;
    else if (dhp < -180) dhp += 360;
  }
  const dHp = 2 * Math.sqrt(c1p * c2p) * Math.sin((dhp / 2) * deg);

  const lBarP = (L1 + L2) / 2;
  const cBarP = (c1p + c2p) / 2;
  let hBarP = h1p + h2p;
  if (c1p * c2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) hBarP = (h1p + h2p) / 2;
    else hBarP = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2;
  }
  const t =
    1 -
    0.17 * Math.cos((hBarP - 30) * deg) +
    0.24 * Math.cos(2 * hBarP * deg) +
    0.32 * Math.cos((3 * hBarP + 6) * deg) -
    0.2 * Math.cos((4 * hBarP - 63) * deg);
  const dTheta = 30 * Math.exp(-(((hBarP - 275) / 25) ** 2));
  const rC = 2 * Math.sqrt(cBarP ** 7 / (cBarP ** 7 + 25 ** 7));
  const sL = 1 + (0.015 * (lBarP - 50) ** 2) / Math.sqrt(20 + (lBarP - 50) ** 2);
  const sC = 1 + 0.045 * cBarP;
  const sH = 1 + 0.015 * cBarP * t;
  const rT = -Math.sin(2 * dTheta * deg) * rC;
  return Math.sqrt((dLp / sL) ** 2 + (dCp / sC) ** 2 + (dHp / sH) ** 2 + rT * (dCp / sC) * (dHp / sH));
}

/** How different two hex colours look to a person with `vision` (CIEDE2000 of the simulated colours). */
export function perceivedDifference(hexA: string, hexB: string, vision: ColourVision): number {
  const seen = (hex: string) => rgbToLab(simulateColourVision(hexToRgb(hex), vision));
  return ciede2000(seen(hexA), seen(hexB));
}
