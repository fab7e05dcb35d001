"""Helpers for the lesson notebooks: exact counts, hand-built tables, and predict-then-check.

Everything here is plain core Python (no panel, no holoviews), so a lesson's numbers can be
tested like the engine's. The notebooks show the code that matters to a learner (``Game``,
``score_hand``, ``result.steps``); these helpers only take away the bookkeeping:

* :func:`score_counts` counts the scores of all 22,100 three-card hands exactly.
* :func:`deck_for` and :func:`table` deal chosen hands (R-DEAL-4), and
  :func:`knock_showdown` plays a hand where one player knocks and nobody changes their cards.
* :func:`take_outcome` and :func:`draw_outcomes` say exactly what each choice of a turn gives.
* :func:`check` compares a learner's prediction with the answer, in words from the catalog;
  without a prediction it stops the notebook (:class:`PredictionMissing`).
* :func:`play` plays a cell's moves once: run again, the cell says so instead of failing.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from html import escape
from itertools import combinations
from math import comb, sqrt
from typing import Any
from weakref import finalize

from .actions import DRAW_ACTION, KNOCK_ACTION, PASS_ACTION, Action
from .cards import DECK, Card, parse_cards
from .errors import BadInput
from .game import Game
from .messages import Message, msg, render
from .rules import Rules
from .scoring import HandScore, score_cards, score_distribution, score_hand, variant_flags
from .showdown import HandResult
from .state import Phase, next_seat, turn_order
from .svg import cards_svg

HANDS_COUNT = comb(52, 3)  # 22,100 different three-card hands


# ---------------------------------------------------------------------- exact counting


def all_hands() -> Iterator[tuple[Card, Card, Card]]:
    """Every three-card hand once: 22,100 of them."""
    return combinations(DECK, 3)


def score_counts(rules: Rules | None = None) -> dict[int, int]:
    """How many of the 22,100 hands score each total, lowest total first (exact)."""
    return score_distribution(rules)


def count_hands(counts: Mapping[int, int], at_least: int = 0, at_most: int = 31) -> int:
    """How many hands of ``counts`` score from ``at_least`` to ``at_most``."""
    return sum(n for score, n in counts.items() if at_least <= score <= at_most)


def mean(counts: Mapping[int, int]) -> Fraction:
    """The exact average score of ``counts`` (score -> number of cases)."""
    cases = sum(counts.values())
    if not cases:
        raise BadInput("lesson.no_cases")
    return Fraction(sum(score * n for score, n in counts.items()), cases)


def changed_hands(rules: Rules) -> list[tuple[tuple[Card, ...], HandScore, HandScore]]:
    """The hands that score differently under ``rules`` than in the classic game:
    (hand, classic score, score under ``rules``)."""
    flags = variant_flags(rules)
    changed: list[tuple[tuple[Card, ...], HandScore, HandScore]] = []
    for hand in all_hands():
        before, after = score_cards(hand, 0), score_cards(hand, flags)
        if before.total != after.total:
            changed.append((hand, before, after))
    return changed


# ---------------------------------------------------------------------- one turn, exactly


def take_outcome(hand: Iterable[Card | str], upcard: Card | str, rules: Rules | None = None) -> tuple[int, Card]:
    """Take ``upcard``: the best score you can keep, and the card to discard for it.

    R-TURN-3: the card just taken may not be discarded, so it is never the answer.
    """
    cards, top = _three(hand), Card.parse(upcard)
    options = [(score_hand((*(c for c in cards if c is not out), top), rules).total, out) for out in cards]
    best = max(score for score, _ in options)
    return best, next(out for score, out in options if score == best)


def draw_outcomes(
    hand: Iterable[Card | str],
    upcard: Card | str | None = None,
    rules: Rules | None = None,
    seen: Iterable[Card | str] = (),
) -> dict[int, int]:
    """Draw from the stock: for every card you might draw, the best score you can keep.

    Counts how many of the unseen cards (not in your hand, not the upcard, not in ``seen``)
    lead to each score. A card drawn from the stock may be thrown straight back (R-TURN-3),
    so the score never drops.
    """
    cards = _three(hand)
    known = {*cards, *parse_cards(list(seen))}
    if upcard is not None:
        known.add(Card.parse(upcard))
    outcomes: Counter[int] = Counter()
    for drawn in DECK:
        if drawn not in known:
            four = (*cards, drawn)
            outcomes[max(score_hand(tuple(c for c in four if c is not out), rules).total for out in four)] += 1
    return dict(sorted(outcomes.items()))


def _three(hand: Iterable[Card | str]) -> tuple[Card, ...]:
    cards = parse_cards(hand if isinstance(hand, str) else list(hand))
    if len(cards) != 3 or len(set(cards)) != 3:
        raise BadInput("lesson.three_cards", cards=cards)
    return cards


# ---------------------------------------------------------------------- tables of chosen hands


def deck_for(
    hands: Sequence[Iterable[Card | str] | str],
    upcard: Card | str | None = None,
    stock: Iterable[Card | str] | str = (),
    dealer: int = 0,
) -> tuple[Card, ...]:
    """A deck order (top first) that deals ``hands[seat]`` to each seat (R-DEAL-4).

    With n players, card i of the deck goes to seat ``(dealer + 1 + i) mod n`` for the first
    3n cards, then comes the ``upcard``, then ``stock`` from its top. Every other card follows
    in a fixed order, low cards first. Without an ``upcard`` the first of those is turned up.
    """
    n = len(hands)
    dealt = [_hand_of(h, seat) for seat, h in enumerate(hands)]
    order = [(dealer + 1 + k) % n for k in range(n)]  # turn order: the dealer's left first
    return _deck([dealt[seat] for seat in order], upcard, stock)


def _deck(
    in_turn_order: Sequence[tuple[Card, ...]], upcard: Card | str | None, stock: Iterable[Card | str] | str
) -> tuple[Card, ...]:
    """R-DEAL-4: one card at a time to each hand in turn order, then the upcard and the stock."""
    n = len(in_turn_order)
    top = [] if upcard is None else [Card.parse(upcard)]
    chosen = [*(c for h in in_turn_order for c in h), *top, *parse_cards(stock)]
    twice = sorted({c for c in chosen if chosen.count(c) > 1})
    if twice:
        raise BadInput("setup.deck_duplicate", cards=twice)
    used = set(chosen)
    rest = [c for c in sorted(DECK, key=lambda c: (c.order, c.suit_index)) if c not in used]
    deal = [in_turn_order[i % n][i // n] for i in range(3 * n)]
    return (*deal, *top, *parse_cards(stock), *rest)


def _hand_of(hand: Iterable[Card | str] | str, seat: int | str) -> tuple[Card, ...]:
    cards = parse_cards(hand if isinstance(hand, str) else list(hand))
    if len(cards) != 3:
        raise BadInput("lesson.hand_size", seat=seat, count=len(cards))
    return cards


def table(
    hands: Mapping[str, Iterable[Card | str] | str],
    *,
    upcard: Card | str | None = None,
    stock: Iterable[Card | str] | str = (),
    dealer: int = 0,
    rules: Rules | None = None,
    lives: int | Sequence[int] | None = None,
) -> Game:
    """A new game whose first hand deals exactly ``hands`` (player name -> three cards)."""
    deck = deck_for(list(hands.values()), upcard, stock, dealer)
    return Game.new(list(hands), rules=rules, dealer=dealer, deck=deck, lives=lives)


def next_deal(
    game: Game,
    hands: Mapping[str, Iterable[Card | str] | str],
    upcard: Card | str | None = None,
    stock: Iterable[Card | str] | str = (),
) -> None:
    """Deal the next hand of ``game`` so that each player still in gets ``hands[name]``.

    The deal passes to the next player still in (R-DEAL-3); players who are out get nothing.
    """
    out = [p.out for p in game.players]
    dealer = next_seat(game.dealer, out)  # R-DEAL-3: the next seat clockwise that is still in
    active = [game.names[s] for s in turn_order(dealer, out)]
    unknown = sorted(set(hands) - set(active)) or sorted(set(active) - set(hands))
    if unknown:
        raise BadInput("lesson.no_player", name=unknown[0], names=", ".join(active))
    game.next_hand(deck=_deck([_hand_of(hands[name], name) for name in active], upcard, stock))


def knock_showdown(
    hands: Mapping[str, Iterable[Card | str] | str],
    knocker: str,
    *,
    rules: Rules | None = None,
    lives: int | Sequence[int] | None = None,
) -> Game:
    """Deal ``hands``, let ``knocker`` knock on the first turn, and play the last turns so that
    nobody's hand changes (see :func:`knock_now`). Returns the game with the hand over; read
    ``game.result``.

    A hand dealt with 31 ends before anyone plays (R-31-2); a knock the rules forbid raises
    :class:`~scat_learn.errors.IllegalMove`.
    """
    names = list(hands)
    if knocker not in names:
        raise BadInput("lesson.no_player", name=knocker, names=", ".join(names))
    dealer = (names.index(knocker) - 1) % len(names)  # the knocker plays first (R-TURN-1)
    game = table(hands, dealer=dealer, rules=rules, lives=lives)
    knock_now(game)
    return game


def knock_now(game: Game) -> None:
    """The player whose turn it is knocks; then every other player draws from the stock and
    throws that card straight back (R-TURN-3 allows it), so no hand changes before the showdown.

    Nobody calls a throw down first (R-THROW-1). Does nothing once the hand is over.
    """
    while game.phase is Phase.THROW_DOWN:
        game.apply(PASS_ACTION)
    if game.current is None:
        return
    game.apply(KNOCK_ACTION)
    while game.current is not None:
        game.apply(DRAW_ACTION)
        drawn = game.hand(game.current)[-1]
        game.apply(Action.discard(drawn))


def lost_by_name(result: HandResult) -> dict[str, int]:
    """The lives each player lost in ``result``, by name (only those who lost)."""
    return {result.names[seat]: n for seat, n in result.lost.items()}


# ---------------------------------------------------------------------- throw down, simulated


@dataclass(frozen=True)
class ThrowDownOdds:
    """What happens to a player who calls a throw down blind (R-THROW-2), over ``deals`` deals."""

    players: int
    deals: int
    alone_lowest: int  # the caller pays two lives
    tied_lowest: int  # the caller ties for lowest: saved
    others_lose: int  # somebody else is lowest
    other_lives: int  # lives lost by all the other players together

    @property
    def expected_lives(self) -> float:
        """The caller's average lives lost per call."""
        return 2 * self.alone_lowest / self.deals

    @property
    def expected_lives_other(self) -> float:
        """The average lives lost per call by each of the other players."""
        return self.other_lives / self.deals / (self.players - 1)

    def interval(self) -> tuple[float, float]:
        """A 95% interval for the chance that the caller pays two lives (Wilson score)."""
        return wilson(self.alone_lowest, self.deals)


