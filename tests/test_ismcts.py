"""The sparring partner of issue 17 (benchmarks/ismcts.py): an information-set MCTS bot that
plays only legal moves, sees only its view (R-INFO-1) and repeats itself given the same seed."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from helpers import hidden_twin

from benchmarks import ismcts  # registers the "ismcts" level
from scat_learn import DECK, Game, PlayerView, Rules
from scat_learn.bots import Decision, get_bot, register_bot
from scat_learn.tournament import parse_bot, play_game

FAST = {"iterations": 40}  # the same search, fewer iterations: quick tests


class Checked:
    """Wraps a bot: every decision must be one of the view's legal actions."""

    def __init__(self, bot) -> None:
        self.bot, self.name, self.decisions = bot, "ismcts", 0

    def decide(self, view: PlayerView) -> Decision:
        decision = self.bot.decide(view)
        assert decision.action in view.legal_actions, (str(decision.action), view.legal_actions)
        self.decisions += 1
        return decision


@pytest.mark.parametrize(
    ("players", "rules", "options"),
    [
        (2, Rules(), {}),
        (4, Rules(min_knock=21, no_knock_first_round=True), {}),  # R-KNOCK-3, R-KNOCK-5
        (3, Rules(throw_down=True, lives=1), {"opponents": "tree", "belief": "uniform"}),  # R-THROW-1
        (6, Rules(lives=1, max_rounds=40), {}),  # long hands: the stock is made again (R-TURN-4)
    ],
)
def test_it_plays_only_legal_moves_in_whole_games(players, rules, options):
    # R-TURN-2, R-TURN-3: every move it makes is legal, against random play, to the game's end.
    for seed in range(2):
        bot = Checked(get_bot("ismcts", seed=seed, **FAST, **options))
        others = [get_bot("random", seed=seed * 10 + k) for k in range(players - 1)]
        game = play_game([bot, *others], rules, seed=seed)
        assert game.winner is not None and bot.decisions > 0


def test_its_hands_end_as_the_rules_say():
    # R-KNOCK-4, R-31-1, R-TURN-5: the search's own play of a hand, everyone knocking at 25,
    # loses the lives the game takes when threshold-25 bots play the same deck.
    for seed in range(60):
        n = 2 + seed % 5
        rules = Rules(max_rounds=2 + seed % 3) if seed % 3 == 0 else Rules()
        deck = list(DECK)
        random.Random(seed).shuffle(deck)
        game = Game.new([f"P{i}" for i in range(n)], rules=rules, deck=deck, dealer=n - 1)
        if game.result is not None:  # a dealt 31 (R-31-2): nothing to play
            continue
        bots = [get_bot("threshold", threshold=25) for _ in range(n)]
        while game.current is not None:
            game.apply(bots[game.current].decide(game.view(game.current)).action)
        cards = [c.index for c in deck]
        table = ismcts.Table(ismcts.scores_for(rules), n, 0, False, rules.max_rounds * n, (9,) * n, 25)
        hand = ismcts.Hand(
            [[cards[k], cards[k + n], cards[k + 2 * n]] for k in range(n)],
            list(reversed(cards[3 * n + 1 :])),
            [cards[3 * n]],
            -1,
            0,
        )
        assert ismcts.play_out(table, hand, random.Random(0)) == [game.result.lost.get(s, 0) for s in range(n)]


def mid_hand(seed: int) -> Game:
    """A hand after some random moves, none of them a knock (the hand goes on)."""
    game = Game.new(["A", "B", "C", "D"], seed=seed)
    rng = random.Random(seed)
    for _ in range(9 + seed):
        if game.current is None:
            break
        game.apply(rng.choice([a for a in game.legal_actions() if a.kind != "knock"]))
    return game


