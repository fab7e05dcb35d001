"""Cards drawn as SVG, for Jupyter (``_repr_svg_``) and the app.

Every picture carries a text alternative (``role="img"``, ``aria-label`` and ``<title>``) for
screen readers. The cards that count toward a score are marked by a thick border *and* a ★ in
the corner, so that colour is never the only signal; ``four_colour=True`` gives each suit its
own colour (♠ black, ♥ red, ♦ blue, ♣ green).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from .cards import Card

WIDTH, HEIGHT, GAP = 60, 84, 8
_RANK_WORDS = {"A": "Ace", "K": "King", "Q": "Queen", "J": "Jack"}
_TWO_COLOURS = {"♠": "#1a1a1a", "♥": "#c0102b", "♦": "#c0102b", "♣": "#1a1a1a"}
_FOUR_COLOURS = {"♠": "#1a1a1a", "♥": "#c0102b", "♦": "#1559b8", "♣": "#17803a"}
MARK = "#e0a100"


def card_name(card: Card) -> str:
    """The spoken name of a card: ``"Ace of spades"``, ``"10 of hearts"``."""
    return f"{_RANK_WORDS.get(card.rank, card.rank)} of {card.suit_name}"


def _card_group(card: Card, x: int, marked: bool, four_colour: bool) -> str:
    colour = (_FOUR_COLOURS if four_colour else _TWO_COLOURS)[card.suit]
    border = f'stroke="{MARK}" stroke-width="4"' if marked else 'stroke="#555" stroke-width="1"'
    star = f'<text x="{x + WIDTH - 12}" y="{HEIGHT - 6}" font-size="13" fill="{MARK}">★</text>' if marked else ""
    label = escape(card_name(card) + (", counts" if marked else ""))
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


def _back_group(x: int) -> str:
    return (
        f'<g role="img" aria-label="a card, face down" class="card back"><title>a card, face down</title>'
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


def cards_svg(cards: Sequence[Card], marked: Iterable[Card] = (), four_colour: bool = False, label: str = "") -> str:
    """A row of cards; those in ``marked`` get the border and the ★."""
    marks = set(marked)
    groups = [_card_group(c, i * (WIDTH + GAP), c in marks, four_colour) for i, c in enumerate(cards)]
    return _svg(groups, len(cards), label or ", ".join(card_name(c) for c in cards) or "no cards")


def backs_svg(count: int) -> str:
    """``count`` cards face down: all an opponent's hand shows (R-INFO-1)."""
    return _svg([_back_group(i * (WIDTH + GAP)) for i in range(count)], count, f"{count} cards, face down")


def card_svg(card: Card, four_colour: bool = False) -> str:
    return cards_svg([card], four_colour=four_colour)


def hand_svg(cards: Sequence[Card], four_colour: bool = False) -> str:
    """A hand with its point-suit cards marked (scored under the classic rules)."""
    from .scoring import score_hand

    score = score_hand(tuple(cards)) if len(cards) <= 3 else None
    marked = score.cards if score else ()
    label = ", ".join(card_name(c) for c in cards)
    if score:
        label += f"; scores {score.total}"
    return cards_svg(cards, marked, four_colour, label)


def score_svg(score: object, four_colour: bool = False) -> str:
    """A :class:`~scat_learn.scoring.HandScore`: its counting cards, marked, and its total."""
    cards = tuple(getattr(score, "cards", ()))
    total = getattr(score, "total", 0)
    label = f"scores {total}: " + ", ".join(card_name(c) for c in cards)
    return cards_svg(cards, cards, four_colour, label)
