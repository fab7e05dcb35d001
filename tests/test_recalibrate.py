"""The calibration's fit (benchmarks/recalibrate.py, issue 17): the 31 model's table effect is
learnt from table to table, so that a table's noisy reading of itself is not diluted."""

from __future__ import annotations

import math
import sys
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dataclasses import astuple, replace

from benchmarks import recalibrate
from benchmarks.calibration import TARGET_DECILE, Record, Summary, beyond_band, chance_off, chances_line, summarise
from scat_learn.bots import calibration
from scat_learn.bots.calibration import FEATURES, GATE, OWN, Raw, Situation, calibrate, kind_weights
from scat_learn.bots.calibration_fit import Kind

RATE = FEATURES.index("table 31 rate")


def synthetic_table(name: str, players: int, true_logit: float, rows: int, rng: np.random.Generator):
    """A table whose 31s come at its own rate; what a seat reads of that rate is the truth plus
    much chance (a table's early history), and says nothing more than the truth does."""
    data = object.__new__(recalibrate.Data)
    data.table = name
    facts = np.zeros((rows, len(Situation._fields)))
    facts[:, 0] = players
    facts[:, Situation._fields.index("hands")] = 20
    data.facts = facts
    data.raw = np.zeros((rows, 3))
    x = np.zeros((rows, len(FEATURES)))
    x[:, 0] = 1.0
    x[:, RATE] = true_logit + rng.normal(0.0, 1.5, rows)
    x[:, FEATURES.index("heads-up x one")] = players == 2  # a duel's own term, as `features` gives it
    data.x = x
    p = 1 / (1 + np.exp(-true_logit))
    y = np.zeros((rows, 6))
    y[:, 2] = rng.random(rows) < p
    data.y = y
    return data


def test_the_table_effect_fitted_between_tables_is_not_diluted_by_the_readings_noise() -> None:
    rng = np.random.default_rng(3)
    truths = [-4.5, -3.8, -3.0, -2.4, -2.0, -1.6]
    data = [synthetic_table(f"t{k}", 4, t, 4000, rng) for k, t in enumerate(truths)]
    data.append(synthetic_table("duel", 2, -2.5, 2000, rng))  # no intercept of its own
    y = np.concatenate([d.y[:, 2] for d in data])
    counts = recalibrate.table_weights(data, True)
    pooled = recalibrate.logistic(np.concatenate([d.x for d in data]), y, recalibrate.RIDGE, counts)
    between = recalibrate.between_tables(data, y, counts, recalibrate.RIDGE, ("table 31 rate",))
    # The readings' noise (sd 1.5 against a spread of the truths of about 1) dilutes the pooled slope;
    # from table to table the slope is the truth's, 1.
    assert pooled[RATE] < 0.5
    assert 0.85 < between[RATE] < 1.15
    assert abs(between[0]) < 0.5  # the truth is the logit itself: no intercept to speak of
    for d, truth in zip(data, truths, strict=False):
        settled = d.x[:, RATE].mean()
        predicted = 1 / (1 + np.exp(-(between[0] + between[RATE] * settled)))
        assert abs(predicted - d.y[:, 2].mean()) < 0.25 * d.y[:, 2].mean() + 0.005, (d.table, truth)


def test_a_fit_with_the_table_effect_between_tables_is_written_in_the_same_form() -> None:
    rng = np.random.default_rng(4)
    data = [synthetic_table(f"t{k}", 4, t, 1500, rng) for k, t in enumerate([-4.0, -3.0, -2.0])]
    for d in data:
        d.y[:, 0] = d.y[:, 2] + (rng.random(len(d.y)) < 0.3)  # lives lost
        d.y[:, 1] = rng.random(len(d.y)) < 0.3  # lowest
    model = recalibrate.fit(data, "synthetic", balance=True, between=("table 31 rate",))
    assert len(model.thirty_one) == len(model.showdown) == len(model.lowest) == len(FEATURES)
    assert model.showdown == recalibrate.fit(data, "synthetic", balance=True).showdown  # the 31 model alone


