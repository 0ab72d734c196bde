/** The shell of the few server-rendered pages (sign-in errors, local sign-in provider, sandbox checkout): dark, self-contained. */

/** Escapes text for HTML element content and attribute values. */
export function esc(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Security headers for these pages: no scripts, inline styles only, no framing. */
export const PAGE_HEADERS: Record<string, string> = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

const CSS = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;
 font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#e8eaf2;
 background:radial-gradient(1200px 600px at 20% -10%,#25304f 0,transparent 60%),radial-gradient(900px 500px at 110% 110%,#3a1f3f 0,transparent 55%),#0b0d14}
.card{width:100%;max-width:460px;background:linear-gradient(180deg,#161a26,#11141d);border:1px solid #262b3b;border-radius:18px;
 box-shadow:0 30px 80px rgba(0,0,0,.55);padding:28px}
.brand{display:flex;align-items:center;gap:10px;font-weight:700;letter-spacing:.02em;margin-bottom:18px;color:#c7cce0}
.brand i{width:28px;height:28px;border-radius:8px;background:linear-gradient(135deg,#66c0f4,#1b2838);display:inline-block}
.brand.pay i{background:linear-gradient(135deg,#ffb547,#ff5f6d)}
h1{font-size:21px;margin:0 0 6px}
p.sub{margin:0 0 20px;color:#9aa1b9;font-size:14px}
.list{display:grid;gap:10px;margin:0 0 18px}
button,.btn{font:inherit;cursor:pointer;border-radius:12px;border:1px solid #2b3145;background:#1a1f2e;color:#e8eaf2;padding:12px 16px}
button:hover{border-color:#4a82ff;background:#1d2436}
.profile{display:flex;align-items:center;gap:14px;width:100%;text-align:left}
.profile img{width:42px;height:42px;border-radius:10px;background:#222}
.profile b{display:block}.profile small{color:#8a91a8;font-family:ui-monospace,monospace;font-size:12px}
form.row{display:flex;gap:8px}
input[type=text]{flex:1;min-width:0;font:inherit;color:#e8eaf2;background:#0e1119;border:1px solid #2b3145;border-radius:12px;padding:12px 14px}
input[type=text]:focus{outline:none;border-color:#4a82ff}
.primary{background:linear-gradient(135deg,#4a82ff,#6a5cff);border-color:transparent;font-weight:600}
.danger{background:transparent;color:#ff8a8a;border-color:#4a2a33}
.sum{display:grid;grid-template-columns:1fr auto;gap:8px 16px;padding:16px;border-radius:14px;background:#0e1119;border:1px solid #222737;margin:0 0 20px}
.sum span{color:#9aa1b9}.sum b{text-align:right;font-variant-numeric:tabular-nums}.sum .total{font-size:18px;color:#fff}
.actions{display:flex;gap:10px}.actions form{flex:1}.actions button{width:100%}
.note{color:#6f7690;font-size:12px;margin:18px 0 0}
.divider{display:flex;align-items:center;gap:10px;color:#6f7690;font-size:12px;margin:6px 0 12px}
.divider:before,.divider:after{content:"";flex:1;height:1px;background:#262b3b}
.state{width:52px;height:52px;margin-bottom:14px}
a{color:#7aa6ff}
a.btn{display:inline-block;text-decoration:none;color:#fff}
`;

/** Wraps a page body in the shared document; `lang` is the page's language tag. */
export function page(title: string, body: string, lang = 'en'): string {
  return `<!doctype html><html lang="${esc(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)}</title><style>${CSS}</style></head><body><main class="card">${body}</main></body></html>`;
}

/** Status badges drawn inline (no emoji: servers and kiosks often lack the fonts). */
export type Icon = 'ok' | 'cancel' | 'wait' | 'warn' | 'unknown';

const ICON_PATHS: Record<Icon, [string, string]> = {
  ok: [
    '#2ecc71',
    '<path d="M15 27l7 7 15-16" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>',
  ],
  cancel: [
    '#ff5f6d',
    '<path d="M18 18l16 16M34 18L18 34" stroke="#fff" stroke-width="5" stroke-linecap="round"/>',
  ],
  wait: [
    '#ffb547',
    '<path d="M18 14h16M18 38h16M20 14c0 8 12 8 12 12s-12 4-12 12M32 14c0 8-12 8-12 12s12 4 12 12" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/>',
  ],
  warn: [
    '#ffb547',
    '<path d="M26 14v15" stroke="#fff" stroke-width="5" stroke-linecap="round"/><circle cx="26" cy="37" r="3" fill="#fff"/>',
  ],
  unknown: [
    '#6a5cff',
    '<path d="M20 20a6 6 0 1 1 9 5c-2 1-3 2-3 5" fill="none" stroke="#fff" stroke-width="4.5" stroke-linecap="round"/><circle cx="26" cy="37" r="3" fill="#fff"/>',
  ],
};

function iconSvg(icon: Icon): string {
  const [color, path] = ICON_PATHS[icon];
  return `<svg class="state" viewBox="0 0 52 52" aria-hidden="true"><circle cx="26" cy="26" r="26" fill="${color}" opacity=".9"/>${path}</svg>`;
}

/** A page with a status badge, a heading, a message, an optional link and an optional small print line. */
export function messagePage(o: {
  brand: string;
  icon: Icon;
  title: string;
  text: string;
  link?: { href: string; label: string };
  note?: string;
  lang?: string;
}): string {
  const link = o.link
    ? `<p><a class="btn primary" href="${esc(o.link.href)}">${esc(o.link.label)}</a></p>`
    : '';
  const note = o.note ? `<p class="note">${esc(o.note)}</p>` : '';
  return page(
    o.title,
    `${o.brand}${iconSvg(o.icon)}<h1>${esc(o.title)}</h1><p class="sub">${esc(o.text)}</p>${link}${note}`,
    o.lang,
  );
}
