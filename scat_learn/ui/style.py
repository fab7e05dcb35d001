"""The app's one stylesheet. Every class is namespaced (``sl-``) so that nothing collides with
Panel's, Bokeh's or a page template's own classes.

Panel draws each pane in its own shadow root, so the sheet is given to every pane that shows
the app's HTML (:func:`scat_learn.ui.views.html_pane`). Sizes scale with the CSS variable
``--sl-scale``, which the screen mode sets on the app's root (1 on a laptop or a phone, larger
on a projector): custom properties are inherited into shadow roots, so one setting reaches
every pane.
"""

from __future__ import annotations

CSS = """
/* Long lines (explanations, advice, the log) wrap between words, and inside a word only when it
   is longer than the whole line: never "bala nce", and no hyphens added by the browser. All
   three properties are inherited: every element of a pane follows. */
:host { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; color: #1b1b1b;
  font-size: calc(15px * var(--sl-scale, 1)); line-height: 1.4;
  overflow-wrap: break-word; word-break: normal; hyphens: manual; }
* { box-sizing: border-box; }
svg { vertical-align: middle; max-width: 100%; }
p { margin: 0.3em 0; }
ul, ol { margin: 0.3em 0; padding-left: 1.4em; }

/* ---- the page's top line */
.sl-title { font-size: 1.25em; font-weight: 700; margin: 0; }
.sl-head { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5em 1em; }

/* ---- the status line and the messages */
.sl-status { font-size: 1.1em; margin: 0.2em 0; padding: 0.45em 0.7em; background: #f1f4fa;
  border-left: 5px solid #1a56db; border-radius: 4px; }
.sl-status.sl-mine { background: #e8f0ff; font-weight: 600; }
.sl-status .sl-note { display: block; font-weight: 400; font-size: 0.92em; color: #333; }
.sl-msg { display: flex; align-items: flex-start; gap: 0.6em; padding: 0.45em 0.7em; margin: 0.25em 0;
  border-radius: 4px; border-left: 5px solid; }
.sl-msg.sl-error { background: #fff3e0; border-color: #b45309; }
.sl-msg.sl-notice { background: #ecf9ee; border-color: #17803a; }
.sl-msg .sl-msg-text { flex: 1 1 auto; }
.sl-msg-icon { font-weight: 700; }

/* ---- the table: seats around it, the stock and the pile in the middle */
.sl-seats { display: flex; flex-wrap: wrap; gap: 0.5em; }
.sl-seat { flex: 1 1 9.5em; max-width: 16em; min-width: 0; border: 2px solid #c4c4bb; border-radius: 10px;
  padding: 0.2em 0.5em; background: #fbfbf6; line-height: 1.3; }
.sl-seat .sl-line { display: flex; flex-wrap: wrap; align-items: center; gap: 0 0.3em; }
.sl-seat.sl-current { border: 3px solid #1a56db; background: #eef4ff; }
.sl-seat.sl-out { opacity: 0.6; border-style: dashed; }
.sl-seat.sl-lowest { border: 3px solid #b91c1c; background: #fff1f1; }
.sl-seat .sl-name { font-weight: 650; overflow-wrap: anywhere; }
.sl-seat .sl-level { font-weight: 400; font-size: 0.9em; color: #333; }
.sl-seat .sl-cards svg { height: calc(34px * var(--sl-scale, 1)); width: auto; }
.sl-seat.sl-shown .sl-cards svg { height: calc(58px * var(--sl-scale, 1)); }
.sl-badge { display: inline-block; border: 1px solid #666; border-radius: 8px; padding: 0 0.4em;
  margin: 0.1em 0.25em 0.1em 0; font-size: 0.85em; background: white; }
.sl-badge.sl-turn { background: #1a56db; color: white; border-color: #1a56db; }
.sl-badge.sl-score { background: #fff8dc; border-color: #b08900; font-weight: 650; }
.sl-badge.sl-low { background: #b91c1c; color: white; border-color: #b91c1c; }
.sl-coins { letter-spacing: 1px; color: #8a6d00; }
.sl-coin.sl-paid { display: inline-block; animation: sl-pay 1.2s ease-in forwards; }
@keyframes sl-pay { to { transform: translateY(-1.2em); opacity: 0; } }
@media (prefers-reduced-motion: reduce) { .sl-coin.sl-paid { animation: none; opacity: 0.25; } }
.sl-centre { display: flex; flex-wrap: wrap; gap: 0.4em 1.4em; align-items: center; margin: 0.3em 0;
  padding: 0.3em 0.7em; background: #e9f2ea; border-radius: 10px; }
.sl-centre svg { height: calc(66px * var(--sl-scale, 1)); width: auto; }
.sl-pile-label { font-size: 0.9em; }
.sl-step-now { flex: 1 1 14em; font-size: 1.05em; font-weight: 600; }

/* ---- your hand */
.sl-hand-info { margin: 0.2em 0; }
.sl-hand-info li { margin: 0.1em 0; }
.sl-hand-info .sl-expert { color: #0b4f9c; }
.sl-h { font-size: 1.05em; font-weight: 700; margin: 0.2em 0; }

/* ---- advice */
.sl-advice { padding: 0.4em 0.7em; margin: 0.25em 0; background: #eef6ff; border-left: 5px solid #0b63c4;
  border-radius: 4px; }
.sl-advice.sl-coach { background: #f6f1ff; border-color: #6d3fc7; }
/* ---- grades (bots/grades.py): a word with a colour, never the colour alone */
.sl-grade { display: inline-block; padding: 0 0.45em; border-radius: 0.8em; font-size: 0.9em;
  font-weight: 700; border: 1px solid currentColor; }
.sl-grade-best { color: #14642d; }
.sl-grade-good { color: #2d5f1f; }
.sl-grade-inaccuracy { color: #7a5600; }
.sl-grade-mistake { color: #a33b00; }
.sl-grade-blunder { color: #a3001b; }
.sl-drill-verdict.sl-right { color: #14642d; }
.sl-drill-verdict.sl-wrong { color: #a3001b; }
.sl-review-hand { display: flex; align-items: center; gap: 0.6em; margin: 0.15em 0; }
.sl-review-hand span { min-width: 6em; }
.sl-review-hand.sl-mine span { font-weight: 700; }

/* ---- the showdown */
.sl-steps li { margin: 0.2em 0; }
.sl-steps li.sl-last { font-weight: 600; }
details.sl-rule { display: inline; font-size: 0.85em; }
details.sl-rule summary { display: inline; cursor: pointer; color: #1a56db; text-decoration: underline; }
.sl-rule-text { margin: 0.1em 0 0.4em 0; font-size: 0.95em; background: #f5f5ff; padding: 0.25em 0.5em; }

/* ---- the log */
.sl-log { max-height: calc(26em * var(--sl-scale, 1)); overflow-y: auto; display: flex;
  flex-direction: column-reverse; }  /* the newest line stays in sight, at the bottom */
.sl-log ol { list-style: none; padding-left: 0; }
.sl-log li { margin: 0.2em 0; }
.sl-log li.sl-mine { color: #0b3f8c; }
.sl-muted { color: #4d4d4d; }
.sl-later { font-size: 0.85em; color: #4d4d4d; }

/* ---- the rules page */
.markdown code, code { color: #1b1b1b; background: #eeeeee; }

/* ---- the keys */
kbd { border: 1px solid #888; border-bottom-width: 2px; border-radius: 4px; padding: 0 0.35em; background: #fafafa;
  font-family: inherit; font-size: 0.9em; }
.sl-keys td { padding: 0.15em 0.6em 0.15em 0; vertical-align: top; }

/* ---- the classroom: tables, the board's code, the teacher's report */
.sl-table-line { padding: 0.3em 0; overflow-wrap: anywhere; }
.sl-table-head { font-weight: 600; padding: 0.2em 0; overflow-wrap: anywhere; }
.sl-seat .sl-away { color: #8a3b00; font-weight: 600; }
.sl-board { border: 2px solid #1a56db; border-radius: 10px; padding: 0.5em 0.9em; background: #f4f7ff; }
.sl-board-code { font-size: 2.6em; font-weight: 800; letter-spacing: 0.12em; font-family: ui-monospace, monospace; }
.sl-flag { color: #a4161a; }
.sl-link { font-weight: 600; color: #0b4fc2; }
.sl-scroll { max-width: 100%; overflow-x: auto; }
.sl-report { border-collapse: collapse; margin: 0.4em 0; }
.sl-report th, .sl-report td { border-bottom: 1px solid #ccc; padding: 0.2em 0.7em; text-align: left; }
.sl-report td { text-align: right; }

/* ---- a phone: everything a little tighter, so that the turn's decision fits the first screen */
@media (max-width: 600px) {
  :host { font-size: calc(14px * var(--sl-scale, 1)); }
  .sl-title { font-size: 1.05em; }
  .sl-status { font-size: 1em; padding: 0.3em 0.5em; }
  .sl-seats { gap: 0.3em; }
  .sl-seat { flex-basis: 6.5em; padding: 0.1em 0.35em; font-size: 0.86em; border-width: 1px; }
  .sl-seat.sl-current, .sl-seat.sl-lowest { border-width: 2px; }
  .sl-seat .sl-level { display: block; font-weight: 400; }
  .sl-seat .sl-cards svg { height: calc(22px * var(--sl-scale, 1)); }
  .sl-seat.sl-shown .sl-cards svg { height: calc(44px * var(--sl-scale, 1)); }
  .sl-centre { gap: 0.3em 1em; padding: 0.2em 0.5em; }
  .sl-centre svg { height: calc(52px * var(--sl-scale, 1)); }
  .sl-h { font-size: 1em; margin: 0.1em 0; }
}
"""

