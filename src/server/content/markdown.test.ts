import { describe, expect, it } from 'vitest';
import { countWords, parseFrontMatter, renderMarkdown, slugify } from './markdown';

/** One paragraph's inner HTML. */
const inline = (markdown: string) => renderMarkdown(markdown).replace(/^<p>|<\/p>$/g, '');

describe('parseFrontMatter', () => {
  it('reads the YAML mapping, unquotes values and returns the body', () => {
    const { attributes, body } = parseFrontMatter(
      '---\ntitle: "Reading an audit: a guide"\ndate: 2026-02-03\nsummary: It\'s short.\n---\n# Body\n',
    );
    expect(attributes).toEqual({
      title: 'Reading an audit: a guide',
      date: '2026-02-03',
      summary: "It's short.",
    });
    expect(body).toBe('# Body\n');
  });

  it('treats a file without front matter as all body, and rejects front matter that is not a mapping', () => {
    expect(parseFrontMatter('Just text')).toEqual({ attributes: {}, body: 'Just text' });
    expect(() => parseFrontMatter('---\n- a list\n---\n')).toThrow('Invalid front matter');
    expect(() => parseFrontMatter('---\nkey: [unclosed\n---\n')).toThrow();
  });
});

describe('renderMarkdown', () => {
  it('renders bold, italic, inline code and safe links', () => {
    expect(inline('**bold** and *it* with `a < b` and [docs](/resources)')).toBe(
      '<strong>bold</strong> and <em>it</em> with <code>a &lt; b</code> and <a href="/resources">docs</a>',
    );
    expect(inline('[site](https://example.com/a?b=1&c=2)')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">site</a>',
    );
  });

  it('escapes HTML and drops unsafe link targets, keeping their text', () => {
    expect(inline('<script>alert("x")</script> and <b onclick="x()">b</b>')).not.toMatch(/<(script|b)[\s>]/);
    for (const href of ['javascript:alert(1)', '//evil.example', '/\\evil.example', 'data:text/html,x']) {
      const html = inline(`[click](${href})`);
      expect(html, href).not.toContain('href');
      expect(html, href).toContain('click');
    }
    expect(inline('[x](/a"onmouseover="b)')).not.toContain('onmouseover="b"');
  });

  it('leaves code spans, escaped stars and lone stars alone', () => {
    expect(inline('`**not bold**` and \\*literal\\* and 2 * 3 * 4')).toBe(
      '<code>**not bold**</code> and *literal* and 2 * 3 * 4',
    );
    expect(inline('the rampart_vid cookie')).toBe('the rampart_vid cookie');
  });

  it('renders headings from h2 with unique anchors, paragraphs and rules', () => {
    expect(renderMarkdown('# Title\n\n## Title\n\nOne\nline.\n\n---\n')).toBe(
      '<h2 id="title">Title</h2>\n<h2 id="title-2">Title</h2>\n<p>One\nline.</p>\n<hr>',
    );
  });

  it('renders bullet and numbered lists, with continuation lines', () => {
    const html = renderMarkdown('- one\n- two\n  more\n\n3. three\n4. four');
    expect(html).toContain('<ul>\n<li>one</li>\n<li>two\nmore</li>\n</ul>');
    expect(html).toContain('<ol start="3">\n<li>three</li>\n<li>four</li>\n</ol>');
  });

  it('renders fenced code verbatim and escaped', () => {
    expect(renderMarkdown('```ts\nconst a = <T>(x: T) => x && "**";\n```')).toBe(
      '<pre><code class="language-ts">const a = &lt;T&gt;(x: T) =&gt; x &amp;&amp; &quot;**&quot;;\n</code></pre>',
    );
  });

  it('renders block quotes and tables that scroll on their own, with column headers', () => {
    expect(renderMarkdown('> **Note:** careful')).toBe(
      '<blockquote>\n<p><strong>Note:</strong> careful</p>\n</blockquote>',
    );
    const table = renderMarkdown('| Category | Weight |\n| --- | ---: |\n| Code Security | 30 % |');
    expect(table).toMatch(/^<div class="table-scroll"><table>/);
    expect(table).toContain('<th scope="col">Category</th>');
    expect(table).toContain('<td>Code Security</td>');
    expect(table).toMatch(/<\/table><\/div>$/);
  });

  it('never lets raw HTML through', () => {
    const html = renderMarkdown('<img src=x onerror=alert(1)>\n\n## <b>x</b>\n\n- <i>y</i>');
    expect(html).not.toMatch(/<(img|b|i)[\s>]/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('helpers', () => {
  it('slugifies headings and counts words outside code blocks', () => {
    expect(slugify('What is a *flash loan*?')).toBe('what-is-a-flash-loan');
    expect(countWords('One two — three.\n\n```\nignored code\n```\nfour')).toBe(4);
  });
});
