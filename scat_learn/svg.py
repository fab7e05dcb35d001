"""Cards drawn as SVG, for Jupyter (``_repr_svg_``) and the app.

Every picture carries a text alternative (``role="img"``, ``aria-label`` and ``<title>``) for
screen readers. The cards that count toward a score are marked by a thick border *and* a ★ in
the corner, so that colour is never the only signal; ``four_colour=True`` gives each suit its
own colour (♠ black, ♥ red, ♦ blue, ♣ green).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape
from typing import TYPE_CHECKING

from .cards import Card
from .messages import Message, msg, render

if TYPE_CHECKING:
    from .scoring import HandScore

WIDTH, HEIGHT, GAP = 60, 84, 8
_TWO_COLOURS = {"♠": "#1a1a1a", "♥": "#c0102b", "♦": "#c0102b", "♣": "#1a1a1a"}
_FOUR_COLOURS = {"♠": "#1a1a1a", "♥": "#c0102b", "♦": "#1559b8", "♣": "#17803a"}
MARK = "#e0a100"


def card_message(card: Card) -> Message:
    """The spoken name of a card as a message (``"Ace of spades"``, ``"10 of hearts"``)."""
    rank: object = msg(f"card.rank_{card.rank.lower()}") if card.rank in "AKQJ" else card.rank
    return msg("card.name", None, rank=rank, suit=msg(f"card.suit_{card.suit_name}"))


def card_name(card: Card, lang: str | None = None) -> str:
    """The spoken name of a card in ``lang``: ``"Ace of spades"``, ``"10 of hearts"``."""
    return render(card_message(card), lang)


def _names(cards: Sequence[Card], lang: str | None) -> str:
    return ", ".join(card_name(c, lang) for c in cards)


def _card_group(card: Card, x: int, marked: bool, four_colour: bool, lang: str | None) -> str:
    colour = (_FOUR_COLOURS if four_colour else _TWO_COLOURS)[card.suit]
    border = f'stroke="{MARK}" stroke-width="4"' if marked else 'stroke="#555" stroke-width="1"'
    star = f'<text x="{x + WIDTH - 12}" y="{HEIGHT - 6}" font-size="13" fill="{MARK}">★</text>' if marked else ""
    name = card_message(card)
    label = escape(render(msg("card.counts", None, card=name) if marked else name, lang))
    return (
        f'<g role="img" aria-label="{label}" class="card" data-card="{escape(str(card))}">'
        f"<title>{label}</title>"
        f'<rect x="{x + 1}" y="1" width="{WIDTH - 2}" height="{HEIGHT - 2}" rx="6" fill="white" {border}/>'
        f'<text x="{x + 6}" y="18" font-size="15" font-family="sans-serif" font-weight="bold" fill="{colour}">'
        f"{escape(card.rank)}</text>"
        f'<text x="{x + 6}" y="34" font-size="14" fill="{colour}">{card.suit}</text>'
        f'<text x="{x + WIDTH / 2}" y="{HEIGHT / 2 + 14}" font-size="32" text-anchor="middle" fill="{colour}">'
        f"{card.suit}</text>{star}</g>"
    )


def _back_group(x: int, lang: str | None) -> str:
    label = escape(render(msg("card.face_down"), lang))
    return (
        f'<g role="img" aria-label="{label}" class="card back"><title>{label}</title>'
        f'<rect x="{x + 1}" y="1" width="{WIDTH - 2}" height="{HEIGHT - 2}" rx="6" fill="#2a4d8f" stroke="#555"/>'
        f'<rect x="{x + 7}" y="7" width="{WIDTH - 14}" height="{HEIGHT - 14}" rx="4" fill="none" '
        f'stroke="#9db4e0" stroke-dasharray="3 3"/></g>'
    )


def _svg(groups: Sequence[str], count: int, label: str) -> str:
    width = max(count, 1) * (WIDTH + GAP) - GAP
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{HEIGHT}" '
        f'viewBox="0 0 {width} {HEIGHT}" role="img" aria-label="{escape(label)}">'
        f"<title>{escape(label)}</title>{''.join(groups)}</svg>"
    )


def cards_svg(
    cards: Sequence[Card],
    marked: Iterable[Card] = (),
    four_colour: bool = False,
    label: str = "",
    lang: str | None = None,
) -> str:
    """A row of cards; those in ``marked`` get the border and the ★. Labels speak ``lang``."""
    marks = set(marked)
    groups = [_card_group(c, i * (WIDTH + GAP), c in marks, four_colour, lang) for i, c in enumerate(cards)]
    return _svg(groups, len(cards), label or _names(cards, lang) or render(msg("card.no_cards"), lang))


def backs_svg(count: int, lang: str | None = None) -> str:
    """``count`` cards face down: all an opponent's hand shows (R-INFO-1)."""
    label = render(msg("card.backs", None, count=count), lang)
    return _svg([_back_group(i * (WIDTH + GAP), lang) for i in range(count)], count, label)


def card_svg(card: Card, four_colour: bool = False, lang: str | None = None) -> str:
    return cards_svg([card], four_colour=four_colour, lang=lang)


def hand_svg(cards: Sequence[Card], four_colour: bool = False, lang: str | None = None) -> str:
    """A hand with its point-suit cards marked (scored under the classic rules)."""
    from .scoring import score_hand

    if len(cards) > 3:
        return cards_svg(cards, (), four_colour, lang=lang)
    score = score_hand(tuple(cards))
    label = render(msg("card.hand_scores", None, cards=_names(cards, lang), total=score.total), lang)
    return cards_svg(cards, score.cards, four_colour, label, lang)


def score_svg(score: HandScore, four_colour: bool = False, lang: str | None = None) -> str:
    """A :class:`~scat_learn.scoring.HandScore`: its counting cards, marked, and its total."""
    label = render(msg("card.score_label", None, total=score.total, cards=_names(score.cards, lang)), lang)
    return cards_svg(score.cards, score.cards, four_colour, label, lang)
