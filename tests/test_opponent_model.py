"""The expert's model of its opponents (scat_learn.bots.opponents, issue 17): it learns from what
each opponent is seen to do, only from what is public (R-INFO-1), and the same seed gives the
same decisions."""

from __future__ import annotations

import copy
import random
from itertools import combinations

import numpy as np
import pytest
from helpers import hidden_twin

from scat_learn import DECK, Game, Rules
from scat_learn import actions as A
from scat_learn.bots import Decision, get_bot
from scat_learn.bots.engine import Setting, Tables, out_codes, outs_array, play_out, score_array
from scat_learn.bots.expert import ExpertBot
from scat_learn.bots.opponents import PRIOR, Estimate, Opponents, _all_useful, has_outs
from scat_learn.bots.simple import ThresholdBot
from scat_learn.bots.tables import score_table
from scat_learn.messages import Explanation, msg
from scat_learn.state import Phase
from scat_learn.tournament import play_game
from scat_learn.view import PlayerView

FAST_EXPERT = {"samples": 24, "particles": 24}


class NeverTakes(ThresholdBot):
    """A beginner that never takes the discard pile's card, however useful: not greedy."""

    name = "never_takes"

    def decide(self, view: PlayerView) -> Decision:
        decision = super().decide(view)
        if decision.action is A.TAKE_ACTION:
            return Decision(A.DRAW_ACTION, Explanation(msg("bot.expert_only_move", None, action=A.DRAW_ACTION)))
        return decision


def draw_to_my_turn(game: Game, turns: int) -> None:
    """``turns`` turns drawn from the stock and the card thrown again, then on to seat 0's turn."""
    for _ in range(turns):
        if game.current is None:
            break
        game.apply("draw")
        game.apply(f"discard {game.view(game.current).drawn}")
    while game.current != 0:
        game.apply("draw")
        game.apply(f"discard {game.view(game.current).drawn}")


def assert_decisions_ignore_hidden_cards(bot: ExpertBot) -> None:
    """R-INFO-1: two games that differ only in an opponent's hidden hand give ``bot`` (a copy of
    it, with what it has learnt) the same view, and so the same decision."""
    base = list(DECK)
    random.Random(8).shuffle(base)
    for seed in (1, 2, 3):
        game = Game.new(["A", "B", "C", "D"], seed=seed, dealer=3, deck=base)
        draw_to_my_turn(game, 8)
        for seat in (1, 2):
            twin = hidden_twin(game, base, seat=seat)
            assert twin.hand(seat) != game.hand(seat) and twin.view(0) == game.view(0)
            one, two = copy.deepcopy(bot), copy.deepcopy(bot)
            assert one.decide(game.view(0)) == two.decide(twin.view(0))


def watched(
    bots: list[object],
    seed: int,
    hands: int = 40,
    rising: bool = False,
    outs: bool = False,
    late: bool = False,
    fixed: float = 0.0,
    first: float = 0.0,
    sharp: float = 0.0,
    pool: float = 0.0,
    thirty: float = 0.0,
    grow: float = 0.0,
) -> Opponents:
    """Seat 0's model of the others after a game of ``bots``, seat 0 only watching its views."""
    names = [f"P{i}" for i in range(len(bots))]
    game = Game.new(names, rules=Rules(lives=30), seed=seed)
    model = Opponents(
        rising, outs=outs, late=late, fixed=fixed, first=first, sharp=sharp, pool=pool, thirty=thirty, grow=grow
    )
    for _ in range(hands):
        while game.current is not None:
            seat = game.current
            view = game.view(seat)
            if seat == 0:
                model.observe(view)
            game.apply(bots[seat].decide(view).action)  # type: ignore[attr-defined]
        if game.phase is Phase.GAME_OVER:
            break
        game.next_hand()
    return model


def test_a_player_who_always_knocks_at_30_is_seen_as_patient() -> None:
    # R-KNOCK-1: a player may knock on any turn; one who waits for 30 plays on past every mark.
    patient = watched([get_bot("beginner", 0), get_bot("threshold", 1, threshold=30), get_bot("beginner", 2)], 5)
    p, b = patient.estimate("P1"), patient.estimate("P2")
    assert not p.prior and not b.prior
    assert p.patience > PRIOR.patience > b.patience  # plays on at a mark; the beginner does not
    assert p.chances[25] < PRIOR.chances[25] < b.chances[25]  # at 25: plays on, the beginner knocks
    assert b.chances[25] > 0.8 and p.chances[25] < 0.3
    assert b.mark < PRIOR.mark - 1  # the beginner's mark (21) is seen below the prior's