def throw_down_odds(players: int, deals: int, seed: int = 0, rules: Rules | None = None) -> ThrowDownOdds:
    """Deal ``deals`` random hands to ``players`` and count how a throw-down call by seat 0 ends.

    A deal with a 31 is settled before any throw down (R-31-2), so it is left out and dealt again.
    """
    rng = random.Random(seed)
    flags = variant_flags(rules)
    alone = tied = others = other_lives = 0
    done = 0
    while done < deals:
        cards = rng.sample(DECK, 3 * players)
        totals = [score_cards(tuple(cards[3 * p : 3 * p + 3]), flags).total for p in range(players)]
        if 31 in totals:
            continue
        done += 1
        low = min(totals)
        lowest = totals.count(low)
        if totals[0] > low:  # R-KNOCK-4 with the caller as the knocker (R-THROW-2)
            others, other_lives = others + 1, other_lives + lowest
        elif lowest == 1:
            alone += 1
        else:
            tied, other_lives = tied + 1, other_lives + lowest - 1
    return ThrowDownOdds(players, deals, alone, tied, others, other_lives)


def wilson(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% for the default ``z``)."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    centre = (p + z * z / (2 * trials)) / (1 + z * z / trials)
    half = z * sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / (1 + z * z / trials)
    return max(0.0, centre - half), min(1.0, centre + half)


