import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { escapeXmlText, xmlDocument, xmlElement } from './xml-document';

describe('escapeXmlText', () => {
  it.each([
    ['a < b > c & d', 'a &lt; b &gt; c &amp; d'],
    ['"quoted" \'single\'', '"quoted" \'single\''],
    // Text that looks like an entity is text, not an entity.
    ['&amp; &nbsp; &#0; &#x3C;', '&amp;amp; &amp;nbsp; &amp;#0; &amp;#x3C;'],
    [']]> ]]>', ']]&gt; ]]&gt;'],
    ['tab\tline\nreturn\r', 'tab\tline\nreturn\r'],
    ['bell\u0007 nul\u0000 ffff\uffff fffe\ufffe lone\ud800 low\udc00', 'bell nul ffff fffe lone low'],
    ['emoji 🛡️ and ü', 'emoji 🛡️ and ü'],
  ])('writes %j as %j', (text, written) => {
    expect(escapeXmlText(text)).toBe(written);
  });

  it('makes a well-formed document of any text, in content and attributes', () => {
    const hostile = 'x]]><script>&nbsp;&#0;</feed>\u0001"\'\ud800';
    const xml = xmlDocument(['<root>', xmlElement('item', { href: hostile }, hostile), '</root>']);
    expect(XMLValidator.validate(xml)).toBe(true);
  });
});
