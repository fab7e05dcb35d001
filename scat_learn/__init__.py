"""scat_learn: learn the card game Scat (31, Blitz) by playing bots that explain themselves.

The core (this package, without ``scat_learn.ui``) is plain, typed Python::

    from scat_learn import Card, Rules, Game, IllegalMove, score_hand
"""

from .actions import Action
from .cards import DECK, Card, Hand, parse_cards
from .errors import BadInput, DamagedSave, IllegalMove, ScatError
from .game import Game, Player
from .messages import Explanation, Message, render
from .rules import Rules
from .scoring import HandScore, best_discards, score_distribution, score_hand
from .showdown import HandResult, settle
from .view import Event, PlayerView

__version__ = "0.1.0"

__all__ = [
    "DECK",
    "Action",
    "BadInput",
    "Card",
    "DamagedSave",
    "Event",
    "Explanation",
    "Game",
    "Hand",
    "HandResult",
    "HandScore",
    "IllegalMove",
    "Message",
    "Player",
    "PlayerView",
    "Rules",
    "ScatError",
    "best_discards",
    "parse_cards",
    "render",
    "score_distribution",
    "score_hand",
    "settle",
]
