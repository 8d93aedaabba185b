import { describe, expect, it } from 'vitest';
import {
  byteCapacity,
  dataCodewords,
  encodeQr,
  finalCodewords,
  formatBits,
  qrSvgPath,
  reedSolomonCodewords,
  type QrCode,
} from './qr';

const rows = (qr: QrCode) => qr.modules.map((row) => row.map((isDark) => (isDark ? '#' : '.')).join(''));

// Reference symbols from an independent encoder (Project Nayuki's QR Code generator), byte mode, level M.
const HI_MASK_2 = [
  '#######.......#######',
  '#.....#...###.#.....#',
  '#.###.#.##..#.#.###.#',
  '#.###.#.##....#.###.#',
  '#.###.#.#####.#.###.#',
  '#.....#.#...#.#.....#',
  '#######.#.#.#.#######',
  '........#.###........',
  '#.#####..##.#.#####..',
  '#...##..#...#..#....#',
  '.##..###..##.#..####.',
  '##......###....##.#..',
  '##..#.#...##.#..#.#.#',
  '........#######..#...',
  '#######...#.#.##...#.',
  '#.....#.#######..#..#',
  '#.###.#.##..#..#..#..',
  '#.###.#.###.#..#..#..',
  '#.###.#.##.#.#..###..',
  '#.....#..##....##.#..',
  '#######.####.#..####.',
];

const WECHAT_URL_MASK_3 = [
  '#######.##.#.###..###.#######',
  '#.....#.##..##..##..#.#.....#',
  '#.###.#...#.....#.#...#.###.#',
  '#.###.#.#####.##.#..#.#.###.#',
  '#.###.#...###.#.#..#..#.###.#',
  '#.....#......#.##.###.#.....#',
  '#######.#.#.#.#.#.#.#.#######',
  '........#..##..#####.........',
  '#.##.###.###.#.#.##...#..#.##',
  '..#..#...#######...#.####...#',
  '#...#.#..#...#..##........##.',
  '#.#.##.###.##...#..###.#....#',
  '##.#.##...#...##.#.#.....##..',
  '#...#..##.....#.##.#..#...###',
  '#.#.###..##.##.##..##..##.###',
  '..###....#....#.#..###.##..#.',
  '#..##########.##..####..##.#.',
  '..###..##..##.#.#.#.#..#.###.',
  '#...###..#.########.##....#..',
  '...###.#...#####.#.###..#.#..',
  '.###..#..#.#.##.###########..',
  '........###.#...#...#...#####',
  '#######.#.##..#.#####.#.##.#.',
  '#.....#.#..####.....#...##..#',
  '#.###.#...#.#..#....#####.##.',
  '#.###.#.##..#..##.#..#.###..#',
  '#.###.#.#...#....##.##....#.#',
  '#.....#..#.##.#.....#..###.#.',
  '#######.####..#.#.#.#....#.#.',
];

/** Reads a symbol back to text, independently of the encoder's placement code: format, unmask, zigzag, bytes. */
function decode(qr: QrCode): { text: string; mask: number; formatCopiesAgree: boolean } {
  const { size, modules } = qr;
  const at = (r: number, c: number) => (modules[r]![c] ? 1 : 0);
  let first = 0;
  const firstPositions: [number, number][] = [
    [0, 8], [1, 8], [2, 8], [3, 8], [4, 8], [5, 8], [7, 8], [8, 8],
    [8, 7], [8, 5], [8, 4], [8, 3], [8, 2], [8, 1], [8, 0],
  ]; // prettier-ignore
  firstPositions.forEach(([r, c], bit) => (first |= at(r, c) << bit));
  let second = 0;
  for (let bit = 0; bit < 8; bit++) second |= at(8, size - 1 - bit) << bit;
  for (let bit = 8; bit < 15; bit++) second |= at(size - 15 + bit, 8) << bit;
  const format = first ^ 0x5412;
  const mask = (format >>> 10) & 7;

  const version = (size - 17) / 4;
  const isFunction = (r: number, c: number) =>
    r === 6 ||
    c === 6 ||
    (r <= 8 && c <= 8) ||
    (r <= 8 && c >= size - 8) ||
    (r >= size - 8 && c <= 8) ||
    (version >= 2 && Math.abs(r - (size - 7)) <= 2 && Math.abs(c - (size - 7)) <= 2);
  const maskAt = [
    (r: number, c: number) => (r + c) % 2 === 0,
    (r: number) => r % 2 === 0,
    (_r: number, c: number) => c % 3 === 0,
    (r: number, c: number) => (r + c) % 3 === 0,
    (r: number, c: number) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
    (r: number, c: number) => ((r * c) % 2) + ((r * c) % 3) === 0,
    (r: number, c: number) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
    (r: number, c: number) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
  ][mask]!;

  const bits: number[] = [];
  let column = size - 1;
  let goingUp = true;
  while (column > 0) {
    if (column === 6) column--;
    for (let i = 0; i < size; i++) {
      const r = goingUp ? size - 1 - i : i;
      for (const c of [column, column - 1]) {
        if (!isFunction(r, c)) bits.push(at(r, c) ^ (maskAt(r, c) ? 1 : 0));
      }
    }
    column -= 2;
    goingUp = !goingUp;
  }
  const codewords: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) {
    codewords.push(bits.slice(i, i + 8).reduce((byte, bit) => (byte << 1) | bit, 0));
  }
  // De-interleave the data codewords (versions 1–6 at level M have blocks of equal length).
  const blockCount = [1, 1, 1, 2, 2, 4][version - 1]!;
  const perBlock = [16, 28, 44, 32, 43, 27][version - 1]!;
  const data: number[] = [];
  for (let block = 0; block < blockCount; block++) {
    for (let i = 0; i < perBlock; i++) data.push(codewords[i * blockCount + block]!);
  }
  const stream = data.flatMap((byte) => Array.from({ length: 8 }, (_, i) => (byte >>> (7 - i)) & 1));
  const read = (from: number, length: number) =>
    stream.slice(from, from + length).reduce((value, bit) => (value << 1) | bit, 0);
  expect(read(0, 4)).toBe(0b0100);
  const length = read(4, 8);
  const bytes = Uint8Array.from({ length }, (_, i) => read(12 + 8 * i, 8));
  return { text: new TextDecoder().decode(bytes), mask, formatCopiesAgree: first === second };
}