def test_a_player_whose_mark_rises_with_the_turns_is_seen_so() -> None:
    # The intermediate's mark rises with the rounds played; a threshold bot's stays where it is.
    bots = [get_bot("beginner", 0), get_bot("intermediate", 1), get_bot("threshold", 2, threshold=25)]
    seen = watched(bots, 5, rising=True)
    rising, steady = seen.estimate("P1"), seen.estimate("P2")
    assert rising.rise > 0.3 > steady.rise
    assert rising.by_turn[0, 26] > rising.by_turn[6, 26]  # late in a hand it plays on where it knocked early
    assert abs(steady.by_turn[0, 26] - steady.by_turn[6, 26]) < 0.1
    assert abs(steady.mark - 25) < 1.5


def test_a_player_who_takes_every_useful_card_is_seen_as_greedy() -> None:
    # R-TURN-2: a turn takes the discard pile's card or draws; a greedy player takes what helps.
    seen = watched([get_bot("beginner", 0), get_bot("beginner", 1), NeverTakes(seed=2)], 7)
    greedy, stubborn = seen.estimate("P1"), seen.estimate("P2")
    assert seen.records["P1"].useful > 5 and seen.records["P2"].useful > 5
    assert greedy.greed > PRIOR.greed > stubborn.greed
    assert greedy.greed > 0.9 and stubborn.greed < 0.5


def test_the_prior_stands_until_enough_is_seen_and_the_explanation_says_so() -> None:
    bot = ExpertBot(seed=1, **FAST_EXPERT, model=True)
    assert bot.opponent("nobody") is PRIOR and PRIOR.prior
    game = Game.new(["E", "B"], seed=3)
    while game.current != 0 or len(game.legal_actions()) < 2:
        game.apply(get_bot("beginner", 1).decide(game.view(game.current)).action)
    decision = bot.decide(game.view(0))
    keys = [m.key for m in decision.explanation.expert]
    assert "bot.expert_opponent_prior" in keys
    play_game([bot, get_bot("beginner", 2)], Rules(lives=6), seed=4, names=["E", "B"])
    assert not bot.opponent("B").prior


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [("en", "(1 knocking decision)", "(2 knocking decisions)"), ("el", "(1 απόφαση", "(2 αποφάσεις"),
     ("sq", "(1 vendim ", "(2 vendime "), ("et", "(1 koputamisotsus)", "(2 koputamisotsust)")],
)  # fmt: skip
def test_the_prior_line_counts_the_knocking_decisions_seen_in_the_learners_words(lang, one, two) -> None:
    def line(count: int) -> str:
        return msg("bot.expert_opponent_prior", None, player="B", count=count, mark=23.0, patience=0.0).render(lang)

    assert one in line(1) and two in line(2)


def test_decisions_with_a_learnt_model_do_not_depend_on_hidden_cards() -> None:
    # R-INFO-1: after the expert has learnt from earlier hands, two deals of a new hand that
    # differ only in a hidden card still give the same view and the same decision.
    bot = ExpertBot(seed=7, **FAST_EXPERT, model=True)
    play_game(
        [bot, get_bot("threshold", 1, threshold=28), get_bot("beginner", 2), get_bot("beginner", 3)],
        Rules(lives=4),
        seed=9,
        names=["A", "B", "C", "D"],
    )
    assert not bot.opponent("B").prior
    base = list(DECK)
    random.Random(8).shuffle(base)
    game = Game.new(["A", "B", "C", "D"], seed=1, dealer=3, deck=base)
    draw_to_my_turn(game, 6)  # two turns each for the others' seats and mine, all from the stock
    twin = hidden_twin(game, base, seat=1)
    assert twin.hand(1) != game.hand(1) and twin.view(0) == game.view(0)
    one, two = copy.deepcopy(bot), copy.deepcopy(bot)
    assert one.decide(game.view(0)) == two.decide(twin.view(0))


def test_the_same_seed_gives_the_same_decisions() -> None:
    def game(seed: int) -> str:
        bots = [
            ExpertBot(seed=seed, **FAST_EXPERT, model=True),
            get_bot("intermediate", 1),
            ExpertBot(seed=seed + 1, **FAST_EXPERT, model=True),
        ]
        return play_game(bots, Rules(lives=3), seed=11, names=["E", "I", "F"]).to_json()

    assert game(5) == game(5)