# ---------------------------------------------------------------------- predict, then check


class PredictionMissing(Exception):
    """Raised by :func:`check` while there is no prediction yet: *Run All* stops there, before
    any answer is shown. A notebook shows only the message, not a traceback."""

    def __init__(self) -> None:
        self.message = msg("lesson.check_missing")
        super().__init__(render(self.message))

    def _render_traceback_(self) -> list[str]:
        # IPython shows these lines instead of a traceback: the learner has done nothing wrong.
        return [f"✎ {render(self.message)}"]


@dataclass(frozen=True)
class Verdict:
    """The outcome of :func:`check`: right or not, and why, in words."""

    correct: bool
    message: Message

    def __str__(self) -> str:
        return render(self.message)

    def __repr__(self) -> str:
        return render(self.message)

    def __bool__(self) -> bool:
        return self.correct

    def _repr_html_(self) -> str:
        # The sign and the words both say it: colour is never the only signal.
        sign, colour = ("✔", "#17803a") if self.correct else ("✘", "#c0102b")
        style = f"border-left:4px solid {colour};padding:4px 10px;margin:4px 0"
        return f'<div style="{style}"><b style="color:{colour}">{sign}</b> {escape(render(self.message))}</div>'


def check(prediction: object, answer: object, tolerance: float = 0.0) -> Verdict:
    """Compare a learner's ``prediction`` with the ``answer`` and say so in words.

    Numbers within ``tolerance`` (an absolute difference) count as right; words compare
    without regard to case, spaces or a final full stop ("More" is "more"); dicts (for example
    the lives each player loses) must match exactly, where missing entries count as 0, and the
    short answer naming who loses ("Bob") is right when each of them loses one life.

    Raises :class:`PredictionMissing` while ``prediction`` is None.
    """
    if prediction is None:
        raise PredictionMissing
    said, truth = _shown(prediction), _shown(answer)
    if _is_number(prediction) and _is_number(answer):
        gap = float(prediction) - float(answer)  # type: ignore[arg-type]
        if abs(gap) <= tolerance:
            return Verdict(True, msg("lesson.check_right", None, answer=truth))
        if abs(gap) <= max(abs(float(answer)) * 0.1, tolerance * 2):  # type: ignore[arg-type]
            return Verdict(False, msg("lesson.check_close", None, prediction=said, answer=truth))
        key = "lesson.check_high" if gap > 0 else "lesson.check_low"
        return Verdict(False, msg(key, None, prediction=said, answer=truth))
    if _same(prediction, answer):
        return Verdict(True, msg("lesson.check_right", None, answer=truth))
    if isinstance(prediction, str) and isinstance(answer, Mapping) and _names(prediction) == _losers(answer):
        return Verdict(False, msg("lesson.check_close", None, prediction=said, answer=truth))  # who, not how many
    return Verdict(False, msg("lesson.check_wrong", None, prediction=said, answer=truth))