@pytest.mark.parametrize("belief", ismcts.BELIEFS)
def test_its_imagined_deals_fit_what_is_public(belief):
    # R-INFO-1, R-31-3: every determinization keeps my cards and the pile, puts the cards an
    # opponent took (and still holds) in that opponent's hand, and gives no opponent 31.
    for seed in range(10):
        game = mid_hand(seed)
        if game.current is None:
            continue
        view = game.view(game.current)
        search = ismcts.Search(view, ismcts.ISMCTSBot(belief=belief), random.Random(seed))
        seen = {c.index for c in view.hand} | set(search.pile)
        for _ in range(50):
            hand = search.deal()
            assert hand.hands[0] == [c.index for c in view.hand]
            dealt = [c for h in hand.hands[1:] for c in h] + hand.stock
            known = [c for cards in search.known for c in cards]
            assert sorted(dealt) == sorted(search.know.unseen + known) and not seen & set(dealt)
            for k, held in enumerate(hand.hands[1:]):
                assert set(search.known[k]) <= set(held) and ismcts.score(search.table, held) != 31


def test_decisions_do_not_depend_on_hidden_cards():
    # R-INFO-1: two deals that differ only in hidden cards (an opponent's card swapped with the
    # bottom card of the stock) give the bot the same view, and so the same decision.
    base = list(DECK)
    random.Random(8).shuffle(base)
    game = Game.new(["A", "B", "C", "D"], seed=1, dealer=3, deck=base)
    while True:  # two rounds in which everyone throws away what they drew, then A decides
        game.apply("draw")
        seat = game.current
        game.apply(f"discard {game.view(seat).drawn}")
        if game.current == 0 and game.turns >= 8:
            break
    twin = hidden_twin(game, base, seat=1)
    assert twin.hand(1) != game.hand(1) and twin.view(0) == game.view(0)
    first = get_bot("ismcts", seed=7, **FAST).decide(game.view(0))
    again = get_bot("ismcts", seed=7, **FAST).decide(twin.view(0))
    assert first == again


def test_the_same_seed_gives_the_same_decisions():
    def actions(seed: int) -> list[str]:
        bots = [get_bot("ismcts", seed=seed, **FAST), get_bot("beginner"), get_bot("random", seed=seed)]
        return [a for hand in play_game(bots, Rules(lives=1), seed=9).record["hands"] for a in hand["actions"]]

    assert actions(3) == actions(3)


def test_it_is_a_level_only_the_benchmarks_know():
    assert parse_bot("ismcts:200") == ("ismcts", {"iterations": 200})
    with pytest.raises(ValueError, match="app's bot levels"):
        register_bot("expert", ismcts.ISMCTSBot)
    with pytest.raises(ValueError):
        get_bot("ismcts", belief="psychic")


def test_how_each_duellist_reads_the_other_is_measured_from_both_sides():
    # benchmarks/beliefs.py --duel (issue 17 phase 21): every decision to take of each bot adds
    # one guess of the other's hand; the chances are chances, and the true scores are the hands'.
    from benchmarks import beliefs

    found = beliefs.duel(1, "expert", iterations=FAST["iterations"])
    assert set(found) == {"expert reads ISMCTS", "ISMCTS reads the expert"}
    for reading in found.values():
        n, p, happened, loss = reading.ahead
        assert n > 5 and n == sum(row[0] for row in reading.by_turns.values())
        assert 0 < p < n and 0 <= happened <= n and loss > 0
        assert all(0 <= row[2] <= 31 * row[0] for row in reading.by_turns.values())


def test_a_belief_scores_each_of_its_guesses():
    game = Game.new(["A", "B"], seed=3)
    view = game.view(game.current)
    search = ismcts.Search(view, ismcts.ISMCTSBot(seed=1, **FAST), random.Random(1))
    scores, weights = search.beliefs[0].scored(search.table)
    assert len(scores) == len(weights) == len(search.beliefs[0].hands) == ismcts.CANDIDATES
    hands = search.beliefs[0].hands
    assert scores.tolist() == [ismcts.score(search.table, hand) for hand in hands]
    assert not weights[scores == 31].any()  # a 31 would have been shown (R-31-2)
    assert weights.sum() > 0