def test_the_expert_plays_its_own_later_turns_as_it_was_seen_to_knock() -> None:
    # With the model, the expert learns its own knocking (knocks and declined knocks, R-KNOCK-1)
    # for its later turns in the play-outs; without it, it knocks at its mark as before.
    on = ExpertBot(seed=3, **FAST_EXPERT, model=True, rise=True)
    off = ExpertBot(seed=3, **FAST_EXPERT, model=False)
    assert on.own_chances() is None
    play_game([on, get_bot("beginner", 1), get_bot("threshold", 2, threshold=27)], Rules(lives=3), seed=2)
    play_game([off, get_bot("beginner", 1), get_bot("threshold", 2, threshold=27)], Rules(lives=3), seed=2)
    chances = on.own_chances()
    assert chances is not None and chances.shape == (8, 32)
    assert len(on._self.knocks) + len(on._self.declined) > 5
    assert chances[0, 10] < 0.05 and chances[0, 30] > chances[0, 20]
    assert off.own_chances() is None and not off._self.knocks and not off._self.declined


# ---------------------------------------------------------------------- outs (phase 3)


class PlaysOnWithAnOut(ThresholdBot):
    """Knocks at 22 or more, except with a hand that one card completes to 31: then it plays on."""

    name = "plays_on_with_an_out"

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed, 22)

    def decide(self, view: PlayerView) -> Decision:
        decision = super().decide(view)
        if decision.action is A.KNOCK_ACTION and has_outs([c.index for c in view.hand]):
            return Decision(A.DRAW_ACTION, Explanation(msg("bot.expert_only_move", None, action=A.DRAW_ACTION)))
        return decision


def test_has_outs_agrees_with_the_engines_outs_table() -> None:
    # R-SCORE-2: a hand (not 31) has an out exactly when some card would make it 31.
    scores, outs = score_array(Rules()), outs_array(Rules())
    for a, b, c in combinations(range(52), 3):
        key = a * 2704 + b * 52 + c
        if scores[key] != 31:
            assert (outs[key] > 0) == has_outs([a, b, c]), (a, b, c)
    ace, king, queen, jack, ten = (next(c.index for c in DECK if str(c) == t) for t in ("A♠", "K♠", "Q♠", "J♠", "10♠"))
    five_h = next(c.index for c in DECK if str(c) == "5♥")
    assert outs[ace * 2704 + king * 52 + five_h] == 3  # Q♠ J♠ 10♠
    assert outs[queen * 2704 + jack * 52 + five_h] == 1  # A♠
    assert outs[ten * 2704 + five_h * 52 + ace] == 3  # K♠ Q♠ J♠


def test_a_player_who_plays_on_with_an_out_is_seen_so_and_a_threshold_bot_is_not() -> None:
    # With the outs axis, a hand with an out knocks with f times the chance of one without.
    bots = [get_bot("beginner", 0), PlaysOnWithAnOut(seed=1), get_bot("threshold", 2, threshold=22)]
    seen = watched(bots, 5, hands=60, outs=True)
    patient, plain = seen.estimate("P1"), seen.estimate("P2")
    assert not patient.prior and not plain.prior
    assert patient.by_turn.shape == plain.by_turn.shape == (8, 64)
    assert patient.outs < 0.5 and plain.outs > 0.8
    assert patient.by_turn[0, 32 + 25] < 0.5 * patient.by_turn[0, 25]  # with an out at 25: plays on
    assert plain.by_turn[0, 32 + 25] > 0.8 * plain.by_turn[0, 25]
    without = watched(bots, 5, hands=60)  # without the axis: one chance per score, as before
    assert without.estimate("P1").by_turn.shape == (8, 32) and without.estimate("P1").outs == 1.0


def test_with_the_outs_axis_a_hand_with_an_out_plays_on_in_the_play_outs() -> None:
    # engine.play_out reads the knock chance from the column score + 32 with an out.
    rules = Rules()
    scores, codes = score_array(rules), out_codes(rules)
    idx = {str(c): c.index for c in DECK}
    hands = np.array([[[idx[c] for c in ("2♦", "3♣", "4♥")], [idx[c] for c in ("A♠", "K♠", "9♠")]]] * 2)
    hands[1, 1] = [idx[c] for c in ("9♦", "8♦", "7♦")]  # 24, no out
    knock = np.zeros((2, 8, 64))
    knock[1, :, 20:32] = 1.0  # knocks at 20 or more without an out ...
    knock[1, :, 52:64] = 0.0  # ... never with one
    rest = [c for c in range(52) if c not in hands.ravel()]
    stock = np.array([rest[2:], rest[2:]], dtype=np.int64)
    tables = Tables(hands.copy(), stock, np.zeros(2, dtype=np.int64), np.full(2, rest[0]), np.full(2, -1))
    setting = Setting(scores, 2, 0, False, 20, (99.0, 20.0), 2, knock, codes)
    play_out(setting, tables, 1, 4)
    assert list(tables.knocker) == [-1, 1]  # the 30 with an out plays on; the 24 knocks


