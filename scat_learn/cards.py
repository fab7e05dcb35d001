"""Cards: 52 immutable singletons, a text notation that round-trips, and hands.

Every card is one shared object (``Card.parse("as") is Card.parse("A♠")``), so equality and
hashing are identity checks done in C: the engine and the bots compare cards millions of times.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar

from .errors import BadInput
from .messages import excerpt

SUITS: tuple[str, ...] = ("♠", "♥", "♦", "♣")
RANKS: tuple[str, ...] = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
SUIT_LETTERS: dict[str, str] = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}
SUIT_NAMES: dict[str, str] = {"♠": "spades", "♥": "hearts", "♦": "diamonds", "♣": "clubs"}

_VALUES = {"A": 11, "K": 10, "Q": 10, "J": 10}
# Outline and variant glyphs people paste from other sources.
_LONGEST_CARD_TEXT = 16  # "10 of ♥" with spaces is far shorter: longer text is no card
_SUIT_ALIASES = {"♤": "♠", "♡": "♥", "♢": "♦", "♧": "♣", "\u2764": "♥", "\u2666\ufe0f": "♦"}


class Card:
    """One playing card. Use :meth:`parse` or the module constant ``DECK``; never construct.

    ``rank`` is ``"A" "K" … "2"``, ``suit`` one of ``"♠" "♥" "♦" "♣"``, ``value`` the points
    it counts (R-SCORE-1). ``index`` is 0..51 (suit by suit, Ace first); ``order`` ranks cards
    for comparison, Ace high (14) to two (2).
    """

    __slots__ = ("_text", "bit", "index", "order", "rank", "suit", "suit_index", "value")
    _by_text: ClassVar[dict[str, Card]] = {}

    rank: str
    suit: str
    value: int
    index: int
    order: int
    suit_index: int
    bit: int  # 1 << index: a set of cards is the sum of their bits
    _text: str

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("Cards are shared objects: use Card.parse('A♠') or scat_learn.DECK")

    @classmethod
    def _make(cls, rank: str, suit: str) -> Card:
        card = object.__new__(cls)
        suit_index, rank_index = SUITS.index(suit), RANKS.index(rank)
        fields = {
            "rank": rank,
            "suit": suit,
            "value": _VALUES.get(rank) or int(rank),
            "index": suit_index * 13 + rank_index,
            "order": 14 - rank_index,
            "suit_index": suit_index,
            "bit": 1 << (suit_index * 13 + rank_index),
            "_text": rank + suit,
        }
        for name, value in fields.items():
            object.__setattr__(card, name, value)
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Card cannot be changed")

    def __reduce__(self) -> tuple[Any, tuple[int]]:
        return (card_at, (self.index,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card({self._text!r})"

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    @property
    def suit_name(self) -> str:
        """The English name of the suit, for screen readers and file names."""
        return SUIT_NAMES[self.suit]

    @property
    def ascii(self) -> str:
        """The card in plain letters: ``"As"``, ``"10h"`` (round-trips through :meth:`parse`)."""
        return self.rank + "shdc"[self.suit_index]

    @classmethod
    def parse(cls, text: str | Card) -> Card:
        """Read a card: ``"A♠"``, ``"as"``, ``"AS"``, ``"10h"``, ``"TH"``, ``"q♦"``, ``"2C"``."""
        if isinstance(text, Card):
            return text
        try:
            return cls._by_text[text]
        except (KeyError, TypeError):
            pass
        card = _read_card(text)
        if len(cls._by_text) < 4096:  # remember common spellings, never grow without bound
            cls._by_text[text] = card
        return card

    def _repr_svg_(self) -> str:
        from .svg import card_svg

        return card_svg(self)


def _read_card(text: object) -> Card:
    if not isinstance(text, str) or len(text) > _LONGEST_CARD_TEXT:
        raise BadInput("card.unreadable", text=excerpt(text if isinstance(text, str) else repr(text)))
    cleaned = "".join(text.split())
    for alias, suit in _SUIT_ALIASES.items():
        cleaned = cleaned.replace(alias, suit)
    if len(cleaned) < 2:
        raise BadInput("card.unreadable", text=excerpt(text))
    rank_text, suit_text = cleaned[:-1].upper(), cleaned[-1]
    suit = SUIT_LETTERS.get(suit_text.lower(), suit_text)
    rank = "10" if rank_text == "T" else rank_text
    if suit not in SUITS or rank not in RANKS:
        raise BadInput("card.unreadable", text=excerpt(text))
    return DECK[SUITS.index(suit) * 13 + RANKS.index(rank)]


DECK: tuple[Card, ...] = tuple(Card._make(rank, suit) for suit in SUITS for rank in RANKS)
Card._by_text.update({str(c): c for c in DECK})
Card._by_text.update({c.ascii: c for c in DECK})


def card_at(index: int) -> Card:
    """The card with this ``index`` (0..51); used by pickling."""
    return DECK[index]


def parse_cards(cards: Iterable[str | Card] | str) -> tuple[Card, ...]:
    """Cards from Card objects or text; a string may hold several cards: ``"K♠ 10♠ 4♥"``."""
    if isinstance(cards, str):
        cards = cards.replace(",", " ").split()
    elif cards.__class__ in (tuple, list) and all(c.__class__ is Card for c in cards):
        return tuple(cards)  # type: ignore[arg-type]
    return tuple(Card.parse(c) for c in cards)


class Hand(tuple[Card, ...]):
    """A player's cards: a plain tuple of :class:`Card` that draws itself in Jupyter."""

    __slots__ = ()

    def __str__(self) -> str:
        return " ".join(str(c) for c in self)

    def _repr_svg_(self) -> str:
        from .svg import hand_svg

        return hand_svg(self)
