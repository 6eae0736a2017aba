import { describe, expect, it } from 'vitest';
import { renderAnnouncement } from './render.ts';

describe('rendering an announcement', () => {
  it('when the note is ordinary Markdown, then its paragraphs, emphasis, lists, quotes, code and headings are kept', () => {
    const html = renderAnnouncement(
      [
        '### Friday',
        '**Bring** your _notebook_',
        'and a pen',
        '',
        '- shares',
        '- bonds',
        '',
        '1. read',
        '2. trade',
        '',
        '> Buy low',
        '',
        'Run `npm test`:',
        '',
        '```',
        'if (a < b) sell();',
        '```',
        '',
        '#### Details',
      ].join('\n'),
    );
    expect(html).toBe(
      [
        '<h3>Friday</h3>',
        '<p><strong>Bring</strong> your <em>notebook</em><br />and a pen</p>',
        '<ul>\n<li>shares</li>\n<li>bonds</li>\n</ul>',
        '<ol>\n<li>read</li>\n<li>trade</li>\n</ol>',
        '<blockquote>\n<p>Buy low</p>\n</blockquote>',
        '<p>Run <code>npm test</code>:</p>',
        '<pre><code>if (a &lt; b) sell();\n</code></pre>',
        '<h4>Details</h4>',
      ].join('\n'),
    );
  });

  it('when the note has web and e-mail links, then they open in a new tab without the opener', () => {
    expect(
      renderAnnouncement(
        'See [the news](https://example.org/news?a=1&b=2) or [mail me](mailto:t@example.org)',
      ),
    ).toBe(
      '<p>See <a href="https://example.org/news?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">the news</a>' +
        ' or <a href="mailto:t@example.org" rel="noopener noreferrer" target="_blank">mail me</a></p>',
    );
  });

  it('when the note carries a script, then nothing of it is left', () => {
    const html = renderAnnouncement(
      'Hello <script>alert("x")</script> class\n\n<script>steal()</script>',
    );
    expect(html).not.toMatch(/script|alert|steal/i);
    expect(html).toContain('Hello');
  });

  it('when the note carries event handlers or images, then they are gone', () => {
    const html = renderAnnouncement(
      '<img src="x" onerror="alert(1)"> text <b onclick="alert(2)">bold</b>\n\n![cat](https://example.org/cat.png)',
    );
    expect(html).not.toMatch(/img|onerror|onclick|alert|cat\.png/i);
    expect(html).toContain('text');
    expect(html).toContain('bold');
  });

  it('when a link is not to the web or an e-mail address, then only its text is left', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
    ]) {
      const html = renderAnnouncement(`[click](${href})`);
      expect(html).toBe('<p>click</p>');
    }
    // Written as raw HTML, such a link loses its address: what is left goes nowhere.
    const raw = renderAnnouncement(
      '<a href="javascript:alert(1)" onclick="alert(2)">raw</a> <a href="https://example.org/">web</a>',
    );
    expect(raw).not.toMatch(/javascript|alert|onclick/i);
    expect([...raw.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual([
      'https://example.org/',
    ]);
  });

  it('when the note holds raw HTML, then every tag outside the list is stripped, with its attributes, and the text is kept', () => {
    const html = renderAnnouncement(
      '<div style="color:red">Homework due <b>Friday</b></div>\n\n<iframe src="https://evil.example"></iframe>\n\nSee <span class="x">this</span> <h1>big</h1> <table><tr><td>cell</td></tr></table>',
    );
    expect(html).not.toMatch(/style|class=|iframe|evil/i);
    // The text stays; of the tags only paragraphs remain, and the big heading becomes an h3.
    expect(html).toBe('Homework due Friday<p>See this </p><h3>big</h3> cell<p></p>');
  });

  it('when the note uses characters that mean something in HTML, then they are shown as written', () => {
    expect(renderAnnouncement('Tom & Jerry <3 "quotes" 5 > 4')).toBe(
      '<p>Tom &amp; Jerry &lt;3 "quotes" 5 &gt; 4</p>',
    );
  });
});
