import 'server-only';

// @web3icons/core ships each icon as an ES module whose default export is the SVG as one single-quoted string:
// `var UNI =\n  '<svg ...>'\n\nexport { UNI as default }`. It is read as text, never run.
const ICON_MODULE = /^var (\w+) =\s*'((?:[^'\\\n]|\\.)*)'\s*export \{ \1 as default \}/;
const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', "'": "'", '"': '"', '\\': '\\' };

/** The SVG text of an icon module, or null when the module is not of that one shape. */
export function svgOfIconModule(source: string): string | null {
  const literal = ICON_MODULE.exec(source)?.[2];
  if (literal === undefined) return null;
  let isPlain = true;
  const text = literal.replace(/\\(.)/g, (_, char: string) => {
    const decoded = ESCAPES[char];
    if (decoded === undefined) isPlain = false;
    return decoded ?? '';
  });
  return isPlain ? text : null;
}

// What a logo needs is shapes, gradients and clip paths. Scripts, event handlers, embedded documents or
// pictures and references outside the file could run code or fetch something when an SVG is opened: an icon
// holding any of them is refused rather than cleaned.
const FORBIDDEN = [
  /<script\b/i,
  /<foreignObject\b/i,
  /<(image|use|iframe|embed|object|a|style|animate\w*|set)\b/i,
  /\son\w+\s*=/i,
  /\b(xlink:)?href\s*=\s*["'](?!#)/i,
  /url\(\s*["']?(?!#)/i,
  /<!(DOCTYPE|ENTITY)/i,
  /javascript:/i,
];

/** The SVG when it is a plain drawing (see FORBIDDEN), else null. */
export function sanitiseSvg(svg: string | null): string | null {
  if (svg === null || !/^\s*<svg\b/.test(svg)) return null;
  return FORBIDDEN.some((pattern) => pattern.test(svg)) ? null : svg;
}
