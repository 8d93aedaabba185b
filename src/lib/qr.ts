// A minimal QR Code encoder (ISO/IEC 18004): byte mode, error correction level M, versions 1 to 6.
// It is enough for the short URLs the site shows as QR codes (up to 106 bytes) and keeps a QR library out of the
// dependencies.

export interface QrCode {
  readonly version: number;
  readonly mask: number;
  /** Modules per side, without the quiet zone. */
  readonly size: number;
  /** `modules[row][column]`, true for a dark module. */
  readonly modules: readonly (readonly boolean[])[];
}

interface BlockLayout {
  readonly ecCodewordsPerBlock: number;
  readonly dataCodewordsPerBlock: readonly number[];
}

// Level M, from the standard's table 9: error-correction codewords per block and the data codewords of each block.
const LEVEL_M_BLOCKS: Readonly<Record<number, BlockLayout>> = {
  1: { ecCodewordsPerBlock: 10, dataCodewordsPerBlock: [16] },
  2: { ecCodewordsPerBlock: 16, dataCodewordsPerBlock: [28] },
  3: { ecCodewordsPerBlock: 26, dataCodewordsPerBlock: [44] },
  4: { ecCodewordsPerBlock: 18, dataCodewordsPerBlock: [32, 32] },
  5: { ecCodewordsPerBlock: 24, dataCodewordsPerBlock: [43, 43] },
  6: { ecCodewordsPerBlock: 16, dataCodewordsPerBlock: [27, 27, 27, 27] },
};

export const QR_MAX_VERSION = 6;
const LEVEL_M_FORMAT_BITS = 0b00;
const MODE_BYTE = 0b0100;
// The character count indicator of byte mode is 8 bits long in versions 1 to 9.
const BYTE_COUNT_BITS = 8;
const PAD_BYTES = [0xec, 0x11] as const;

// ---- Galois field GF(256) with the QR polynomial x^8 + x^4 + x^3 + x^2 + 1 ----

const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
{
  let value = 1;
  for (let power = 0; power < 255; power++) {
    EXP[power] = value;
    LOG[value] = power;
    value <<= 1;
    if (value & 0x100) value ^= 0x11d;
  }
  // Doubled so that EXP[LOG[a] + LOG[b]] needs no modulo.
  for (let power = 255; power < 512; power++) EXP[power] = EXP[power - 255]!;
}

function gfMultiply(a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : EXP[LOG[a]! + LOG[b]!]!;
}

/** The generator polynomial (x − α⁰)(x − α¹)…(x − α^(degree−1)), highest coefficient first. */
function generatorPolynomial(degree: number): number[] {
  let poly = [1];
  for (let i = 0; i < degree; i++) {
    const next = new Array<number>(poly.length + 1).fill(0);
    for (let j = 0; j < poly.length; j++) {
      next[j]! ^= poly[j]!;
      next[j + 1]! ^= gfMultiply(poly[j]!, EXP[i]!);
    }
    poly = next;
  }
  return poly;
}

/** The Reed–Solomon error-correction codewords of a block of data codewords. */
export function reedSolomonCodewords(data: readonly number[], degree: number): number[] {
  const generator = generatorPolynomial(degree);
  const remainder = new Array<number>(degree).fill(0);
  for (const byte of data) {
    const factor = byte ^ remainder.shift()!;
    remainder.push(0);
    for (let i = 0; i < degree; i++) remainder[i]! ^= gfMultiply(generator[i + 1]!, factor);
  }
  return remainder;
}

// ---- Format information ----

/** The 15 format bits for level M and a mask: BCH(15,5) code, XOR-ed with 101010000010010. */
export function formatBits(mask: number): number {
  const data = (LEVEL_M_FORMAT_BITS << 3) | mask;
  let remainder = data << 10;
  for (let bit = 14; bit >= 10; bit--) {
    if ((remainder >>> bit) & 1) remainder ^= 0x537 << (bit - 10);
  }
  return ((data << 10) | remainder) ^ 0x5412;
}

// ---- Data codewords ----

