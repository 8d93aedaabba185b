import { describe, expect, it } from 'vitest';
import { countWords, parseFrontMatter, renderInline, renderMarkdown, slugify } from './markdown';

describe('parseFrontMatter', () => {
  it('reads key: value lines, unquotes values and returns the body', () => {
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

  it('treats a file without front matter as all body, and rejects a malformed line', () => {
    expect(parseFrontMatter('Just text')).toEqual({ attributes: {}, body: 'Just text' });
    expect(() => parseFrontMatter('---\nnot a pair\n---\n')).toThrow('Invalid front-matter line');
  });
});

describe('renderInline', () => {
  it('renders bold, italic, inline code and safe links', () => {
    expect(renderInline('**bold** and *it* with `a < b` and [docs](/resources)')).toBe(
      '<strong>bold</strong> and <em>it</em> with <code>a &lt; b</code> and <a href="/resources">docs</a>',
    );
    expect(renderInline('[site](https://example.com/a?b=1&c=2)')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">site</a>',
    );
  });

  it('escapes HTML and drops unsafe link targets', () => {
    expect(renderInline('<script>alert("x")</script>')).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;',
    );
    expect(renderInline('[click](javascript:alert(1))')).not.toContain('href');
    expect(renderInline('[click](//evil.example)')).toBe('click');
    expect(renderInline('[x](/a"onmouseover="b)')).toBe('<a href="/a&quot;onmouseover=&quot;b">x</a>');
  });

  it('leaves code spans, escaped stars and lone stars alone', () => {
    expect(renderInline('`**not bold**` and \\*literal\\* and 2 * 3 * 4')).toBe(
      '<code>**not bold**</code> and *literal* and 2 * 3 * 4',
    );
    expect(renderInline('the rampart_vid cookie')).toBe('the rampart_vid cookie');
  });
});

describe('renderMarkdown', () => {
  it('renders headings from h2 with unique anchors, paragraphs and rules', () => {
    expect(renderMarkdown('# Title\n\n## Title\n\nOne\nline.\n\n---\n')).toBe(
      '<h2 id="title">Title</h2>\n<h2 id="title-2">Title</h2>\n<p>One\nline.</p>\n<hr>',
    );
  });

  it('renders bullet and numbered lists, with continuation lines', () => {
    expect(renderMarkdown('- one\n- two\n  more\n\n3. three\n4. four')).toBe(
      '<ul><li>one</li><li>two\nmore</li></ul>\n<ol start="3"><li>three</li><li>four</li></ol>',
    );
  });

  it('renders fenced code verbatim and escaped', () => {
    expect(renderMarkdown('```ts\nconst a = <T>(x: T) => x && "**";\n```')).toBe(
      '<pre><code class="language-ts">const a = &lt;T&gt;(x: T) =&gt; x &amp;&amp; &quot;**&quot;;</code></pre>',
    );
  });

  it('renders block quotes and tables', () => {
    expect(renderMarkdown('> **Note:** careful')).toBe(
      '<blockquote><p><strong>Note:</strong> careful</p></blockquote>',
    );
    expect(renderMarkdown('| Category | Weight |\n| --- | ---: |\n| Code Security | 30 % |')).toBe(
      '<div class="table-scroll"><table><thead><tr><th scope="col">Category</th><th scope="col">Weight</th></tr></thead>' +
        '<tbody><tr><td>Code Security</td><td>30 %</td></tr></tbody></table></div>',
    );
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
