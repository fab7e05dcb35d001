"""The app's views without a browser: ``App()`` renders as in a notebook cell, and what it puts on
the page names no card the person may not see (R-INFO-1)."""

from __future__ import annotations

import re

import panel as pn
from bokeh.document import Document

from scat_learn import DECK, Card
from scat_learn.messages import msg
from scat_learn.svg import card_name
from scat_learn.ui.app import App
from scat_learn.ui.cardrow import CardRow
from scat_learn.ui.components import HtmlText
from scat_learn.ui.model import HUMAN
from scat_learn.ui.settings import SettingsView

CARD_TEXT = re.compile(r"(?:10|[2-9AKQJ])[♠♥♦♣]")
RULE_TEXT = re.compile(r'<p class="sl-rule-text">.*?</p>', re.S)


def page_text(app: App) -> str:
    """Every HTML pane's text and every card row's cards, as the browser would receive them."""
    parts = []
    layout = pn.Column(app.table, app.hand, app.actions, app.aids, app.showdown, app.log)
    for pane in layout.select(lambda o: isinstance(o, (pn.pane.HTML, HtmlText))):
        parts.append(str(pane.object or ""))
    for row in layout.select(CardRow):
        parts += [str(c) for c in row.cards]
    return RULE_TEXT.sub("", "\n".join(parts))


def named(text: str) -> set[str]:
    found = set(CARD_TEXT.findall(text))
    found.update(str(c) for c in DECK if card_name(c) in text)
    return found


def secret(app: App) -> set[str]:
    game = app.model.game
    hidden: set[Card] = set(game.stock)
    for seat in game.active_seats:
        if seat != HUMAN:
            hidden.update(game.hand(seat))
    return {str(c) for c in hidden - app.model.seen()}


def test_app_renders_as_in_a_notebook_cell():
    app = App(speed="instant", seed=3, players=3)
    root = pn.panel(app).get_root(Document())
    assert root is not None
    assert app.model.game.seed == 3 and len(app.model.game.names) == 3
    assert app.model.scheduler is not None  # bots can be animated in a notebook too


def test_the_views_name_no_hidden_card_during_a_hand():
    app = App(speed="instant", seed=21, players=4)
    model = app.model
    for _ in range(40):
        if model.hand_over:
            break
        assert not (named(page_text(app)) & secret(app))
        view = model.view()
        if view.phase == "take":
            model.draw()
        else:
            model.discard(next(a.card for a in view.legal_actions if a.kind == "discard"))
    assert not (named(page_text(app)) & secret(app))


def test_reveal_all_shows_the_hands_on_the_table():
    app = App(speed="instant", seed=21, players=3)
    model = app.model
    if model.hand_over:
        model.next_hand()
    table = app.table._seats.object
    assert 'data-card="' not in table  # only backs
    model.reveal_all = True
    table = app.table._seats.object
    for seat in (1, 2):
        for card in model.game.hand(seat):
            assert f'data-card="{card}"' in table


def test_every_setting_is_labelled_and_explained_in_the_chosen_language():
    app = App(speed="instant", seed=3, players=4, lang="el")
    settings = SettingsView(model=app.model)
    pn.panel(settings).get_root(Document())
    model_docs = [*app.model.param.objects().values(), *app.model.rules.param.objects().values()]
    english = {parameter.doc for parameter in model_docs}  # what from_param would show
    # levels, display switches, rules; players, name, deal code, speed, explanations
    assert len(settings._helps) == 8 + 4 + 8 + 5
    for lang in ("el", "sq"):
        app.model.lang = lang
        for widget, key in settings._helps:
            assert widget.description == msg(key).render(lang) and widget.description not in english, key
    labels = {widget.label for widget, _key in settings._labels}
    assert {"Lojtarët", "Kuvertë me katër ngjyra (♦ blu, ♣ jeshile)"} <= labels


def test_the_showdown_tells_who_pays_before_the_seats_lose_their_coins():  # R-LIFE-1, R-LIFE-2
    from test_ui_model import play_my_turn

    app = App(speed="instant", seed=5, players=3, coach_on=False)
    model = app.model
    while not model.hand_over:
        play_my_turn(model)
    result = model.view().this_hands_result
    assert result is not None and result.paid
    loser = next(iter(result.paid))

    def seat_html(seat: int) -> str:
        html = app.table._seats.object
        return html.split(f'data-seat="{seat}"')[1].split('<div class="sl-seat')[0]

    assert model.showdown_step == 1
    before = result.lives_before[loser]
    assert f"{before} li" in seat_html(loser) or (before == 0 and "on the dole" in seat_html(loser))
    assert "sl-paid" not in seat_html(loser)
    model.all_steps()
    after = seat_html(loser)
    assert "sl-paid" in after or result.out_after[loser]
    if not result.out_after[loser] and result.lives_after[loser]:
        assert f"{result.lives_after[loser]} li" in after
