/**
 * An announcement's HTML, rendered and sanitised by the server (packages/contracts
 * announcements.ts: no scripts, styles or handlers; links http, https and mailto only).
 */
export function AnnouncementBody({ html }: { html: string }) {
  return (
    <div
      className="space-y-2 text-sm text-slate-800 [&_a]:font-semibold [&_a]:text-primary-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h1]:text-base [&_h1]:font-bold [&_h2]:text-base [&_h2]:font-bold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-5"
      // Sanitised by the server before it left it (sanitize-html), never built here from input.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