describe('QR encoder', () => {
  it('computes the BCH-coded format bits of level M for each mask', () => {
    const table = [
      '101010000010010',
      '101000100100101',
      '101111001111100',
      '101101101001011',
      '100010111111001',
      '100000011001110',
      '100111110010111',
      '100101010100000',
    ];
    expect(table.map((_bits, mask) => formatBits(mask).toString(2).padStart(15, '0'))).toEqual(table);
  });

  it('computes Reed–Solomon codewords (the standard HELLO WORLD 1-M example)', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomonCodewords(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it('encodes byte mode with count, terminator and alternating pad bytes', () => {
    // 0100 | 00000010 | 'H' 01001000 | 'i' 01101001 | terminator 0000, then 0xEC 0x11 ...
    expect(dataCodewords(new TextEncoder().encode('Hi'), 1)).toEqual([
      0x40, 0x24, 0x86, 0x90, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11,
    ]);
    expect(finalCodewords(dataCodewords(new TextEncoder().encode('Hi'), 1), 1)).toHaveLength(26);
  });

  it('knows the byte capacity of versions 1 to 6 at level M', () => {
    expect([1, 2, 3, 4, 5, 6].map(byteCapacity)).toEqual([14, 26, 42, 62, 84, 106]);
  });

  it('matches reference symbols module for module', () => {
    expect(rows(encodeQr('Hi', { mask: 2 }))).toEqual(HI_MASK_2);
    const wechat = encodeQr('https://u.wechat.com/rampart_sec', { mask: 3 });
    expect(wechat.version).toBe(3);
    expect(rows(wechat)).toEqual(WECHAT_URL_MASK_3);
  });

  it('chooses the mask with the lowest penalty, as the reference encoder does', () => {
    expect(encodeQr('https://u.wechat.com/rampart_sec').mask).toBe(3);
    expect(encodeQr('Hi').mask).toBe(0);
  });

  it('decodes back to the text in every version from 1 to 6, with both format copies equal', () => {
    for (const [length, version] of [
      [1, 1],
      [14, 1],
      [15, 2],
      [42, 3],
      [43, 4],
      [84, 5],
      [106, 6],
    ] as const) {
      const text = 'https://rampart.example/'
        .concat('abcdefghijklmnopqrstuvwxyz0123456789'.repeat(3))
        .slice(0, length);
      const qr = encodeQr(text);
      expect(qr.version).toBe(version);
      expect(qr.size).toBe(17 + 4 * version);
      const decoded = decode(qr);
      expect(decoded).toEqual({ text, mask: qr.mask, formatCopiesAgree: true });
      // The dark module beside the bottom-left finder.
      expect(qr.modules[qr.size - 8]![8]).toBe(true);
    }
    expect(decode(encodeQr('Grüße, 安全')).text).toBe('Grüße, 安全');
  });

  it('rejects text beyond version 6 and masks outside 0 to 7', () => {
    expect(() => encodeQr('x'.repeat(107))).toThrow(RangeError);
    expect(() => encodeQr('x', { mask: 8 })).toThrow(RangeError);
  });

  it('draws one SVG rectangle per run of dark modules, inside the quiet zone', () => {
    const qr = encodeQr('Hi', { mask: 2 });
    const path = qrSvgPath(qr);
    const widths = [...path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)];
    expect(widths.map((match) => match[0]).join('')).toBe(path);
    const darkCount = HI_MASK_2.join('')
      .split('')
      .filter((module) => module === '#').length;
    expect(widths.reduce((sum, match) => sum + Number(match[3]), 0)).toBe(darkCount);
    expect(Math.min(...widths.map((match) => Number(match[1])))).toBe(4);
    expect(path.startsWith('M4 4h7v1h-7z')).toBe(true);
  });
});