@pytest.mark.parametrize(
    "spec",
    [
        {"outs": True},
        {"outs": True, "eager": 1.0},
        {"outs": True, "fixed": 0.6, "first": 0.67},
        {"outs": True, "sharp": 8.0},
        {"outs": True, "pool": 1.0},
        {"outs": True, "pool": 1.0, "pool_self": True},
        {"outs": True, "thirty": 3.0},
        {"outs": True, "fixed": 0.6, "first": 0.5, "grow": 3.0},
    ],
)
def test_with_outs_the_same_seed_gives_the_same_decisions(spec: dict[str, float]) -> None:
    def game(seed: int) -> str:
        bots = [
            ExpertBot(seed=seed, **FAST_EXPERT, model=True, **spec),  # type: ignore[arg-type]
            get_bot("intermediate", 1),
            ExpertBot(seed=seed + 1, **FAST_EXPERT, model=True, **spec),  # type: ignore[arg-type]
        ]
        return play_game(bots, Rules(lives=3), seed=11, names=["E", "I", "F"]).to_json()

    assert game(5) == game(5)


def test_with_outs_decisions_do_not_depend_on_hidden_cards() -> None:
    # R-INFO-1, as above, with the outs axis learnt from earlier hands.
    bot = ExpertBot(seed=7, **FAST_EXPERT, model=True, outs=True)
    play_game(
        [bot, get_bot("threshold", 1, threshold=28), PlaysOnWithAnOut(seed=2), get_bot("beginner", 3)],
        Rules(lives=4),
        seed=9,
        names=["A", "B", "C", "D"],
    )
    assert not bot.opponent("C").prior and bot.opponent("C").by_turn.shape == (8, 64)
    assert_decisions_ignore_hidden_cards(bot)


def test_the_expert_reads_its_opponents_by_default() -> None:
    """Issue 17 phase 11: the opponent model is the expert's default; off, the expert from before."""
    on, off = ExpertBot(seed=1), ExpertBot(seed=1, model=False)
    assert on.model and on.rounds == 10 and not off.model and off.rounds == 6


def test_outs_is_off_by_default_and_needs_the_model() -> None:
    assert not ExpertBot(seed=1).outs and not ExpertBot(seed=1, model=True).outs
    assert not ExpertBot(seed=1, model=False, outs=True).outs  # without the model, nothing changes
    assert ExpertBot(seed=1, model=True, outs=True).outs


def test_an_impossible_candidate_holding_the_upcard_is_no_evidence_of_greed() -> None:
    # A candidate hand walked back through a rebuilt stock may hold the turn's upcard; it used
    # to raise a KeyError (two cards looked up as a hand) in the middle of a game.
    table = score_table(Rules())
    hand = frozenset({0, 1, 14})
    assert not _all_useful({(hand, False)}, 0, table)


def test_the_outs_prior_weighs_an_unseen_player_as_asked() -> None:
    # Before anything is seen, the factor is the prior's mean: higher when "an out changes
    # nothing" weighs more; the knocking without an out is the same prior either way.
    plain, greedy = Opponents(True, outs=True), Opponents(True, outs=True, outs_one=10.0)
    assert plain.estimate("x").outs < greedy.estimate("x").outs < 1.0
    assert abs(plain.estimate("x").outs - (3 + 0.7 + 0.5 + 0.3 + 0.15) / 7) < 1e-9
    assert np.allclose(plain.estimate("x").by_turn[:, :32], greedy.estimate("x").by_turn[:, :32])
    bot = ExpertBot(seed=1, model=True, outs=True, outs_prior=10.0)
    assert bot.opponent("x").outs == greedy.estimate("x").outs


# ------------------------------------------------------------- knocking less late (phase 4)


class KnocksEarlyOnly(ThresholdBot):
    """Knocks at 25 or more on its first four turns of a hand, never after: a player whose
    chance to knock falls with the turns, which one mark and one eagerness cannot say."""

    name = "knocks_early_only"

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed, 25)

    def knock_threshold(self, view: PlayerView) -> int:
        return 25 if view.turns_of(view.seat) < 4 else 32  # 32: no hand reaches it


def test_a_player_who_stops_knocking_late_is_seen_so_and_a_threshold_bot_is_not() -> None:
    # With the late factor, the chance to knock on a player's turn t is e * d**t at the mark.
    # Heads-up against a patient watcher (long hands, many late turns seen), marks that do not
    # rise: a rise of 1.5 a turn would say it as well (from the fourth turn the mark is past 30).
    def seen(bot: object) -> Estimate:
        return watched([get_bot("threshold", 0, threshold=30), bot], 5, hands=60, late=True).estimate("P1")

    early, plain = seen(KnocksEarlyOnly(seed=1)), seen(get_bot("threshold", 1, threshold=25))
    assert not early.prior and not plain.prior
    assert early.by_turn.shape == plain.by_turn.shape == (8, 32)
    assert early.late < 0.8 and plain.late > 0.95  # the prior's mean is 0.89
    assert early.by_turn[6, 27] < 0.4 * early.by_turn[1, 27]  # late in a hand it plays on at 27
    assert plain.by_turn[6, 27] > 0.8 and plain.by_turn[1, 27] > 0.8
    without = watched([get_bot("threshold", 0, threshold=30), KnocksEarlyOnly(seed=1)], 5, hands=60)
    assert without.estimate("P1").late == 1.0  # without the factor: d = 1, as before