def _is_number(value: object) -> bool:
    return isinstance(value, (int, float, Fraction)) and not isinstance(value, bool)


def _words(text: str) -> str:
    """Text as compared: lower case, single spaces, no quotes or final full stop."""
    return " ".join(text.casefold().replace('"', " ").replace("'", " ").split()).rstrip(".!")


def _joining_words() -> set[str]:
    """The words that join a list: "and" in English, and in the language of the answers
    (:func:`and_list`'s own words, from the catalog)."""
    joined = _words(render(msg("lesson.list_and", None, first="", last="")))
    return {"and", *joined.split()}


def _names(text: str) -> set[str]:
    """The names in a short answer: "Bob", "Bob and Cy", "bob, cy" (or the language's "and")."""
    joining = _joining_words()
    return {name for name in re.split(r"[\s,;&+]+", _words(text)) if name and name not in joining}


def _joined(text: str) -> str:
    """Words without the commas and "and"s that join them: "Bob loses 1 life and Cy loses 1 life"."""
    joining = _joining_words()
    return " ".join(word for word in re.split(r"[\s,;]+", _words(text)) if word and word not in joining)


def and_list(items: Sequence[Message]) -> Message:
    """One message for a list, in the words of each language: "A", "A and B", "A, B and C"."""
    if not items:
        return msg("lesson.nobody")
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return msg("lesson.list_and", None, first=items[0], last=items[1])
    return msg("lesson.list_comma", None, first=items[0], rest=and_list(items[1:]))


def _lost_phrases(lost: Mapping[Any, Any]) -> list[Message]:
    return [msg("lesson.lost", None, player=k, count=v) for k, v in lost.items() if v]


def _losers(lost: Mapping[Any, Any]) -> set[str]:
    return {_words(str(name)) for name, count in lost.items() if count}