function dataCodewordCount(version: number): number {
  return LEVEL_M_BLOCKS[version]!.dataCodewordsPerBlock.reduce((sum, count) => sum + count, 0);
}

/** The largest number of bytes that fits in a version at level M. */
export function byteCapacity(version: number): number {
  return Math.floor((dataCodewordCount(version) * 8 - 4 - BYTE_COUNT_BITS) / 8);
}

function chooseVersion(byteLength: number): number {
  for (let version = 1; version <= QR_MAX_VERSION; version++) {
    if (byteLength <= byteCapacity(version)) return version;
  }
  throw new RangeError(
    `QR payload of ${byteLength} bytes exceeds ${byteCapacity(QR_MAX_VERSION)} bytes (version ${QR_MAX_VERSION}-M)`,
  );
}

/** Mode, count, the bytes, terminator and padding, as data codewords. */
export function dataCodewords(bytes: Uint8Array, version: number): number[] {
  const capacityBits = dataCodewordCount(version) * 8;
  const bits: number[] = [];
  const append = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  append(MODE_BYTE, 4);
  append(bytes.length, BYTE_COUNT_BITS);
  for (const byte of bytes) append(byte, 8);
  append(0, Math.min(4, capacityBits - bits.length));
  append(0, (8 - (bits.length % 8)) % 8);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8) {
    codewords.push(bits.slice(i, i + 8).reduce((byte, bit) => (byte << 1) | bit, 0));
  }
  for (let i = 0; codewords.length < capacityBits / 8; i++) codewords.push(PAD_BYTES[i % 2]!);
  return codewords;
}

/** Splits the data into blocks, adds each block's error correction and interleaves them. */
export function finalCodewords(data: readonly number[], version: number): number[] {
  const { ecCodewordsPerBlock, dataCodewordsPerBlock } = LEVEL_M_BLOCKS[version]!;
  const blocks: number[][] = [];
  let offset = 0;
  for (const count of dataCodewordsPerBlock) {
    blocks.push(data.slice(offset, offset + count));
    offset += count;
  }
  const ecBlocks = blocks.map((block) => reedSolomonCodewords(block, ecCodewordsPerBlock));
  const result: number[] = [];
  const longest = Math.max(...dataCodewordsPerBlock);
  for (let i = 0; i < longest; i++) {
    for (const block of blocks) if (i < block.length) result.push(block[i]!);
  }
  for (let i = 0; i < ecCodewordsPerBlock; i++) {
    for (const block of ecBlocks) result.push(block[i]!);
  }
  return result;
}

// ---- The matrix ----

const MASKS: readonly ((row: number, column: number) => boolean)[] = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_r, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];

class Matrix {
  readonly dark: boolean[][];
  readonly reserved: boolean[][];

  constructor(readonly size: number) {
    this.dark = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
    this.reserved = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  }

  setFunction(row: number, column: number, isDark: boolean): void {
    this.dark[row]![column] = isDark;
    this.reserved[row]![column] = true;
  }

  clone(): Matrix {
    const copy = new Matrix(this.size);
    for (let r = 0; r < this.size; r++) {
      copy.dark[r] = [...this.dark[r]!];
      copy.reserved[r] = [...this.reserved[r]!];
    }
    return copy;
  }
}

function drawFunctionPatterns(matrix: Matrix, version: number): void {
  const { size } = matrix;
  // Timing patterns first: the finders drawn next overwrite their ends.
  for (let i = 0; i < size; i++) {
    matrix.setFunction(6, i, i % 2 === 0);
    matrix.setFunction(i, 6, i % 2 === 0);
  }
  // Finder patterns with their light separators: rings by Chebyshev distance from the centre.
  for (const [centreRow, centreColumn] of [
    [3, 3],
    [3, size - 4],
    [size - 4, 3],
  ] as const) {
    for (let dr = -4; dr <= 4; dr++) {
      for (let dc = -4; dc <= 4; dc++) {
        const row = centreRow + dr;
        const column = centreColumn + dc;
        if (row < 0 || row >= size || column < 0 || column >= size) continue;
        const distance = Math.max(Math.abs(dr), Math.abs(dc));
        matrix.setFunction(row, column, distance !== 2 && distance !== 4);
      }
    }
  }
  // Versions 2 to 6 have a single alignment pattern, near the bottom-right corner.
  if (version >= 2) {
    const centre = size - 7;
    for (let dr = -2; dr <= 2; dr++) {
      for (let dc = -2; dc <= 2; dc++) {
        matrix.setFunction(centre + dr, centre + dc, Math.max(Math.abs(dr), Math.abs(dc)) !== 1);
      }
    }
  }
  // Reserve the format areas now (written once the mask is known) and set the dark module.
  drawFormatBits(matrix, 0);
}

