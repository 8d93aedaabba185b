import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sanitiseSvg, svgOfIconModule } from './svg-icon';

const moduleOf = (literal: string) => `var ICON =\n  '${literal}'\n\nexport { ICON as default }\n`;
const PLAIN =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><path fill="#000" d="M0 0h24v24H0z"/></svg>';

describe('svgOfIconModule', () => {
  it('reads the SVG text of a @web3icons/core module, its escapes decoded, without running it', () => {
    expect(svgOfIconModule(moduleOf('<svg>\\n  <path d="M0 0"/>\\n</svg>\\n'))).toBe(
      '<svg>\n  <path d="M0 0"/>\n</svg>\n',
    );
    expect(svgOfIconModule(moduleOf("<svg><title>it\\'s</title></svg>"))).toBe(
      "<svg><title>it's</title></svg>",
    );
  });

  it.each([
    [
      'code around the string',
      `${moduleOf('<svg/>')}fetch('https://evil.test')`.replace('export', 'x; export'),
    ],
    ['another export', "var A =\n  '<svg/>'\n\nexport { B as default }"],
    ['an escape it does not know', moduleOf('<svg>\\x3cscript\\x3e</svg>')],
    ['a string that is concatenated', "var A =\n  '<svg>' + evil + '</svg>'\n\nexport { A as default }"],
  ])('refuses a module of another shape: %s', (_, source) => {
    expect(svgOfIconModule(source)).toBeNull();
  });
});

describe('sanitiseSvg', () => {
  it('keeps a plain drawing, with gradients and clip paths referenced inside the file', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g"/></defs><path fill="url(#g)" clip-path="url(#c)"/></svg>`;
    expect(sanitiseSvg(svg)).toBe(svg);
    expect(sanitiseSvg(PLAIN)).toBe(PLAIN);
  });

  it.each([
    ['a script', '<svg><script>alert(1)</script></svg>'],
    ['an event handler', '<svg onload="alert(1)"><path/></svg>'],
    ['an embedded document', '<svg><foreignObject><iframe src="x"/></foreignObject></svg>'],
    ['an outside picture', '<svg><image href="https://evil.test/x.png"/></svg>'],
    ['a link', '<svg><a href="javascript:alert(1)"><path/></a></svg>'],
    ['an outside reference', '<svg><use xlink:href="https://evil.test/sprite.svg#a"/></svg>'],
    ['an outside paint server', '<svg><path fill="url(https://evil.test/x.svg#g)"/></svg>'],
    ['an entity declaration', '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>'],
    ['a style sheet', '<svg><style>@import url(https://evil.test/x.css)</style></svg>'],
    ['something that is not an SVG', '<html><body/></html>'],
  ])('refuses %s', (_, svg) => {
    expect(sanitiseSvg(svg)).toBeNull();
  });

  it('accepts every @web3icons/core logo that the shipped projects name', () => {
    const projects = JSON.parse(
      fs.readFileSync(path.join(process.cwd(), 'data', 'protocols.json'), 'utf8'),
    ) as {
      slug: string;
      logo: string | null;
    }[];
    const modules = projects.flatMap((project) =>
      project.logo?.startsWith('@web3icons/core/') ? [project.logo] : [],
    );
    // The catalogue's projects drawn by the icon package (merged records keep one logo; test networks are gone).
    expect(modules.length).toBe(1_940);
    const refused = modules.filter((logo) => {
      const file = path.join(
        process.cwd(),
        'node_modules',
        logo.replace('@web3icons/core/svgs/', '@web3icons/core/dist/svgs/'),
      );
      return sanitiseSvg(svgOfIconModule(fs.readFileSync(file, 'utf8'))) === null;
    });
    expect(refused).toEqual([]);
  });
});