def test_the_late_prior_and_the_option_reach_every_record() -> None:
    # Before anything is seen, d is the prior's mean (3:1:1:1 for 1, 0.9, 0.8, 0.65); the
    # expert's option reaches its opponents' records and its own, and needs the model.
    assert abs(Opponents(True, late=True).estimate("x").late - (3 + 0.9 + 0.8 + 0.65) / 6) < 1e-9
    assert Opponents(True, outs=True, late=True).estimate("x").by_turn.shape == (8, 64)
    assert PRIOR.late == 1.0 and Opponents(True).estimate("x") is PRIOR  # exactly 1 without the factor
    bot = ExpertBot(seed=1, model=True, outs=True, late=True)
    assert bot.late and bot._opponents.late and bot._self.late and bot._self.outs
    assert bot.opponent("x").late == Opponents(True, outs=True, late=True).estimate("x").late
    assert not ExpertBot(seed=1).late and not ExpertBot(seed=1, model=True).late
    assert not ExpertBot(seed=1, model=False, late=True).late
    assert not ExpertBot(seed=1, model=False, late=True)._self.late


def test_with_late_the_expert_learns_its_own_knocking_and_the_same_seed_decides_alike() -> None:
    def game(seed: int) -> tuple[str, ExpertBot]:
        me = ExpertBot(seed=seed, **FAST_EXPERT, model=True, outs=True, late=True)
        bots = [me, get_bot("intermediate", 1), ExpertBot(seed=seed + 1, **FAST_EXPERT, model=True, late=True)]
        return play_game(bots, Rules(lives=3), seed=11, names=["E", "I", "F"]).to_json(), me

    (one, me), (two, _) = game(5), game(5)
    assert one == two
    chances = me.own_chances()
    assert chances is not None and chances.shape == (8, 64)
    assert me._self.estimate().late < 1.0 and not me.opponent("I").prior


# ---------------------------------------------------------------------- fixed-mark players (phase 5)


def test_a_fixed_mark_player_is_seen_to_knock_at_its_mark_not_to_play_on_for_31() -> None:
    # Beginners knock at 21 or more, every time, with or without an out. The soft family alone
    # keeps believing them patient (its logistic step, eagerness, rises and out factors each keep
    # weight on playing on); with the fixed-mark family they are seen as what they are.
    bots = [get_bot("beginner", i) for i in range(4)]
    fixed = watched(bots, 5, hands=30, rising=True, outs=True, fixed=0.3)
    soft = watched(bots, 5, hands=30, rising=True, outs=True)

    def plays_on(e: Estimate) -> float:  # at 22-26 on their first four turns, with and without an out
        return 1.0 - float(np.concatenate([e.by_turn[:4, 22:27], e.by_turn[:4, 32 + 22 : 32 + 27]]).mean())

    names = ("P1", "P2", "P3")
    assert all(not fixed.estimate(n).prior for n in names)
    assert np.mean([fixed.estimate(n).fixed for n in names]) > 0.7
    assert all(soft.estimate(n).fixed == 0.0 for n in names)
    with_fixed, without = (
        np.mean([plays_on(fixed.estimate(n)) for n in names]),
        np.mean([plays_on(soft.estimate(n)) for n in names]),
    )
    assert with_fixed < 0.6 * without  # measured: 0.10 against 0.23
    # Off (the default), every number is as before.
    again = watched(bots, 5, hands=30, rising=True, outs=True, fixed=0.0)
    assert all(np.array_equal(again.estimate(n).by_turn, soft.estimate(n).by_turn) for n in names)
    assert ExpertBot(seed=1).fixed == 0.0 and ExpertBot(seed=1, model=False, fixed=0.3).fixed == 0.0  # needs the model
    assert ExpertBot(seed=1, model=True, fixed=0.3)._opponents.new_record().fixed == 0.3


# ---------------------------------------------------------------------- the first turn at the mark (phase 6)


