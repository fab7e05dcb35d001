"""Helpers of the browser tests: the websocket messages a page received, and its whole HTML."""

from __future__ import annotations

import html
import json
import re
import time
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Server:
    url: str
    models: list[Any] = field(default_factory=list)  # every session's GameModel, in order


class Frames:
    """Every websocket message the page received, as text, and when the last one came."""

    def __init__(self, page: Any) -> None:
        self.texts: list[str] = []
        self.last = time.monotonic()
        page.on("websocket", self._attach)

    def _attach(self, ws: Any) -> None:
        ws.on("framereceived", self._received)

    def _received(self, payload: Any) -> None:
        text = payload.decode("utf-8", "replace") if isinstance(payload, bytes) else str(payload)
        self.texts.append(decoded(text))
        self.last = time.monotonic()

    def take(self) -> list[str]:
        texts, self.texts = self.texts, []
        return texts

    def settle(self, page: Any, quiet: float = 0.15, timeout: float = 15.0, since: int | None = None) -> None:
        """Wait until the page has received an answer and then nothing for ``quiet`` seconds."""
        start = time.monotonic()
        count = len(self.texts) if since is None else since
        while time.monotonic() - start < timeout:
            page.wait_for_timeout(50)
            if len(self.texts) > count and time.monotonic() - self.last >= quiet:
                return
        if len(self.texts) <= count:
            return  # nothing came: the click changed nothing on screen
        raise AssertionError("the page kept receiving updates")


def decoded(text: str) -> str:
    """A frame's JSON decoded (so that escaped characters read as themselves), all its strings."""
    try:
        data = json.loads(text)
    except ValueError:
        return text
    parts: list[str] = []
    _strings(data, parts)
    return "\n".join(parts)


def _strings(item: Any, out: list[str]) -> None:
    if isinstance(item, str):
        out.append(html.unescape(item))  # Panel sends an HTML pane's text escaped
    elif isinstance(item, dict):
        for key, value in item.items():
            out.append(str(key))
            _strings(value, out)
    elif isinstance(item, list):
        for value in item:
            _strings(value, out)


DEEP_HTML = """() => {
  const parts = []
  const walk = (root) => {
    parts.push((root.innerHTML || '').replace(/<style[\\s\\S]*?<\\/style>/g, ''))
    for (const el of root.querySelectorAll('*')) { if (el.shadowRoot) walk(el.shadowRoot) }
  }
  walk(document.documentElement)
  return parts.join('\\n')
}"""


def page_html(page: Any) -> str:
    """The page's HTML, the insides of every shadow root included (style sheets left out)."""
    return str(page.evaluate(DEEP_HTML))


RULE_TEXT = re.compile(r'<p class="sl-rule-text">.*?</p>', re.S)


def without_rule_texts(text: str) -> str:
    """The rules' own examples (e.g. R-SCORE-2's K♠ 10♠ 4♥) are fixed text, not this game."""
    return RULE_TEXT.sub("", text)


def open_app(page: Any, frames: Frames, server: Server, query: str) -> Any:
    """Open the app at ``query`` and return the new session's GameModel."""
    before = len(server.models)
    page.goto(f"{server.url}?{query}")
    page.wait_for_selector(".card-button", timeout=30_000)
    frames.settle(page, since=0)
    assert len(server.models) == before + 1
    return server.models[-1]


def click(page: Any, frames: Frames, target: Any) -> None:
    """Click and wait until the server's answer has been drawn."""
    count = len(frames.texts)
    target.click()
    frames.settle(page, since=count)


def code_where(wanted: Any, players: int, tries: int = 500) -> str:
    """A deal code whose first hand, once the bots before the person (seat 0) have played,
    gives the person a view for which ``wanted(view)`` is true, on the test server (its deal
    key is the test run's own, so the codes' decks change from run to run). The bots are played
    as the app plays them: a bot may knock before the person's first turn (R-KNOCK-5), which a
    test that wants to knock must rule out (``can_knock``)."""
    from scat_learn.classroom import datadir
    from scat_learn.ui.model import GameModel

    dealer = datadir.dealer()
    for number in range(tries):
        code = f"T{number}"
        model = GameModel(players=players, deal=code, speed="instant", dealer=dealer)
        if model.game.phase == "take" and model.my_turn and wanted(model.view()):
            return code
    raise AssertionError("no deal code gives such a hand")


def can_knock(view: Any) -> bool:
    """The person may knock now (no one has knocked yet: R-KNOCK-2)."""
    from scat_learn.actions import ActionKind

    return any(action.kind is ActionKind.KNOCK for action in view.legal_actions)


def forge(page: Any, model_type: str, data: dict[str, Any]) -> None:
    """The next message the component of ``model_type`` sends carries ``data`` instead: what a
    student could send by hand on the websocket."""
    page.evaluate(
        """([type, data]) => {
          // a component's model, whose own parameters sit in a data model of the component's type
          const model = [...Bokeh.documents[0].all_models].find(m => m.data && m.data.type === type)
          const send = model.trigger_event.bind(model)
          const same = (event) => event.data && Object.keys(data).every(k => k in event.data)
          model.trigger_event = (event) => {
            if (same(event)) { event.data = data; model.trigger_event = send }
            send(event)
          }
        }""",
        [model_type, data],
    )


# The words that the page breaks across two lines ("bala nce"): each word (three letters or more,
# of any alphabet) of the text inside the elements matching the selector given, and inside their
# shadow roots (Panel's panes), that the browser laid out on more than one line.
BROKEN_WORDS = """(selector) => {
  const broken = []
  function scan(node) {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (text.parentElement && ["SCRIPT", "STYLE"].includes(text.parentElement.tagName)) {
        continue
      }
      for (const word of text.data.matchAll(/\\p{L}{3,}/gu)) {
        const range = document.createRange()
        range.setStart(text, word.index)
        range.setEnd(text, word.index + word[0].length)
        const lines = new Set([...range.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.top)))
        if (lines.size > 1) {
          broken.push(word[0])
        }
      }
    }
    for (const element of node.querySelectorAll("*")) {
      if (element.shadowRoot) {
        scan(element.shadowRoot)
      }
    }
  }
  document.querySelectorAll(selector).forEach(scan)
  return broken
}"""
