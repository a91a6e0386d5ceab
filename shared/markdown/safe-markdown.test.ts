// The owner's Markdown tables as a screen reader needs them: the header row in <thead>, each of its
// cells a column header (scope="col"), the rows in <tbody> (posts and sections alike).
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './safe-markdown.ts';

const TABLE = ['| Carrying cost component | Annual rate (share of list price) |', '| --- | ---: |', '| Mortgage interest | 4% |', '| Insurance | 0.5% |'].join('\n');

describe('a Markdown table', () => {
  const html = renderMarkdown(TABLE).replace(/\n/g, '');

  it('heads its columns with header cells scoped to them, keeping their alignment', () => {
    expect(html).toContain('<thead><tr><th scope="col">Carrying cost component</th><th scope="col" align="right">Annual rate (share of list price)</th></tr></thead>');
  });

  it('keeps the rows as data cells in the body', () => {
    expect(html).toContain('<tbody><tr><td>Mortgage interest</td><td align="right">4%</td></tr><tr><td>Insurance</td><td align="right">0.5%</td></tr></tbody>');
  });

  it('keeps the scope of a header cell typed as HTML, and only a valid one', () => {
    expect(renderMarkdown('<table><tr><th scope="row" onclick="alert(1)">Cost</th><td>4%</td></tr></table>')).toContain('<th scope="row">Cost</th>');
    expect(renderMarkdown('<table><tr><th scope="javascript:alert(1)">Cost</th></tr></table>')).not.toContain('alert');
  });
});