def test_the_deciles_a_perfect_expert_misses_by_chance_are_counted_as_chance_says() -> None:
    # A perfectly calibrated expert's decile: its realized mean is its prediction plus the
    # decile's noise. Over many such deciles the share outside the 20% band is what
    # `chance_off` says; a miss well past the band is told apart by `beyond_band`.
    rng = np.random.default_rng(7)
    predicted = rng.uniform(0.01, 0.6, 4000)
    se = predicted * rng.uniform(0.02, 0.4, 4000)
    realized = predicted + rng.normal(0.0, se)
    deciles = [{"predicted": p, "realized": r, "se": s} for p, r, s in zip(predicted, realized, se, strict=True)]
    off = sum(abs(d["realized"] - d["predicted"]) > TARGET_DECILE * d["predicted"] for d in deciles)
    expected = sum(chance_off(d) for d in deciles)
    assert abs(off - expected) < 4 * np.sqrt(expected)
    assert 0.05 * len(deciles) < expected < 0.6 * len(deciles)  # neither none nor all: the test can tell
    assert beyond_band({"predicted": 0.10, "realized": 0.10, "se": 0.01}) < 0  # inside the band
    assert beyond_band({"predicted": 0.10, "realized": 0.15, "se": 0.01}) == pytest.approx(3.0)
    assert chance_off({"predicted": 0.10, "realized": 0.10, "se": 0.0001}) < 1e-9


def test_collections_of_other_seeds_are_pooled_table_by_table_with_their_games_apart(tmp_path: Path) -> None:
    def save(path: Path, tables: list[str], rows: int) -> None:
        arrays: dict[str, np.ndarray] = {"tables": np.array(tables)}
        for t in range(len(tables)):
            facts = np.zeros((rows, len(Situation._fields)))
            facts[:, 0] = 4
            y = np.zeros((rows, 6))
            y[:, 4] = np.arange(rows) // 2 * 1_000_000 + 1  # two decisions a game, both in its hand 1
            arrays.update({f"{t}:facts": facts, f"{t}:raw": np.full((rows, 3), 0.1), f"{t}:y": y})
        np.savez_compressed(path, **arrays)

    save(tmp_path / "a.npz", ["t20", "p2"], 6)
    save(tmp_path / "b.npz", ["p2", "expert"], 4)
    pooled = recalibrate.load_pooled([tmp_path / "a.npz", tmp_path / "b.npz"])
    assert [d.table for d in pooled] == ["t20", "p2", "expert"]
    assert [len(d.y) for d in pooled] == [6, 10, 4]
    assert [len(d.x) for d in pooled] == [6, 10, 4]
    assert recalibrate.games(pooled[1]) == 3 + 2  # game 0 of each file is another game


