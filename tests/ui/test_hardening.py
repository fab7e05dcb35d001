"""Nothing a browser can do breaks a game or reveals a card: odd addresses, forged websocket
messages, and the numbers and codes a page receives (R-INFO-1)."""

from __future__ import annotations

import contextlib
import logging
import re
from typing import Any
from urllib.parse import parse_qs, urlparse

import pytest
from test_play import play_game
from ui_helpers import Frames, forge, page_html

from scat_learn import Game
from scat_learn.checks import MAX_SEED
from scat_learn.classroom import datadir
from scat_learn.deals import Dealer, check_code
from scat_learn.errors import BadInput

pytestmark = pytest.mark.browser


def open_page(page: Any, server: Any, query: str) -> Any:
    before = len(server.models)
    response = page.goto(f"{server.url}?{query}")
    assert response is not None and response.status == 200
    page.wait_for_selector(".card-button", timeout=30_000)
    assert len(server.models) == before + 1
    return server.models[-1]


def address(page: Any) -> dict[str, list[str]]:
    return parse_qs(urlparse(page.url).query)


ODD_ADDRESSES = [
    ("deal=!!!", "!!!"),
    ("deal=" + "x" * 5000, "xxxxxxxx"),
    ("seed=" + "7" * 4301, "77777777"),  # more digits than Python turns into a number
    ("players=50", "50"),
    ("players=²", "²"),
    ("players=1.5", "1.5"),
    ("speed=weird", "weird"),
    ("lang=xx", "xx"),
]


@pytest.mark.parametrize(("query", "given"), ODD_ADDRESSES)
def test_an_odd_address_says_what_it_used_instead_and_shows_it(page, server, query, given, caplog):
    with caplog.at_level(logging.WARNING):
        model = open_page(page, server, query)
        # The address once the page has put the values it used in it (an odd deal= was there
        # from the start: waiting for "deal=" alone could read the address before it changed).
        shows_used = "code => new URLSearchParams(location.search).get('deal') === code"
        page.wait_for_function(shows_used, arg=model.deal_code)
    used = {"deal": model.deal_code, "players": str(model.players), "speed": model.speed, "lang": model.lang}
    shown = {k: v[0] for k, v in address(page).items()}
    assert {k: shown.get(k) for k in used} == used and "seed" not in shown  # only valid values
    notice = page.get_by_role("status").filter(has_text="address").first
    notice.wait_for()
    assert given in notice.inner_text()
    box = notice.bounding_box()  # on the first screen, where the person is looking
    assert box is not None and box["height"] > 0 and box["y"] + box["height"] <= page.viewport_size["height"]
    assert "Traceback" not in caplog.text


def test_an_old_seed_link_is_read_as_a_deal_code(page, server):
    model = open_page(page, server, "seed=abc&players=3")
    page.wait_for_function("() => location.search.includes('deal=ABC')")
    assert model.deal_code == "ABC" and "seed" not in address(page)


def set_property(page: Any, model_type: str, name: str, value: Any, where: str = "") -> None:
    """Set a property of a component's model in the page, as a forged change would."""
    page.evaluate(
        """([type, name, value, where]) => {
          // a widget's model, or the data model that holds a component's parameters
          const all = [...Bokeh.documents[0].all_models]
          const models = all.filter(m => m.type.endsWith(type) || m.type.startsWith(type))
          const model = models.find(m => !where || JSON.stringify(m.css_classes || []).includes(where))
          model[name] = value
        }""",
        [model_type, name, value, where],
    )


def test_forged_messages_change_nothing_and_raise_nothing(page, frames, server, caplog):
    model = open_page(page, server, "deal=FORGE1&players=4&speed=instant")
    frames.settle(page, since=0)
    before = model.game.to_json()
    with caplog.at_level(logging.INFO):
        for key in ("²", "5" * 5000, "0", "x", "1.5"):
            forge(page, "Shortcuts1", {"key": key})
            page.keyboard.press("d")
            frames.settle(page)
        for card in ("Z" * 100_000, "A♠ K♠", "", "<script>"):
            forge(page, "CardRow1", {"card": card})
            page.locator(".card-button").first.click()
            frames.settle(page)
        assert model.game.to_json() == before  # no forged key or card moved the game
        page.get_by_role("tab", name="Settings").click()
        page.locator(".set-four-colour input").wait_for()
        frames.settle(page)
        set_property(page, "NumberBox", "value", 50)  # the table size (or a rule's number), out of bounds
        set_property(page, "TextInput", "value", "N" * 10_000)
        set_property(page, "TabBar", "active", 99)
        set_property(page, "FileDownload", "clicks", 7)  # a click on Save in the middle of a hand
        frames.settle(page)
    assert model.players == 4 and model.your_name == "" and model.game.to_json() == before
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]
    assert errors == [], [r.getMessage()[:200] for r in errors]
    assert "refused" in caplog.text


class KeepingFrames(Frames):
    """Frames that also keep every message for a look at the end."""

    def __init__(self, page: Any) -> None:
        super().__init__(page)
        self.everything: list[str] = []

    def take(self) -> list[str]:
        texts = super().take()
        self.everything.extend(texts)
        return texts


def test_no_number_or_code_a_page_receives_deals_the_hidden_cards(browser, server):  # R-INFO-1
    page = browser.new_page()
    frames = KeepingFrames(page)
    model = open_page(page, server, "deal=SECRET7&players=3&speed=instant")
    pages: list[str] = []
    keep = frames.take

    def take() -> list[str]:
        pages.append(page_html(page))
        return keep()

    frames.take = take  # type: ignore[method-assign]
    play_game(page, frames, model)
    game, names = model.game, list(model.game.names)
    decks = [h["deck"] for h in game.record["hands"]]
    assert all(decks)  # every hand was dealt from the code, none from the seed
    dealt = [Game.new(names, dealer=0, deck=deck) for deck in decks[:1]]

    def deals_hand_one(guess: Game) -> bool:
        return all(guess.hand(s) == dealt[0].hand(s) for s in range(len(names)))

    assert deals_hand_one(Game.new(names, deck=datadir.dealer().deck("SECRET7", 1)))  # the key does
    received = "\n".join(frames.everything + pages)
    assert game.seed == 0  # a game dealt from a code has nothing to hide in its seed
    # Every run of digits a seed could be: a 20-digit run above the largest seed deals nothing.
    numbers = {int(n) for n in re.findall(r"\d{1,20}", received) if int(n) <= MAX_SEED}
    elsewhere = Dealer.for_this_process()
    codes = set()
    for word in set(re.findall(r"[A-Za-z0-9-]{1,24}", received)):
        with contextlib.suppress(BadInput):
            codes.add(check_code(word))
    assert not any(deals_hand_one(Game.new(names, seed=n)) for n in numbers)
    assert not any(deals_hand_one(Game.new(names, deck=elsewhere.deck(c, 1))) for c in codes)
    assert "SECRET7" in codes and len(numbers) > 20 and len(frames.everything) > 50
    print(f"checked {len(frames.everything)} frames and {len(pages)} pages: {len(numbers)} numbers, {len(codes)} codes")
    page.context.close()