def _same(prediction: object, answer: object) -> bool:
    if isinstance(prediction, Mapping) and isinstance(answer, Mapping):
        keys = set(prediction) | set(answer)
        return all(prediction.get(k, 0) == answer.get(k, 0) for k in keys)
    if isinstance(prediction, str) and isinstance(answer, Mapping):
        # "Bob" for {"Bob": 1}; or the answer's own words, "Bob loses 1 life"
        if _joined(prediction) == _joined(render(and_list(_lost_phrases(answer)))):
            return True
        return bool(answer) and _names(prediction) == _losers(answer) and set(answer.values()) <= {0, 1}
    if isinstance(prediction, str):
        return _words(prediction) == _words(str(answer))
    return prediction == answer


def _shown(value: object) -> Any:
    """A value as a message parameter: a mapping of lives lost becomes one phrase per player."""
    if isinstance(value, Mapping):
        return and_list(_lost_phrases(value))  # "Bob loses 1 life and Cy loses 1 life"; "nobody"
    if isinstance(value, Fraction):
        return float(value)
    return value


# ---------------------------------------------------------------------- moves a cell plays once


_PLAYED: dict[int, set[tuple[str, ...]]] = {}  # id(game) -> the moves played by play(); forgotten with the game


def play(game: Game, *moves: Action | str) -> Html:
    """Play ``moves`` on ``game``, in order, and say what was played.

    A lesson's cell that plays moves may be run again: the same moves on the same game are
    then not played twice (the game has moved on, and they would be refused); the answer says
    so, and how to play them again.
    """
    if id(game) not in _PLAYED:
        _PLAYED[id(game)] = set()
        finalize(game, _PLAYED.pop, id(game), None)
    done = _PLAYED[id(game)]
    key = tuple(str(move) for move in moves)
    if key in done:
        return _said(msg("lesson.already_played", None, moves=", ".join(key)))
    lines = []
    for move in moves:
        action, seat = Action.parse(move), game.current
        game.apply(action)
        lines.append(
            msg("lesson.played", None, player=game.names[seat] if seat is not None else "", action=action.message())
        )
    done.add(key)
    return _said(*lines)


def _said(*messages: Message) -> Html:
    text = [render(m) for m in messages]
    return Html("".join(f"<div>{escape(line)}</div>" for line in text), "\n".join(text))


# ---------------------------------------------------------------------- showing a table


@dataclass(frozen=True, repr=False)
class Html:
    """A piece of HTML that Jupyter shows as such (the core does not import IPython), with the
    same content as plain ``text`` for a console or a screen reader."""

    html: str
    text: str = ""

    def _repr_html_(self) -> str:
        return self.html

    def __repr__(self) -> str:
        return self.text


def show_hands(game: Game, lang: str | None = None, lives: bool = True) -> Html:
    """Every player's cards (the point-suit cards marked ★), score and lives, as in a showdown.

    A lesson shows all hands to teach; a player in a game sees only their own (R-INFO-1).
    ``lives=False`` leaves the lives out: after a showdown they would tell who lost.
    """
    flags = variant_flags(game.rules)
    rows, lines = [], []
    for player in game.players:
        hand = game.hand(player.seat)  # empty for a player who is out; four cards mid-turn
        words = [render(_lives(player.lives, player.out), lang)] if lives else []
        marked: tuple[Card, ...] = ()
        if len(hand) == 3:
            score = score_cards(tuple(hand), flags)
            words.insert(0, render(score.message(player.name), lang))
            marked = score.cards
        else:
            words.insert(0, player.name)
        rows.append(_row(" · ".join(words), cards_svg(hand, marked) if hand else ""))
        lines.append(" · ".join(words))
    return Html('<div class="scat-table">' + "".join(rows) + "</div>", "\n".join(lines))


def _lives(lives: int, out: bool) -> Message:
    if out:
        return msg("lesson.seat_out", "R-LIFE-4")
    if lives == 0:
        return msg("lesson.seat_dole", "R-LIFE-2")
    return msg("lesson.seat_lives", "R-LIFE-1", count=lives)


def _row(text: str, picture: str) -> str:
    return (
        f'<div style="display:flex;align-items:center;gap:12px;margin:4px 0">{picture}<span>{escape(text)}</span></div>'
    )
