/** HTML-escapes text for the HTML bodies of e-mails. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The HTML frame of every e-mail: the salon's name as the heading, the body, and a footer line. Plain
 * inline styles and a single column, as mail programs render them.
 */
export function mailHtml(input: { heading: string; body: string; footer?: string }): string {
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>',
    '<body style="margin:0;padding:24px;background:#f6f6f6;font-family:Arial,Helvetica,sans-serif;color:#222;">',
    '<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;">',
    `<h1 style="font-size:20px;margin:0 0 16px;">${escapeHtml(input.heading)}</h1>`,
    input.body,
    input.footer ? `<p style="margin:24px 0 0;font-size:12px;color:#666;">${input.footer}</p>` : '',
    '</div></body></html>',
  ].join('\n');
}

/** A two-column table of label / value rows (values are text, escaped here). */
export function detailsTable(rows: Array<[string, string]>): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#666;vertical-align:top;">${escapeHtml(label)}</td>` +
        `<td style="padding:4px 0;">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;">${cells}</table>`;
}
