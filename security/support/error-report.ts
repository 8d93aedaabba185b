/** A made-up error report, as the site's error boundary sends one; `n` tells them apart. */
export const errorReport = (n: number) => ({
  title: `Synthetic failure ${n} ${Date.now()}`,
  description: `The page broke in a new way, number ${n}.`,
  trace: `Error: synthetic ${n}\n    at page (synthetic.js:${n}:1)`,
});
