"""Bots play only legal moves, explain themselves with their numbers, repeat themselves given
the same seed, and cannot see hidden cards (R-INFO-1)."""

from __future__ import annotations

import dataclasses
import random

import pytest
from helpers import hidden_twin
from hypothesis import given, settings
from hypothesis import strategies as st

from scat_learn import DECK, Game, PlayerView, Rules
from scat_learn.bots import BOT_NAMES, LIVES, POINTS, Decision, get_bot
from scat_learn.bots.expert import ExpertBot
from scat_learn.messages import render
from scat_learn.tournament import play_game

FAST_EXPERT = {"samples": 24, "particles": 24}  # the same code, fewer guesses: quick tests
VARIANTS = [
    Rules(),
    Rules(three_of_a_kind=True, straight_flush=True),
    Rules(throw_down=True, min_knock=17, lives=1),
    Rules(no_knock_first_round=True, on_the_dole=False, lives=2),
    Rules(straight_flush=True, max_rounds=2, lives=1),
]


def make(name: str, seed: int = 1):
    return get_bot(name, seed=seed, **(FAST_EXPERT if name == "expert" else {}))


class Checked:
    """Wraps a bot: every decision must be legal and explained."""

    def __init__(self, bot):
        self.bot, self.name, self.decisions = bot, bot.name, 0

    def decide(self, view: PlayerView) -> Decision:
        decision = self.bot.decide(view)
        assert decision.action in view.legal_actions, (self.name, str(decision.action), view.legal_actions)
        assert render(decision.explanation.summary).strip()
        self.decisions += 1
        return decision


def random_position(seed: int, players: int, rules: Rules, steps: int) -> Game:
    """A game after ``steps`` random legal moves (hands are dealt on as they end)."""
    rng = random.Random(seed)
    game = Game.new([f"P{i}" for i in range(players)], rules=rules, seed=seed)
    for _ in range(steps):
        if game.phase == "game_over":
            break
        if game.phase == "hand_over":
            game.next_hand()
            continue
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_the_promised_bots_exist():
    assert {"random", "beginner", "intermediate", "expert", "threshold"} <= set(BOT_NAMES)
    with pytest.raises(ValueError, match="no bot called"):
        get_bot("grandmaster")
    with pytest.raises(ValueError):
        get_bot("threshold", threshold=40)


@pytest.mark.parametrize("players", range(2, 10))
def test_every_bot_plays_only_legal_moves_in_whole_games(players):
    # Each table size gets a different set of variants, so that every variant is played.
    rules = VARIANTS[players % len(VARIANTS)].replace(lives=1)
    names = ["expert", "beginner", "intermediate", "random", "threshold"]
    bots = [Checked(make(names[i % len(names)], seed=i)) for i in range(players)]
    game = play_game(bots, rules=rules, seed=players)
    assert game.phase == "game_over" and game.winner is not None
    assert all(b.decisions > 0 for b in bots)


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: ",".join(r.variants_on) or "classic")
def test_the_expert_finishes_games_under_every_variant(rules):
    bots = [Checked(make("expert", 1)), Checked(make("beginner")), Checked(make("intermediate"))]
    assert play_game(bots, rules=rules.replace(lives=1), seed=5).phase == "game_over"


@settings(max_examples=25)
@given(
    seed=st.integers(0, 10_000),
    players=st.integers(2, 9),
    rules=st.sampled_from(VARIANTS),
    steps=st.integers(0, 60),
)
def test_every_bot_answers_any_position_with_a_legal_move(seed, players, rules, steps):
    game = random_position(seed, players, rules, steps)
    if game.current is None:
        return
    view = game.view(game.current)
    for name in BOT_NAMES:
        decision = make(name, seed).decide(view)
        assert decision.action in view.legal_actions, name


def test_a_bot_refuses_a_view_with_nothing_to_decide():
    game = Game.new(["A", "B", "C"], seed=2)
    idle = game.view((game.current + 1) % 3)
    for name in BOT_NAMES:
        with pytest.raises(ValueError, match="not this player's turn"):
            make(name).decide(idle)


def positions(count: int):
    """Views at many kinds of decision: take, discard, after a knock, late in a hand."""
    found = []
    seed = 0
    while len(found) < count:
        seed += 1
        game = random_position(seed, 2 + seed % 5, Rules(), seed % 23)
        if game.current is not None:
            found.append(game.view(game.current))
    return found