# Panel's own widgets (buttons, menus) take their size from these, scaled in the same way.
WIDGET_CSS = """
:host { --font-size: calc(14px * var(--sl-scale, 1)); font-size: var(--font-size); }
.bk-btn, select, input { font-size: var(--font-size) !important; }
.bk-btn { white-space: normal; }
/* Colours dark enough for white text (contrast 4.5:1 at least); disabled buttons are greyed too. */
.bk-btn-primary { background-color: #1a56db; border-color: #1a56db; color: white; }
.bk-btn-warning { background-color: #a34a05; border-color: #a34a05; color: white; }
.bk-btn-success { background-color: #146c34; border-color: #146c34; color: white; }
.bk-btn-default { background-color: #f4f4f4; border-color: #8a8a8a; color: #1b1b1b; }
.bk-btn[disabled] { opacity: 0.55; }
"""

# A menu in the page's top line: its label beside it, not above, to keep the line short.
INLINE_CSS = """
:host { --font-size: calc(14px * var(--sl-scale, 1)); font-size: var(--font-size); }
.bk-input-group { display: flex; flex-direction: row; align-items: center; gap: 0.4em; }
label { margin: 0; white-space: nowrap; }
select { font-size: var(--font-size) !important; }
@media (max-width: 600px) {  /* the menu says what it is: its label is for screen readers only */
  label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
}
"""

# Each layout that holds the app's panes: no child may stretch it beyond the screen.
LAYOUT_CSS = """
:host { max-width: 100%; min-width: 0; }
"""

__all__ = ["CSS", "INLINE_CSS", "LAYOUT_CSS", "WIDGET_CSS"]