def test_a_knock_read_as_the_first_turn_at_the_mark_keeps_the_mark_from_falling_below_the_lowest_knock() -> None:
    # Beginners knock at 21 or more. With the fixed-mark family alone, its mark has the lowest
    # knock as a bound from above and the prior below it: believed to knock at 19-20 on some of
    # their turns. Read as the first turn at the mark, each knock says more for 21 than for less.
    bots = [get_bot("beginner", i) for i in range(4)]
    names = ("P1", "P2", "P3")
    below: dict[float, float] = {}
    for ratio in (0.0, 0.67):
        model = watched(bots, 5, hands=30, rising=True, outs=True, fixed=0.3, first=ratio)
        below[ratio] = float(np.mean([model.estimate(n).by_turn[:4, 19:21].mean() for n in names]))
        marks = [model.estimate(n).mark for n in names]
        assert all(20.0 < m < 22.5 for m in marks)
    assert below[0.67] < 0.8 * below[0.0]  # measured: 0.058 against 0.081
    # A threshold-20 bot is not pushed up past its mark: it is still believed to knock at 20.
    t20 = [get_bot("threshold", i, threshold=20) for i in range(4)]
    model = watched(t20, 5, hands=30, rising=True, outs=True, fixed=0.3, first=0.67)
    assert np.mean([model.estimate(n).by_turn[:4, 20].mean() for n in names]) > 0.6


def test_first_is_off_by_default_and_needs_the_fixed_family() -> None:
    bots = [get_bot("beginner", i) for i in range(4)]
    plain = watched(bots, 5, hands=12, rising=True, outs=True, fixed=0.3)
    again = watched(bots, 5, hands=12, rising=True, outs=True, fixed=0.3, first=0.0)
    assert all(np.array_equal(plain.estimate(n).by_turn, again.estimate(n).by_turn) for n in ("P1", "P2", "P3"))
    assert ExpertBot(seed=1, model=True).first == 0.0
    assert ExpertBot(seed=1, model=True, first=0.67).first == 0.0  # needs ``fixed``
    bot = ExpertBot(seed=1, model=True, fixed=0.3, first=0.67)
    assert bot.first == 0.67 and bot._opponents.new_record().first == 0.67
    assert Opponents(fixed=0.0, first=0.5).new_record().first == 0.0


@pytest.mark.parametrize(
    "spec",
    [
        {"fixed": 0.6, "first": 0.67},
        {"sharp": 8.0},
        {"pool": 1.0},
        {"pool": 1.0, "pool_self": True},
        {"thirty": 3.0},
        {"fixed": 0.6, "first": 0.5, "grow": 3.0},
    ],
)
def test_with_first_or_sharp_decisions_do_not_depend_on_hidden_cards(spec: dict[str, float]) -> None:
    # R-INFO-1 with the first-turn reading of the fixed-mark family, or the slope axis, learnt
    # from earlier hands.
    bot = ExpertBot(seed=7, **FAST_EXPERT, model=True, outs=True, **spec)  # type: ignore[arg-type]
    play_game(
        [bot, get_bot("threshold", 1, threshold=20), get_bot("beginner", 2), get_bot("beginner", 3)],
        Rules(lives=4),
        seed=9,
        names=["A", "B", "C", "D"],
    )
    assert not bot.opponent("C").prior
    assert_decisions_ignore_hidden_cards(bot)


# ---------------------------------------------------------------------- a slope axis (phase 6)


def test_with_a_sharp_slope_a_player_who_always_knocks_at_the_mark_is_seen_so_and_a_patient_one_is_not() -> None:
    # Beginners knock at 21 or more on every turn. The soft family's step of slope 1.2 keeps them
    # believed to knock at 21 on about half of their turns; with a sharp slope weighed beside it,
    # the step can say "always at 21, never at 19-20".
    names = ("P1", "P2", "P3")
    bots = [get_bot("beginner", i) for i in range(4)]
    soft = watched(bots, 1, hands=30, rising=True, outs=True)
    sharp = watched(bots, 1, hands=30, rising=True, outs=True, sharp=8.0)

    def at(model: Opponents, scores: slice) -> float:
        return float(np.mean([model.estimate(n).by_turn[:4, scores].mean() for n in names]))

    assert at(sharp, slice(21, 22)) > at(soft, slice(21, 22)) + 0.15  # measured: 0.69 against 0.46
    assert at(sharp, slice(19, 21)) < 0.7 * at(soft, slice(19, 21))  # measured: 0.11 against 0.20
    # A player who knocks at 30 only (the patient scripted bot) is still seen as patient.
    at_30 = [get_bot("beginner", 0), *(get_bot("threshold", i, threshold=30) for i in (1, 2, 3))]
    patient = watched(at_30, 1, hands=30, sharp=8.0)
    assert all(patient.estimate(n).by_turn[:4, 22:29].mean() < 0.25 for n in names)  # measured: 0.11-0.17