def test_the_expert_explains_with_the_numbers_it_decided_by():
    bot = make("expert")
    for view in positions(12):
        d = bot.decide(view)
        if len(view.legal_actions) == 1:
            continue
        # The options weighed: every legal move, best (the chosen one) first, in expected lives.
        assert {o.action for o in d.options} == set(view.legal_actions)
        assert d.options[0].action is d.action
        for o in d.options:
            assert o.unit == LIVES and o.lives is not None and 0 <= o.lives <= 2
            assert 0 <= (o.p_lowest or 0) <= 1 and 0 <= (o.p_31 or 0) <= 1
        # The summary names the chosen action and carries its number.
        summary = d.explanation.summary
        assert summary.key.endswith(d.action.kind.replace(" ", "_"))
        assert summary.params["lives"] == pytest.approx(d.options[0].lives)
        assert summary.params["others"] == pytest.approx(d.options[0].others)
        if d.action.card is not None:
            assert str(d.action.card) in render(summary)
        # One detail line per option with the same numbers, then why each other option lost.
        lines = d.explanation.details
        assert [m.params["value"] for m in lines[: len(d.options)]] == [o.value for o in d.options]
        assert [m.params["lives"] for m in lines[: len(d.options)]] == [o.lives for o in d.options]
        reasons = lines[len(d.options) :]
        assert [m.params["action"] for m in reasons] == [o.action for o in d.options[1:]]
        assert all(m.params["diff"] >= -1e-9 or m.key == "bot.why_within_noise" for m in reasons)
        # Three levels of detail.
        text = d.explanation.render(level="expert")
        assert len(d.explanation.lines("simple")) == 1 < len(d.explanation.lines("detailed"))
        assert "imagined tables" in text


def test_the_simple_bots_explain_with_the_totals_they_compared():
    for name in ("beginner", "intermediate", "threshold"):
        bot = make(name)
        for view in positions(10):
            d = bot.decide(view)
            assert d.options and d.options[0].action is d.action
            assert all(o.unit == POINTS for o in d.options)
            if view.phase == "discard":
                # The card thrown keeps the best total (R-SCORE-2).
                assert d.options[0].value == max(o.value for o in d.options)
                assert str(d.action.card) in render(d.explanation.summary)
            if view.phase == "take" and d.action.kind == "take":
                assert d.options[0].value > d.option("draw").value


def test_the_beginner_knocks_at_21_and_takes_a_card_that_raises_its_total():
    # R-KNOCK-1: seat 0 holds A♠ K♠ (21) and may knock at once.
    from helpers import new_game

    game = new_game({0: "A♠ K♠ 4♥", 1: "2♣ 3♦ 5♥", 2: "7♣ 8♦ 9♥"}, upcard="Q♥")
    assert make("beginner").decide(game.view(0)).action.kind == "knock"
    game = new_game({0: "A♠ 9♠ 4♥", 1: "2♣ 3♦ 5♥", 2: "7♣ 8♦ 9♥"}, upcard="Q♠")
    decision = make("beginner").decide(game.view(0))
    assert decision.action.kind == "take" and decision.options[0].value == 30  # A♠ Q♠ 9♠
    assert (
        get_bot("threshold", threshold=23).decide(new_game({0: "A♠ K♠ 4♥", 1: "2♣ 3♦ 5♥"}, "Q♦").view(0)).action.kind
        != "knock"
    )


def test_the_same_seed_gives_the_same_decisions():
    def actions(seed: int) -> list[str]:
        bots = [make("expert", seed), make("intermediate", seed), make("random", seed)]
        return [a for hand in play_game(bots, Rules(lives=1), seed=9).record["hands"] for a in hand["actions"]]

    assert actions(3) == actions(3)


def test_a_view_holds_no_game_and_no_hidden_card():
    # R-INFO-1: walk everything reachable from a view; no Game, no other hand, no stock order.
    game = random_position(4, 4, Rules(), 7)
    seat = game.current
    view = game.view(seat)
    hidden = {c for s in range(4) if s != seat for c in game.hand(s)} | set(game.stock)
    reachable = []

    def walk(value, depth=0):
        if depth > 6:
            return
        reachable.append(value)
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            for f in dataclasses.fields(value):
                walk(getattr(value, f.name), depth + 1)
        elif isinstance(value, (tuple, list)):
            for x in value:
                walk(x, depth + 1)

    walk(view)
    assert not any(isinstance(v, Game) for v in reachable)
    shown = {c for e in view.events for c in [e.card] if c is not None}
    assert not (hidden & {v for v in reachable if v in DECK} - shown - {view.discard_top})


