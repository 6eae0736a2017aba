import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const linkable = /^(https?|mailto):/i;

const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'ul',
    'ol',
    'li',
    'a',
    'code',
    'pre',
    'blockquote',
    'h3',
    'h4',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
    // A note's headings sit inside a dashboard card: the big levels become the allowed ones.
    h1: 'h3',
    h2: 'h3',
    h5: 'h4',
    h6: 'h4',
  },
};

const markdown = new Marked({
  gfm: true,
  breaks: true,
  renderer: {
    // A link to anything but the web or an e-mail address keeps only its text (false: the
    // usual rendering).
    link(token) {
      return linkable.test(token.href.trim()) ? false : this.parser.parseInline(token.tokens);
    },
  },
});

/**
 * An announcement's Markdown as HTML that is safe to insert into a page: rendered by marked, then
 * kept to a short list of tags (links only http, https and mailto, opening in a new tab).
 */
export function renderAnnouncement(body: string): string {
  const html = markdown.parse(body, { async: false });
  return sanitizeHtml(html, allowed).trim();
}