function drawFormatBits(matrix: Matrix, mask: number): void {
  const { size } = matrix;
  const bits = formatBits(mask);
  const bit = (i: number) => ((bits >>> i) & 1) === 1;
  // First copy, around the top-left finder: bits 0–7 down column 8 (skipping the timing row), 8–14 along row 8.
  for (let i = 0; i <= 5; i++) matrix.setFunction(i, 8, bit(i));
  matrix.setFunction(7, 8, bit(6));
  matrix.setFunction(8, 8, bit(7));
  matrix.setFunction(8, 7, bit(8));
  for (let i = 9; i < 15; i++) matrix.setFunction(8, 14 - i, bit(i));
  // Second copy: bits 0–7 along row 8 from the right edge, bits 8–14 up column 8 from the bottom.
  for (let i = 0; i < 8; i++) matrix.setFunction(8, size - 1 - i, bit(i));
  for (let i = 8; i < 15; i++) matrix.setFunction(size - 15 + i, 8, bit(i));
  matrix.setFunction(size - 8, 8, true);
}

/** Places the codewords' bits in the two-column zigzag, from the bottom-right corner, skipping the timing column. */
function drawCodewords(matrix: Matrix, codewords: readonly number[]): void {
  const { size } = matrix;
  const totalBits = codewords.length * 8;
  let index = 0;
  let pair = 0;
  for (let right = size - 1; right >= 1; right -= 2, pair++) {
    if (right === 6) right = 5;
    const isUpward = pair % 2 === 0;
    for (let step = 0; step < size; step++) {
      const row = isUpward ? size - 1 - step : step;
      for (const column of [right, right - 1]) {
        if (matrix.reserved[row]![column]) continue;
        // Remainder bits past the last codeword stay light.
        if (index < totalBits) {
          matrix.dark[row]![column] = ((codewords[index >>> 3]! >>> (7 - (index & 7))) & 1) === 1;
        }
        index++;
      }
    }
  }
}

function applyMask(matrix: Matrix, mask: number): void {
  const test = MASKS[mask]!;
  for (let r = 0; r < matrix.size; r++) {
    for (let c = 0; c < matrix.size; c++) {
      if (!matrix.reserved[r]![c] && test(r, c)) matrix.dark[r]![c] = !matrix.dark[r]![c];
    }
  }
}

/**
 * N3: runs in the ratio dark 1 : light 1 : dark 3 : light 1 : dark 1 (at any scale n) with a light run of at least
 * 4n on one side and at least n on the other; the area beyond the symbol counts as light (it is the quiet zone).
 */
function countFinderLikePatterns(line: readonly boolean[]): number {
  // Run lengths, starting and ending with a light run (possibly empty inside, padded at the borders).
  const runs: number[] = [];
  let colour = false;
  let length = line.length;
  for (const isDark of line) {
    if (isDark === colour) {
      length++;
    } else {
      runs.push(length);
      colour = isDark;
      length = 1;
    }
  }
  if (colour) {
    runs.push(length);
    length = 0;
  }
  runs.push(length + line.length);
  let count = 0;
  // Dark runs sit at odd indexes: runs[i] is the first dark run of a candidate pattern.
  for (let i = 1; i + 4 < runs.length; i += 2) {
    const n = runs[i]!;
    const [before, l1, d3, l2, d1, after] = [
      runs[i - 1]!,
      runs[i + 1],
      runs[i + 2],
      runs[i + 3],
      runs[i + 4],
      runs[i + 5] ?? 0,
    ];
    if (l1 !== n || d3 !== 3 * n || l2 !== n || d1 !== n) continue;
    if (before >= 4 * n && after >= n) count++;
    if (after >= 4 * n && before >= n) count++;
  }
  return count;
}