@pytest.mark.parametrize("name", ["expert", "intermediate", "beginner", "random"])
def test_decisions_do_not_depend_on_hidden_cards(name):
    # R-INFO-1: two deals that differ only in hidden cards (an opponent's card swapped with the
    # bottom card of the stock) give the bot the same view, and so the same decision.
    base = list(DECK)
    random.Random(8).shuffle(base)
    game = Game.new(["A", "B", "C", "D"], seed=1, dealer=3, deck=base)
    moves = []
    rng = random.Random(2)
    while len(moves) < 9:  # a few turns of play, then it is seat 0's turn again
        legal = game.legal_actions()
        action = next((a for a in legal if a.kind == "draw"), rng.choice(legal))
        if action.kind == "discard":
            action = next(a for a in legal if a.card is not game.hand(game.current)[0])
        game.apply(action)
        moves.append(action)
    while game.current != 0:
        game.apply("draw")
        game.apply(f"discard {game.view(game.current).drawn}")
        moves += [None, None]
    # B's first card stayed in B's hand all along: swap it with the stock's bottom card.
    twin = hidden_twin(game, base, seat=1)
    assert twin.hand(1) != game.hand(1) and twin.view(0) == game.view(0)
    assert make(name, 7).decide(game.view(0)) == make(name, 7).decide(twin.view(0))


def test_the_expert_learns_opponents_knocking_marks_from_showdowns():
    bot = ExpertBot(seed=1, **FAST_EXPERT)
    assert bot.mark_of("nobody") == 23.0
    play_game([bot, get_bot("beginner", 1), get_bot("beginner", 2)], Rules(lives=4), seed=3, names=["E", "B1", "B2"])
    for name in ("B1", "B2"):
        seen = bot._knocks.get(name, [])
        assert all(score >= 21 for score in seen)  # beginners knock at 21 or more
        if seen:
            assert bot.mark_of(name) <= min(seen)  # never above the lowest knock seen
    assert any(bot._knocks.get(n) for n in ("B1", "B2"))


# ---------------------------------------------------------------------- hints and the coach


def test_a_hint_is_the_experts_move_at_three_levels_of_detail():
    from scat_learn.bots import hint

    view = positions(3)[-1]
    simple, detailed, expert = (hint(view, level) for level in ("simple", "detailed", "expert"))
    assert simple.action is detailed.action is expert.action  # the same view, the same advice
    assert simple.explanation.details == () and len(detailed.explanation.details) >= len(detailed.options)
    assert expert.explanation.expert and not detailed.explanation.expert
    assert hint(view).explanation == detailed.explanation  # "detailed" is the default
    with pytest.raises(ValueError, match="level of detail"):
        hint(view, "chatty")


def test_the_coach_grades_a_move_by_its_cost_in_lives():
    from helpers import new_game

    from scat_learn.bots import coach, hint
    from scat_learn.errors import IllegalMove

    # Seat 0 holds 5 points at the first turn: knocking now is a blunder (R-KNOCK-4: alone
    # lowest, the knocker loses two lives).
    game = new_game({0: "2♣ 3♦ 5♥", 1: "A♠ K♠ 4♥", 2: "Q♥ J♥ 9♣", 3: "7♣ 8♦ 9♥"}, upcard="2♦")
    view = game.view(0)
    bad = coach(view, "knock")
    assert bad.action.kind == "knock" and bad.best is hint(view).action and bad.best.kind != "knock"
    assert bad.cost > 0.5 and not bad.is_best
    assert render(bad.explanation.summary).startswith("Blunder: knock costs about")
    good = coach(view, bad.best)
    assert good.cost == 0 and good.is_best
    assert {o.action for o in good.options} == set(view.legal_actions)
    with pytest.raises(IllegalMove):
        coach(view, "discard 2♣")  # not legal before taking a card


def test_the_chance_to_win_from_a_count_of_lives():
    from scat_learn.bots.value import win_chance

    assert win_chance(4, (4, 4, 4)) == pytest.approx(0.25)  # equals: a fair share
    assert win_chance(2, (1,)) == pytest.approx(0.75)
    assert win_chance(0, (3,)) == 0 and win_chance(3, ()) == 1
    assert win_chance(3, (4, 4, 4)) < win_chance(4, (4, 4, 4)) < win_chance(4, (4, 4, 3))
    assert win_chance(60, (60, 60)) == pytest.approx(1 / 3, abs=0.01)  # long games are scaled down


def test_the_expert_copes_with_a_long_hand_an_empty_stock_and_known_hands():
    # R-TURN-4, R-TURN-5: a hand that outlasts its stock. The opponent takes every upcard, so
    # their whole hand becomes known and few cards stay unseen; the stock is rebuilt.
    game = Game.new(["Me", "You"], rules=Rules(max_rounds=60), seed=6)
    expert = ExpertBot(seed=1, **FAST_EXPERT)
    for _ in range(120):
        if game.current is None:
            break
        view = game.view(game.current)
        if game.current == 0:
            assert expert.decide(view).action in view.legal_actions
            game.apply("draw")
            game.apply(f"discard {game.view(0).drawn}")  # keep the hand: no 31, no knock
        else:
            game.apply("take")
            game.apply(f"discard {next(c for c in game.hand(1) if c is not game.view(1).taken)}")
    assert game.round > 20