def test_cross_fitting_calibrates_every_held_out_game_by_a_fit_that_never_saw_it(monkeypatch) -> None:
    def table(name: str, games: int) -> recalibrate.Data:
        data = object.__new__(recalibrate.Data)
        data.table, data.facts, data.raw = name, np.zeros((2 * games, 20)), np.zeros((2 * games, 3))
        data.x = np.zeros((2 * games, len(FEATURES)))
        data.y = np.zeros((2 * games, 6))
        data.y[:, 4] = np.repeat(np.arange(games), 2) * 1_000_000 + 1
        return data

    def games_of(parts) -> set[tuple[str, int]]:
        return {(d.table, int(g)) for d in parts for g in d.y[:, 4] // 1_000_000}

    def fake_fit(parts, source, balance=False, between=(), kinds=False):
        return games_of(parts)  # the "model": the games it was fitted on

    calibrated: list[tuple[str, int]] = []
    held = [table("t20", 7), table("p2", 5)]

    def fake_records(d, model):
        seen = games_of([d])
        assert not seen & model  # never the games it calibrates
        assert ("train", 0) in model  # the training collection is always in the fit
        part = {g % 3 for _, g in seen}.pop()  # this part's games: their numbers modulo 3
        assert model >= {(t, g) for t, g in games_of(held) if g % 3 != part}  # every other part trains it
        calibrated.extend(seen)
        return [None] * len(d.y)

    monkeypatch.setattr(recalibrate, "fit", fake_fit)
    monkeypatch.setattr(recalibrate, "records", fake_records)
    out = recalibrate.cross_fitted(held, [table("train", 3)], 3, False, ())
    assert [len(part) for part in out] == [14, 10]  # every held-out decision, once
    assert sorted(calibrated) == sorted(games_of(held))


def test_a_decile_without_a_standard_error_is_beyond_the_band_only_when_outside_it() -> None:
    assert beyond_band({"predicted": 0.0, "realized": 0.0, "se": 0.0}) < 0
    assert beyond_band({"predicted": 0.1, "realized": 0.3, "se": float("nan")}) > 2


TILTS = {"patient": +0.6, "greedy": -0.6}


def true_31(d: recalibrate.Data) -> np.ndarray:
    raw = d.x[:, FEATURES.index("logit p_31")]
    return 1 / (1 + np.exp(-(raw + TILTS[d.table] * (raw + 2.5))))


def two_kinds(rows: int, rng: np.random.Generator) -> list[recalibrate.Data]:
    """Two kinds of table whose 31s the play-outs misjudge in opposite ways at the low end (one
    shows fewer than the play-outs say, the other more, by a factor that grows as the number
    falls), told apart only by what the table shows (its eagerness reading), not by any number
    the shared model reads alike at both."""
    made = []
    for name, eagerness in (("patient", -1.0), ("greedy", +1.0)):
        tilt = TILTS[name]
        data = object.__new__(recalibrate.Data)
        data.table = name
        data.facts = np.zeros((rows, len(Situation._fields)))
        data.raw = np.zeros((rows, 3))
        x = np.zeros((rows, len(FEATURES)))
        x[:, 0] = 1.0
        raw = rng.uniform(-5.0, 0.0, rows)  # the play-outs' log-odds of an opponent's 31
        x[:, FEATURES.index("logit p_31")] = raw
        x[:, FEATURES.index("eagerness")] = eagerness + rng.normal(0.0, 0.3, rows)  # a reading, with some noise
        x[:, FEATURES.index("1 / opponents")] = 1 / 3
        y = np.zeros((rows, 6))
        y[:, 2] = rng.random(rows) < 1 / (1 + np.exp(-(raw + tilt * (raw + 2.5))))
        y[:, 0] = y[:, 2] + (rng.random(rows) < 0.3)
        y[:, 1] = rng.random(rows) < 0.3
        data.x, data.y = x, y
        made.append(data)
    return made


def low_end_miss(d: recalibrate.Data, model) -> float:
    """The relative miss of the 31's chance over the lowest third of the predictions, against the
    true chance (not the outcomes: a rare 31 would make the check mostly noise)."""
    shown = np.array([calibrate(Raw(0.5, 0.3, 0.1), tuple(x), model).p_31 for x in d.x])
    low = shown < np.quantile(shown, 1 / 3)
    return float(true_31(d)[low].mean() / shown[low].mean() - 1)


def test_a_fit_by_kind_of_table_sets_the_low_end_right_where_one_shared_model_cannot() -> None:
    rng = np.random.default_rng(11)
    train, held = two_kinds(8000, rng), two_kinds(2000, rng)
    shared = recalibrate.fit(train, "shared", balance=True)
    kinds = recalibrate.fit(train, "kinds", balance=True, kinds=True)
    assert [k.name for k in kinds.kinds] == ["patient", "greedy"]
    assert kinds.thirty_one == shared.thirty_one  # the kinds correct the shared models
    for d in held:
        assert abs(low_end_miss(d, shared)) > 0.3, d.table  # one model: far off at both low ends
        assert abs(low_end_miss(d, kinds)) < 0.2, d.table
    # The gate reads the kind from the table's eagerness: sure where the reading is clear.
    clear = tuple(held[1].x[np.argmax(held[1].x[:, FEATURES.index("eagerness")])])
    assert kind_weights(kinds, clear)[1] > 0.95


def test_the_kinds_blend_by_the_gate_and_without_corrections_give_the_shared_numbers() -> None:
    rng = np.random.default_rng(12)
    base = recalibrate.fit(two_kinds(3000, rng), "shared", balance=True)
    zero = (0.0,) * len(OWN)
    x = tuple(rng.normal(0.0, 1.0, len(FEATURES)))
    raw = Raw(0.4, 0.3, 0.05)
    plain = Kind("plain", (0.0,) * len(GATE), zero, zero, zero)
    assert calibrate(raw, x, replace(base, kinds=(plain, plain))) == pytest.approx(calibrate(raw, x, base))
    worse = Kind("worse", (0.0,) * len(GATE), (1.0, *zero[1:]), zero, zero)  # its 31s: e times the odds
    p = calibrate(raw, x, replace(base, kinds=(plain, worse))).p_31
    sure = Kind("sure", (50.0, *(0.0,) * (len(GATE) - 1)), (1.0, *zero[1:]), zero, zero)
    p_sure = calibrate(raw, x, replace(base, kinds=(plain, sure))).p_31
    assert p == pytest.approx((calibrate(raw, x, base).p_31 + p_sure) / 2)


def test_a_seat_told_its_table_shows_that_kind_s_numbers_alone() -> None:
    """``evaluate --told``: the ceiling a perfect gate would reach, each table by its own kind."""
    rng = np.random.default_rng(15)
    held = two_kinds(2000, rng)
    model = recalibrate.fit(two_kinds(4000, rng), "kinds", balance=True, kinds=True)
    greedy = recalibrate.told(model, "greedy")
    assert greedy is not None and [k.name for k in greedy.kinds] == ["greedy"]
    assert recalibrate.told(model, "a table no kind is named after") is model
    assert recalibrate.told(None, "greedy") is None
    # Where the gate is unsure (the eagerness reading halfway), its blend lies between the kinds';
    # told, a seat shows its own kind's number.
    x = list(held[1].x[0])
    x[FEATURES.index("eagerness")] = 0.0
    both = [
        calibrate(Raw(0.5, 0.3, 0.1), tuple(x), m).p_31 for m in (recalibrate.told(model, "patient"), model, greedy)
    ]
    assert sorted(both) == both or sorted(both, reverse=True) == both
    assert abs(both[0] - both[2]) > 0.01


def test_a_fit_by_kind_is_written_as_code_that_reads_back_the_same(tmp_path: Path, monkeypatch) -> None:
    target = tmp_path / "calibration_fit.py"
    target.write_text(recalibrate.FIT_FILE.read_text())
    monkeypatch.setattr(recalibrate, "FIT_FILE", target)
    model = recalibrate.fit(two_kinds(3000, np.random.default_rng(13)), "two kinds", balance=True, kinds=True)
    recalibrate.write(model)
    space: dict[str, object] = {}
    exec(compile(target.read_text(), str(target), "exec"), space)
    assert astuple(space["FIT"]) == astuple(model)  # (the module's own classes: compared as values)


def counted_table(rows: int, rng: np.random.Generator) -> tuple[recalibrate.Data, np.ndarray]:
    """A table whose options' true chances of an opponent's 31 spread from a fraction of a
    percent to a third, each measured by 256 play-outs (the expert's), so that the rare end
    is often a count of none or one; and the 31s that then came."""
    true = 1 / (1 + np.exp(-rng.normal(-3.2, 1.0, rows)))
    counted = rng.binomial(256, true) / 256
    facts = np.zeros((rows, len(Situation._fields)))
    facts[:, 0] = 4
    hands = rng.integers(0, 20, rows)
    facts[:, Situation._fields.index("hands")] = hands
    facts[:, Situation._fields.index("thirty_ones")] = rng.binomial(hands, 0.08)
    data = object.__new__(recalibrate.Data)
    data.table, data.facts = "t", facts
    data.raw = np.column_stack([counted + 0.3, np.full(rows, 0.25), counted, np.full(rows, 256)])
    data.y = np.zeros((rows, 6))
    data.y[:, 2] = rng.random(rows) < true
    data.__post_init__()
    return data, true


@pytest.mark.parametrize("seed", [1, 2])
def test_a_count_of_none_is_read_as_a_small_chance_and_the_lowest_tenth_comes_out_right(seed, monkeypatch) -> None:
    def lowest_tenth_miss() -> float:
        d, true = counted_table(40_000, np.random.default_rng(seed))
        shown = 1 / (1 + np.exp(-(d.x @ recalibrate.logistic(d.x, d.y[:, 2]))))
        low = shown <= np.quantile(shown, 0.1)
        return float(shown[low].mean() / true[low].mean() - 1)

    assert abs(lowest_tenth_miss()) < 0.15
    monkeypatch.setattr(calibration, "PSEUDO", 0.256)  # as good as a floor of 1e-3, the reading before
    assert lowest_tenth_miss() < -0.25  # the rare end read too hopeful


def test_counted_log_odds_are_finite_at_none_and_all_and_follow_the_play_outs() -> None:
    pseudo = calibration.PSEUDO
    assert calibration.counted_logit(0.0, 256) == pytest.approx(math.log(pseudo / (256 + pseudo)))
    assert calibration.counted_logit(1.0, 256) == pytest.approx(-calibration.counted_logit(0.0, 256))
    assert calibration.counted_logit(0.0, 1024) < calibration.counted_logit(0.0, 256)  # more play-outs, surer
    assert calibration.counted_logit(0.5, 256) == 0.0
    assert calibration.counted_logit(0.0, 256, 1.0) == pytest.approx(math.log(1 / 257))  # a pseudo-count of its own


def test_the_showdown_is_counted_with_its_own_pseudo_count_and_the_others_with_the_usual() -> None:
    # A knock that no play-out lost reads safer than a 31 that no play-out saw (phase 21).
    raw = calibration.Raw(lives=0.0, p_lowest=0.0, p_31=0.0, samples=256)
    fresh = calibration.Situation(4, 0, 1, 3, 3, *([0] * 10), 0.58, 0.58, 23.0, 0.85, 0)  # a first decision
    x = calibration.features(raw, fresh, knock=True)
    at = calibration.FEATURES.index
    showdown = calibration.counted_logit(0.0, 256, calibration.PSEUDO_SHOWDOWN)
    assert x[at("logit showdown")] == pytest.approx(showdown)
    assert x[at("logit p_31")] == pytest.approx(calibration.counted_logit(0.0, 256))
    assert x[at("logit p_lowest")] == pytest.approx(calibration.counted_logit(0.0, 256))
    assert calibration.PSEUDO_SHOWDOWN < calibration.PSEUDO
    # ... and a count of none has a term of its own, and one after a knock (phase 22)
    assert (x[at("showdown none")], x[at("showdown one or two")], x[at("knocked x showdown none")]) == (1, 0, 0)
    knocked = calibration.features(raw, fresh._replace(knocked=1.0), knock=False)
    assert (knocked[at("knocked x showdown none")], knocked[at("knocked x showdown")]) == (1, pytest.approx(showdown))
    once = calibration.features(replace(raw, lives=1 / 256), fresh, knock=False)
    assert (once[at("showdown none")], once[at("showdown one or two")]) == (0, 1)


def safe_showdowns(rows: int, rng: np.random.Generator) -> tuple[recalibrate.Data, np.ndarray]:
    """Knocks whose true chance to lose a life at the showdown is, for a third of them, about one
    in two thousand (a hand nobody can beat but by luck) and for the rest spread around one in
    eight, each measured by 256 play-outs: the safe third is mostly a count of none, the others
    seldom; and the lives then lost (no 31s)."""
    safe = rng.random(rows) < 1 / 3
    true = np.where(safe, 0.0005, 1 / (1 + np.exp(-rng.normal(-2.0, 1.0, rows))))
    counted = rng.binomial(256, true) / 256
    facts = np.zeros((rows, len(Situation._fields)))
    facts[:, 0] = 4
    data = object.__new__(recalibrate.Data)
    data.table, data.facts = "t", facts
    data.raw = np.column_stack([counted, np.full(rows, 0.25), np.zeros(rows), np.full(rows, 256)])
    data.y = np.zeros((rows, 6))
    data.y[:, 0] = rng.random(rows) < true
    data.__post_init__()
    return data, true


def test_a_showdown_no_play_out_lost_is_read_by_its_own_term_and_the_safest_tenth_comes_out_right() -> None:
    """Smoothing reads a count of none of 256 as one in 250 whatever the truth behind it; the
    showdown's count-of-none term sets it from what happened, if the ridge lets it (phase 22)."""
    d, true = safe_showdowns(40_000, np.random.default_rng(3))
    assert d.x[:, FEATURES.index("showdown none")].mean() > 0.25

    def safest_tenth(x: np.ndarray, ridge: float) -> tuple[float, float]:
        shown = 2 / (1 + np.exp(-(x @ recalibrate.logistic(x, d.y[:, 0] / 2, ridge))))
        low = shown <= np.quantile(shown, 0.1)
        return float(shown[low].mean()), float(true[low].mean())

    shown, truth = safest_tenth(d.x, recalibrate.RIDGE)
    assert shown < 3 * truth
    assert safest_tenth(d.x, 1e-3)[0] > 5 * truth  # the ridge before: the term held near 0
    without = d.x.copy()
    without[:, [FEATURES.index("showdown none"), FEATURES.index("showdown one or two")]] = 0.0
    assert safest_tenth(without, recalibrate.RIDGE)[0] > 5 * truth  # smoothing alone


def test_the_chances_shown_are_judged_by_deciles_of_themselves() -> None:
    # An opponent's 31 shown at its true chance passes its own deciles; the same chances shown
    # twice as spread (too low where rare, too high where likely) fail at both ends, though
    # their mean is nearly right, as the lives' deciles alone would never tell.
    rng = np.random.default_rng(3)
    true = rng.uniform(0.02, 0.3, 60_000)
    happened = rng.random(60_000) < true
    logit = np.log(true / (1 - true))
    spread = 1 / (1 + np.exp(-(2 * logit - logit.mean())))

    def summary(shown: np.ndarray) -> Summary:
        records = []
        for k, (p, seen) in enumerate(zip(shown, happened, strict=True)):
            record = Record(k, False, 0.5, 0.5, float(p), 1.0)
            record.opponent_31 = bool(seen)
            records.append(record)
        return summarise("synthetic", ["expert"], 1, records)

    true_line, spread_line = chances_line([summary(true)]), chances_line([summary(spread)])
    assert "an opponent's 31, 0 of 10 off" in true_line
    off = [d for d in summary(spread).p_31_deciles if beyond_band(d) > 2]
    assert {d["decile"] for d in off} >= {1, 2, 9, 10}
    assert "an opponent's 31, 0 of 10" not in spread_line
