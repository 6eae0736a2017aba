/**
 * The lesson text format (docs/product.md section 2 "Module detail"):
 * - a blank line separates blocks;
 * - a block (or a line) wholly wrapped in `**…**` is a heading;
 * - lines starting with `• ` (or `- `) are list items;
 * - a line holding ❌ and ✅ separated by `→` is a myth-versus-fact pair;
 * - anything else is a paragraph. `**bold**` inside a line stays bold.
 */

export type LessonBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'myth-fact'; myth: string; fact: string };

export interface InlineSegment {
  text: string;
  bold: boolean;
}

const HEADING = /^\*\*(?!\*)([\s\S]+?)\*\*$/;
const BULLET = /^(?:•|-)\s+/;
const ARROWS = ['→', '->'] as const;
const MYTH_MARK = '❌';
const FACT_MARK = '✅';

function headingText(text: string): string | null {
  const match = HEADING.exec(text);
  const inner = match?.[1]?.trim();
  // "**A** and **B**" is a line with two bold parts, not a heading.
  if (!inner || inner.includes('**')) return null;
  return inner;
}

function stripLabel(text: string, mark: string, label: RegExp): string {
  return text.replace(mark, '').trim().replace(label, '').trim();
}

/** "❌ Myth: … → ✅ Fact: …" as its two parts, or null for any other line. */
export function parseMythFact(line: string): { myth: string; fact: string } | null {
  if (!line.includes(MYTH_MARK) || !line.includes(FACT_MARK)) return null;
  for (const arrow of ARROWS) {
    const at = line.indexOf(arrow);
    if (at === -1) continue;
    const before = line.slice(0, at);
    const after = line.slice(at + arrow.length);
    if (!before.includes(MYTH_MARK) || !after.includes(FACT_MARK)) continue;
    const myth = stripLabel(before, MYTH_MARK, /^myth\s*[:-]\s*/i);
    const fact = stripLabel(after, FACT_MARK, /^(?:fact|truth|reality)\s*[:-]\s*/i);
    if (myth && fact) return { myth, fact };
  }
  return null;
}

type LineKind =
  | { kind: 'heading'; text: string }
  | { kind: 'bullet'; text: string }
  | { kind: 'myth-fact'; myth: string; fact: string }
  | { kind: 'text'; text: string };

function classifyLine(line: string): LineKind {
  const heading = headingText(line);
  if (heading) return { kind: 'heading', text: heading };
  if (BULLET.test(line)) return { kind: 'bullet', text: line.replace(BULLET, '').trim() };
  const pair = parseMythFact(line);
  if (pair) return { kind: 'myth-fact', ...pair };
  return { kind: 'text', text: line };
}

function parseBlock(block: string): LessonBlock[] {
  const wholeHeading = headingText(block);
  if (wholeHeading) return [{ type: 'heading', text: wholeHeading.replace(/\s+/g, ' ') }];

  const out: LessonBlock[] = [];
  const lines = block
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  for (const line of lines) {
    const item = classifyLine(line);
    const last = out.at(-1);
    switch (item.kind) {
      case 'heading':
        out.push({ type: 'heading', text: item.text });
        break;
      case 'myth-fact':
        out.push({ type: 'myth-fact', myth: item.myth, fact: item.fact });
        break;
      case 'bullet':
        if (last?.type === 'list') last.items.push(item.text);
        else out.push({ type: 'list', items: [item.text] });
        break;
      case 'text':
        // Lines of one paragraph run together, as they would in prose.
        if (last?.type === 'paragraph') last.text = `${last.text} ${item.text}`;
        else out.push({ type: 'paragraph', text: item.text });
        break;
    }
  }
  return out;
}

/** The blocks of a lesson's text, in order. */
export function parseLessonContent(content: string): LessonBlock[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .flatMap(parseBlock);
}

/** A line's `**bold**` parts and plain parts, in order. An unmatched `**` stays as it is. */
export function parseInline(text: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let cursor = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > cursor) segments.push({ text: text.slice(cursor, start), bold: false });
    segments.push({ text: match[1] ?? '', bold: true });
    cursor = start + match[0].length;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), bold: false });
  return segments;
}