def test_sharp_is_off_by_default_and_changes_nothing_when_off() -> None:
    bots = [get_bot("beginner", i) for i in range(4)]
    plain = watched(bots, 5, hands=12, rising=True, outs=True)
    again = watched(bots, 5, hands=12, rising=True, outs=True, sharp=0.0)
    assert all(np.array_equal(plain.estimate(n).by_turn, again.estimate(n).by_turn) for n in ("P1", "P2", "P3"))
    assert ExpertBot(seed=1, model=True).sharp == 0.0 and ExpertBot(seed=1, model=False, sharp=8.0).sharp == 0.0
    assert ExpertBot(seed=1, model=True, sharp=8.0)._opponents.new_record().sharp == 8.0


# ---------------------------------------------------------------------- pooled, 31s, a growing first (phase 7)


def test_pooled_at_a_table_of_one_kind_each_player_is_seen_sooner_as_what_they_are() -> None:
    # Three beginners (knock at 21 or more, every turn) and three threshold-30 bots (play on
    # past every lower score). After a few hands each record alone leaves the prior ruling;
    # pooled, each record counts toward the others: the beginners play on less, the patient
    # bots more.
    names = ("P1", "P2", "P3")
    beginners = [get_bot("beginner", i) for i in range(4)]
    patient = [get_bot("beginner", 0), *(get_bot("threshold", i, threshold=30) for i in (1, 2, 3))]

    def plays_on(model: Opponents) -> float:  # at 22-26 on their first four turns, with and without an out
        return float(
            np.mean(
                [
                    1.0
                    - np.concatenate(
                        [model.estimate(n).by_turn[:4, 22:27], model.estimate(n).by_turn[:4, 54:59]]
                    ).mean()
                    for n in names
                ]
            )
        )

    for seed in (1, 2):
        alone, pooled = (watched(beginners, seed, hands=8, rising=True, outs=True, pool=w) for w in (0.0, 1.0))
        assert plays_on(pooled) < plays_on(alone) - 0.05  # measured: 0.31-0.33 against 0.40-0.49
        alone, pooled = (watched(patient, seed, hands=8, rising=True, outs=True, pool=w) for w in (0.0, 1.0))
        assert plays_on(pooled) > plays_on(alone) + 0.01  # measured: 0.83-0.84 against 0.81-0.82
        assert all(pooled.estimate(n).seen == alone.estimate(n).seen for n in names)  # their own records


def test_pool_is_off_by_default_and_changes_nothing_when_off() -> None:
    bots = [get_bot("beginner", i) for i in range(4)]
    plain = watched(bots, 5, hands=12, rising=True, outs=True)
    again = watched(bots, 5, hands=12, rising=True, outs=True, pool=0.0)
    assert all(np.array_equal(plain.estimate(n).by_turn, again.estimate(n).by_turn) for n in ("P1", "P2", "P3"))
    assert ExpertBot(seed=1).pool == 0.0 and ExpertBot(seed=1, model=False, pool=1.0).pool == 0.0  # needs the model
    assert ExpertBot(seed=1, model=True, pool=1.0)._opponents.pool == 1.0


def test_with_thirty_a_player_who_shows_31s_is_seen_to_play_on_for_them() -> None:
    # A player who plays on with an out shows a 31 now and then; each says they did not knock
    # with one of its pairs (an out, 20 or 21) in hand. Counted more, they are seen to play on
    # with an out more surely.
    names = ("P1", "P2", "P3")
    bots = [get_bot("beginner", 0), *(PlaysOnWithAnOut(i) for i in (1, 2, 3))]

    def with_an_out(model: Opponents) -> float:  # the chance to knock with an out at 21-25
        return float(np.mean([model.estimate(n).by_turn[:4, 53:58].mean() for n in names]))

    for seed in (1, 2):
        alone, counted = (watched(bots, seed, hands=30, rising=True, outs=True, thirty=w) for w in (0.0, 5.0))
        assert all(not alone.records[n].shown_31s for n in names)  # recorded only with the option
        shown = [c for n in names for _, codes in counted.records[n].shown_31s for c in codes]
        assert shown and all(c - 32 in (20, 21) for c in shown)  # the 31's pairs, each an out
        assert with_an_out(counted) < with_an_out(alone) - 0.01  # measured: 0.214 against 0.232, 0.184 against 0.211
        # Off (the default), every number is as before.
        plain = watched(bots, seed, hands=30, rising=True, outs=True)
        assert all(np.array_equal(plain.estimate(n).by_turn, alone.estimate(n).by_turn) for n in names)
    assert ExpertBot(seed=1).thirty == 0.0
    assert ExpertBot(seed=1, model=False, thirty=3.0).thirty == 0.0  # needs the model


