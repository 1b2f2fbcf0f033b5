/**
 * The one print stylesheet of every PDF (page size, orientation and margins are
 * set by the PDF service, around the running header and footer): a sober sans-serif, tables that split
 * across pages with their header row repeated, and the shared building blocks
 * (cover, key-value facts, sections, badges, notes). Templates add only what is theirs.
 */
export const PRINT_STYLESHEET = `
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: 'Liberation Sans', Arial, Helvetica, sans-serif; font-size: 9pt; line-height: 1.35; color: #1d2731; }
h1 { font-size: 18pt; margin: 0 0 4pt; color: #17324d; }
h2 { font-size: 12.5pt; margin: 16pt 0 6pt; padding-bottom: 3pt; color: #17324d; border-bottom: 1.2pt solid #1f5f99; break-after: avoid; }
h3 { font-size: 10.5pt; margin: 10pt 0 4pt; color: #17324d; break-after: avoid; }
p { margin: 0 0 6pt; }
.muted { color: #5b6b7b; }
.section { break-inside: auto; }
.page-break { break-before: page; }

.cover { padding: 28mm 6mm 0; }
.cover .kicker { text-transform: uppercase; letter-spacing: 0.3pt; font-size: 8.5pt; color: #1f5f99; font-weight: bold; }
.cover h1 { font-size: 24pt; margin: 6pt 0 2pt; }
.cover .subtitle { font-size: 12pt; color: #4a5a6a; margin-bottom: 18pt; }

.facts { display: grid; grid-template-columns: max-content 1fr; gap: 4pt 14pt; margin: 8pt 0 12pt; }
.facts dt { color: #5b6b7b; }
.facts dd { margin: 0; font-weight: bold; }

.kpis { display: flex; flex-wrap: wrap; gap: 6pt; margin: 8pt 0 10pt; }
.kpi { flex: 1 1 0; min-width: 0; border: 0.8pt solid #c8d3df; border-radius: 4pt; padding: 6pt; break-inside: avoid; }
.kpi .value { font-size: 12pt; font-weight: bold; color: #17324d; white-space: nowrap; }
.kpi .label { font-size: 7pt; color: #5b6b7b; }

table { width: 100%; border-collapse: collapse; margin: 4pt 0 10pt; }
thead { display: table-header-group; }
tfoot { display: table-row-group; } /* totals once, at the end (Chromium would repeat them on every page) */
tr { break-inside: avoid; }
th { background: #e9f0f7; color: #17324d; text-align: left; font-weight: bold; font-size: 8pt; padding: 4pt 5pt; border-bottom: 1pt solid #9fb3c8; }
td { padding: 3.5pt 5pt; border-bottom: 0.5pt solid #dde5ee; vertical-align: top; }
tbody tr:nth-child(even) td { background: #f7f9fb; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
tfoot td { font-weight: bold; border-top: 1pt solid #9fb3c8; background: #eef3f8; }
.empty { color: #5b6b7b; font-style: italic; padding: 6pt 0; }

.badge { display: inline-block; padding: 0.5pt 5pt; border-radius: 6pt; font-size: 7.5pt; font-weight: bold; }
.badge.warn { background: #fdecea; color: #a1261b; }
.badge.ok { background: #e6f4ea; color: #1e6b34; }
.badge.neutral { background: #eef1f4; color: #3c4a57; }

.note { border-left: 2.5pt solid #1f5f99; background: #f3f7fb; padding: 5pt 8pt; margin: 6pt 0 10pt; font-size: 8pt; }
.formulas { font-size: 8pt; color: #33414f; }
.formulas li { margin-bottom: 2pt; }
.signature { border: 0.8pt solid #c8d3df; border-radius: 4pt; padding: 6pt 8pt; margin: 6pt 0; break-inside: avoid; }
.hash { font-family: 'Liberation Mono', 'DejaVu Sans Mono', monospace; font-size: 7pt; word-break: break-all; color: #3c4a57; }
/* An annual grid's month cells and legend: a colour and a letter each. */
td.month.executado, .swatch.executado { background: #2e7d4f !important; color: #fff; font-weight: bold; }
td.month.parcial, .swatch.parcial { background: #e8b04a !important; color: #3d2a00; font-weight: bold; }
td.month.planejado, .swatch.planejado { background: #cfe3f6 !important; color: #17456e; font-weight: bold; }
td.month.atrasado, .swatch.atrasado { background: #c0392b !important; color: #fff; font-weight: bold; }
td.month.nenhum { background: #fff !important; }
td.month { border: 0.5pt solid #dde5ee; }
.legend { display: flex; gap: 14pt; font-size: 8pt; margin: 2pt 0 5pt; break-after: avoid; }
.swatch { display: inline-block; width: 12pt; height: 10pt; line-height: 10pt; text-align: center; font-size: 6.5pt; font-weight: bold; border: 0.5pt solid #c8d3df; vertical-align: middle; }
/*
 * A chart's box paints its own (white) background: Chromium 143 (the one inside the
 * @sparticuz/chromium npm package) tags an SVG as a Figure with its accessible name only when
 * something painted inside it is marked as its content, and it marks text and boxes, not
 * shapes, so a chart of bars alone lost its Figure. Chromium 156 marks shapes too.
 */
svg[role='img'] { background-color: #fff; }
/* Above the content (it is faint): behind it, a chart's white box would cut the mark. */
.watermark { position: fixed; top: 45%; left: 0; right: 0; text-align: center; font-size: 64pt; font-weight: bold; color: rgba(161, 38, 27, 0.08); transform: rotate(-30deg); z-index: 1; pointer-events: none; }
`;
