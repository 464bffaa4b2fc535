export type TextBlock =
  { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const HEADING = /^#{1,3}\s+(.*)$/;
const ITEM = /^[-*•]\s+(.*)$/;

/**
 * The site pages' text format, read line by line: a blank line ends a block,
 * '## ' starts a heading, '- ' a list item; any other line belongs to a paragraph.
 * The result is plain strings: the page renders them as text, so nothing in the
 * body (tags, scripts, links) is ever interpreted.
 */
export function parseTextBlocks(body: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list.length > 0) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = [];
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const item = ITEM.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      if (heading[1]) blocks.push({ kind: 'heading', text: heading[1] });
    } else if (item) {
      if (paragraph.length > 0) flush();
      if (item[1]) list.push(item[1]);
    } else {
      if (list.length > 0) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
