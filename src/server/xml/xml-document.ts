import 'server-only';

// Every XML document the site writes (the Atom feeds, the blog's RSS, the sitemap) puts its text through here,
// under one rule for the text people and data sets wrote: it is escaped as character data (never CDATA, never
// markup, so `]]>`, `</feed>`, `<script>` or `&nbsp;` in a project name are characters a reader shows), and the
// characters XML 1.0 forbids (C0 controls but tab and line breaks, U+FFFE, U+FFFF, lone surrogates) are dropped,
// so that one bad character cannot make the whole document unreadable. Written here rather than borrowed: the
// feed package's writer (xml-js) escaped only the first `]]>` of a CDATA section, and xmlbuilder2 leaves text that
// looks like an entity (`&nbsp;`, `&#0;`) unescaped, which breaks the document just the same.
const FORBIDDEN =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as XML character data: `&`, `<` and `>` escaped, forbidden characters dropped. */
export function escapeXmlText(text: string): string {
  return text.replace(FORBIDDEN, '').replace(/[&<>]/g, (char) => ESCAPES[char]!);
}

/** Text as a quoted attribute value: the quotes escaped too. */
const escapeXmlAttribute = (text: string) =>
  text.replace(FORBIDDEN, '').replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** An element with attributes and text content, on one line: `<name a="b">text</name>`, or empty `<name a="b"/>`. */
export function xmlElement(name: string, attributes: Record<string, string>, text?: string): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXmlAttribute(value)}"`)
    .join('');
  return text === undefined ? `<${name}${attrs}/>` : `<${name}${attrs}>${escapeXmlText(text)}</${name}>`;
}

/** A document: the declaration, then the lines given (already XML). */
export const xmlDocument = (lines: readonly string[]): string =>
  ['<?xml version="1.0" encoding="UTF-8"?>', ...lines, ''].join('\n');