/** The standard's penalty score of a masked symbol (rules N1 to N4); the lowest wins. */
export function penaltyScore(modules: readonly (readonly boolean[])[]): number {
  const size = modules.length;
  const lines: boolean[][] = [];
  for (let i = 0; i < size; i++) {
    lines.push([...modules[i]!]);
    lines.push(modules.map((row) => row[i]!));
  }
  let penalty = 0;
  for (const line of lines) {
    // N1: five or more modules of one colour in a row.
    let run = 1;
    for (let i = 1; i <= size; i++) {
      if (i < size && line[i] === line[i - 1]) {
        run++;
      } else {
        if (run >= 5) penalty += 3 + (run - 5);
        run = 1;
      }
    }
    penalty += 40 * countFinderLikePatterns(line);
  }
  // N2: each 2×2 block of one colour.
  let darkCount = 0;
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      if (modules[r]![c]) darkCount++;
      if (r + 1 < size && c + 1 < size) {
        const colour = modules[r]![c];
        if (
          modules[r]![c + 1] === colour &&
          modules[r + 1]![c] === colour &&
          modules[r + 1]![c + 1] === colour
        )
          penalty += 3;
      }
    }
  }
  // N4: 10 points for each full 5 % that the share of dark modules strays from one half.
  const darkPercent = (darkCount * 100) / (size * size);
  penalty += Math.floor(Math.abs(darkPercent - 50) / 5) * 10;
  return penalty;
}

/**
 * Encodes text (as UTF-8 bytes) into the smallest QR symbol of versions 1 to 6 at level M. Without a mask the one
 * with the lowest penalty is chosen, as the standard prescribes; throws a RangeError when the text is too long.
 */
export function encodeQr(text: string, options: { readonly mask?: number } = {}): QrCode {
  const bytes = new TextEncoder().encode(text);
  const version = chooseVersion(bytes.length);
  const codewords = finalCodewords(dataCodewords(bytes, version), version);
  const base = new Matrix(17 + 4 * version);
  drawFunctionPatterns(base, version);
  drawCodewords(base, codewords);

  const candidates =
    options.mask === undefined
      ? MASKS.map((_test, mask) => mask)
      : [options.mask].filter((mask) => Number.isInteger(mask) && mask >= 0 && mask < MASKS.length);
  if (candidates.length === 0) throw new RangeError(`QR mask must be 0 to 7, not ${options.mask}`);

  let best: { matrix: Matrix; mask: number; penalty: number } | undefined;
  for (const mask of candidates) {
    const matrix = base.clone();
    applyMask(matrix, mask);
    drawFormatBits(matrix, mask);
    const penalty = candidates.length === 1 ? 0 : penaltyScore(matrix.dark);
    if (!best || penalty < best.penalty) best = { matrix, mask, penalty };
  }
  return { version, mask: best!.mask, size: best!.matrix.size, modules: best!.matrix.dark };
}

/**
 * An SVG path of the dark modules, one rectangle per horizontal run, offset by a quiet zone; draw it in a
 * viewBox of `0 0 {size + 2 × quietZone} {size + 2 × quietZone}`.
 */
export function qrSvgPath(qr: QrCode, quietZone = 4): string {
  const parts: string[] = [];
  qr.modules.forEach((row, r) => {
    let c = 0;
    while (c < qr.size) {
      if (!row[c]) {
        c++;
        continue;
      }
      const start = c;
      while (c < qr.size && row[c]) c++;
      parts.push(`M${start + quietZone} ${r + quietZone}h${c - start}v1h-${c - start}z`);
    }
  });
  return parts.join('');
}
