import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CompanyDocument, type CompanyDocumentContent } from './company-document';

const DOCUMENT: CompanyDocumentContent = {
  title: 'Cookie Policy',
  eyebrow: 'Legal',
  lead: 'Lead.',
  sections: [
    { id: 'first', title: 'First & only', parts: [{ html: '<p>One.</p>' }] },
    { id: 'second', title: 'Second', parts: [{ block: 'table' }, { html: '<p>After.</p>' }] },
  ],
};

const render = (blocks: Record<string, string>) =>
  renderToStaticMarkup(createElement(CompanyDocument, { document: DOCUMENT, blocks }));

describe('CompanyDocument', () => {
  it('draws each section under its anchored heading, with the page’s blocks in their place', () => {
    const html = render({ table: 'THE TABLE' });
    expect(html).toContain('<section><h2 id="first">First &amp; only</h2><p>One.</p></section>');
    expect(html).toContain('<section><h2 id="second">Second</h2>THE TABLE<div><p>After.</p></div></section>');
  });

  it('refuses a block the text names but the page does not give, and the reverse', () => {
    expect(() => render({})).toThrow('gives no block {{> table}}');
    expect(() => render({ table: 'T', other: 'O' })).toThrow('has no block {{> other}}');
  });
});