def test_with_grow_a_fixed_mark_seen_knocking_once_stays_between_the_prior_and_the_knock() -> None:
    # The first-turn reading pulls a fixed-mark player's mark up to the lowest knock at once:
    # a beginner (mark 21) first seen knocking at 24 is believed to play on at 21-23. With the
    # reading's weight growing with the knocks seen, one knock moves the mark only part of the way.
    record = Opponents(rising=True, outs=True, fixed=0.6, first=0.5).new_record()
    record.knocks.append((2, 24))
    growing = Opponents(rising=True, outs=True, fixed=0.6, first=0.5, grow=3.0).new_record()
    growing.knocks.append((2, 24))
    plain = Opponents(rising=True, outs=True, fixed=0.6).new_record()
    plain.knocks.append((2, 24))
    marks = [r.estimate().mark for r in (plain, growing, record)]
    assert marks[0] < marks[1] < marks[2]
    # Many knocks: the reading weighs nearly in full.
    for r in (record, growing):
        r.knocks.extend([(1, 21)] * 12)
    assert abs(growing.estimate().mark - record.estimate().mark) < 0.1
    assert Opponents(fixed=0.6, grow=3.0).grow == 0.0  # needs ``first``
    assert ExpertBot(seed=1, model=True, fixed=0.6, first=0.5).grow == 0.0
    assert ExpertBot(seed=1, model=True, fixed=0.6, first=0.5, grow=3.0)._opponents.new_record().grow == 3.0


def test_pooled_with_my_own_record_opponents_like_me_are_seen_like_me() -> None:
    # With pool_self my own knocking record (exact hands, many decisions) is one more kind at
    # the table: opponents who play as I do (here: wait for 30) borrow it; without it, not.
    names = ("P1", "P2", "P3")
    patient = [get_bot("beginner", 0), *(get_bot("threshold", i, threshold=30) for i in (1, 2, 3))]
    model = watched(patient, 1, hands=6, rising=True, outs=True, pool=1.0)
    before = [model.estimate(n).by_turn[:4, 22:29].mean() for n in names]
    me = model.new_record()
    for turn in range(4):
        me.declined.extend((turn, (s,)) for s in range(22, 30))
        me.knocks.append((turn, 30))
    model.own = me
    after = [model.estimate(n).by_turn[:4, 22:29].mean() for n in names]
    assert all(a < b for a, b in zip(after, before, strict=True))
    assert ExpertBot(seed=1, model=True, pool=1.0)._opponents.own is None  # off by default
    bot = ExpertBot(seed=1, model=True, pool=1.0, pool_self=True)
    assert bot.pool_self and bot._opponents.own is bot._self
    assert not ExpertBot(seed=1, model=True, pool_self=True).pool_self  # needs ``pool``


def test_a_wary_opponent_does_not_knock_into_a_hand_that_beats_theirs() -> None:
    # engine.play_out with Setting.wary: an opponent's learnt knock chance is scaled by ``wary``
    # on the tables where my hand beats theirs, and only there.
    rules = Rules()
    idx = {str(c): c.index for c in DECK}
    theirs = [idx[c] for c in ("9♦", "8♦", "7♦")]  # 24
    hands = np.array([[[idx[c] for c in ("A♠", "K♠", "9♠")], theirs], [[idx[c] for c in ("2♣", "3♣", "4♥")], theirs]])
    knock = np.zeros((2, 8, 32))
    knock[1, :, 20:] = 1.0  # knocks at 20 or more, every time

    def knockers(wary: float) -> list[int]:
        rest = [c for c in range(52) if c not in hands.ravel()]
        stock = np.array([rest[2:], rest[2:]], dtype=np.int64)
        tables = Tables(hands.copy(), stock, np.zeros(2, dtype=np.int64), np.full(2, rest[0]), np.full(2, -1))
        setting = Setting(score_array(rules), 2, 0, False, 20, (99.0, 20.0), 1, knock, None, wary)
        play_out(setting, tables, 1, 4, rng=np.random.default_rng(0))
        return [int(k) for k in tables.knocker]

    assert knockers(1.0) == [1, 1]  # as learnt: the 24 knocks into my 30 and into my 4
    assert knockers(0.0) == [-1, 1]  # wary: not into my 30


def test_wary_acts_heads_up_and_the_same_seed_gives_the_same_decisions() -> None:
    def game(wary: float) -> str:
        bots = [ExpertBot(seed=5, **FAST_EXPERT, wary=wary), get_bot("beginner", 1)]
        return play_game(bots, Rules(lives=3), seed=0, names=["E", "B"]).to_json()

    assert game(0.3) == game(0.3)
    assert game(0.3) != game(1.0)  # heads-up, the play-outs' opponent knocks less into my better hands
