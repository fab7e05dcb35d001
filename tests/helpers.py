"""Hand-built decks (R-DEAL-4) and short-hands for the rule tests."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scat_learn import DECK, Card, Game, Rules, parse_cards


def deck_for(
    hands: Mapping[int, str],
    upcard: str,
    stock: str = "",
    dealer: int | None = None,
    players: int | None = None,
) -> list[Card]:
    """The deck that deals ``hands`` (seat -> "K♠ 10♠ 4♥"), then ``upcard``, then ``stock`` on
    top of the stock; the other cards follow in a fixed order. Seats missing from ``hands`` are
    taken to be out. ``dealer`` defaults to the last seat, so seat 0 plays first."""
    n = players if players is not None else max(hands) + 1
    dealer = n - 1 if dealer is None else dealer
    order = [(dealer + k) % n for k in range(1, n + 1)]
    order = [s for s in order if s in hands]
    cards = {s: parse_cards(h) for s, h in hands.items()}
    deck = [cards[order[i % len(order)]][i // len(order)] for i in range(3 * len(order))]
    deck += [Card.parse(upcard), *parse_cards(stock)]
    rest = [c for c in DECK if c not in deck]
    deck += rest
    assert len(set(deck)) == 52, "a card is used twice in the test's deck"
    return deck


def new_game(
    hands: Mapping[int, str],
    upcard: str,
    stock: str = "",
    rules: Rules | None = None,
    lives: int | Sequence[int] | None = None,
    names: Sequence[str] | None = None,
) -> Game:
    """A game whose first hand is exactly ``hands``; the last seat deals, seat 0 starts."""
    n = max(hands) + 1
    names = names or ["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy"][:n]
    return Game.new(
        names, rules=rules or Rules(), seed=1, dealer=n - 1, deck=deck_for(hands, upcard, stock), lives=lives
    )


def play(game: Game, *actions: str) -> Game:
    for action in actions:
        game.apply(action)
    return game


def pass_turn(game: Game) -> Game:
    """The current player draws from the stock and throws that card away: the hand is unchanged."""
    game.apply("draw")
    drawn = [c for c in game.hand(game.current) if c is game.view(game.current).drawn]
    game.apply(f"discard {drawn[0]}")
    return game


def hidden_twin(game: Game, deck: Sequence[Card], seat: int) -> Game:
    """``game`` replayed from ``deck`` with one hidden card moved: ``seat``'s first card (which
    must have stayed in that hand all along) swapped with the stock's bottom card. Every other
    seat sees the same game (R-INFO-1), though ``seat`` holds another card."""
    kept = game.hand(seat)[0]
    other = list(deck)
    i, j = other.index(kept), len(other) - 1
    other[i], other[j] = other[j], other[i]
    twin = Game.new(list(game.names), seed=game.record["seed"], dealer=game.record["dealer"], deck=other)
    for hand in game.record["hands"]:
        for action in hand["actions"]:
            twin.apply(action)
    return twin
