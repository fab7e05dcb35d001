"""The sparring partner of issue 17: an information-set Monte Carlo tree search bot (SO-ISMCTS).

Single-observer ISMCTS (Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree
Search", IEEE TCIAIG 4(2), 2012), written for Scat from the paper, sharing nothing with the
expert but the public-fact reading of the view (:func:`scat_learn.bots.knowledge.read_view`).
Every iteration of one decision:

1. **Determinize**: deal the cards this seat cannot see (R-INFO-1: the opponents' hands and the
   stock) at random, consistently with what is public: the cards an opponent took from the
   discard pile and has not thrown away since stay in that opponent's hand, the cards under the
   top of the pile are out of play (they come back only when the stock is made again, R-TURN-4),
   and no opponent holds 31 (they would have shown it, R-31-2, R-31-3). ``belief="uniform"``
   makes every such deal equally likely (the paper's determinization). The default,
   ``belief="greedy"``, weighs 512 guesses per opponent once per decision (:func:`weigh_hands`):
   a hand like a greedy player's after that many turns (hands improve fast: imagining fresh
   deals is the known trap; in a first trial the bot won 18% of heads-up games against a
   beginner with uniform deals, 48% with these weights, 100 games each), none of
   the cards they threw away or passed over that would have raised it, a hand worth knocking
   with if they knocked. The cards are placed from the public facts of the view alone
   (:func:`scat_learn.bots.knowledge.read_view`); the weights are this module's own, not the
   expert's particle filter.
2. **Select** down one tree whose nodes are this seat's information sets: an edge is a move as
   this seat sees it (the card this seat draws is a chance edge of its own, since it then knows
   it; an opponent's draw is one edge whatever was drawn). At each of its own nodes the bot picks,
   among the moves legal *in this determinization*, the one with the best UCB1 score, with the
   parent's visits replaced by the child's availability count (how often it was legal when its
   parent was visited): ``mean + c * sqrt(ln(availability) / visits)``.
   Opponents (``opponents="policy"``, the default) play their turns by the play-out policy below,
   inside the tree too, and what this seat saw of such a turn (knocked; took or drew, and the
   card thrown) is an edge: its next decision depends on it. With ``opponents="tree"`` they
   choose by UCB1 on their own rewards, as in the paper; but a single observer's tree has only
   this seat's information sets, so an opponent's choice there cannot depend on the opponent's
   own cards: an opponent who cannot see its hand answers a knock badly, knocks look safe, and
   the bot knocked too often (heads-up, 100 games each: 50% against a beginner and 45% against
   the expert, against 64% and 57% with the policy).
3. **Expand** one untried legal move, the policy's own move first (a new line starts from a
   sound move, not a random one); a node below the root grows children only once it has been
   visited :data:`EXPAND_AFTER` times, and until then the play-out decides from it: random
   first tries of this seat's later moves made every line but a knock look worse than it is.
   Then **play out** the rest of the hand with a cheap policy: everyone builds greedily (take the
   upcard if it raises the total, else draw; keep the best three, throwing the cheapest card
   among equals) and knocks at ``mark`` (25, the best fixed threshold of benchmarks/README.md).
   Random play-outs would be far worse here: a random player knocks with any hand and throws
   good cards away, so every line would look alike.
4. **Back up** each player's reward through the nodes where that player moved.

**Reward**: ``1 - lives / 2`` for the lives a player loses in this hand (0, 1 or 2), capped by
the lives they can still lose (the dole counts as one: a two-life knock costs a player on the
dole no more than one). Lives are the game's own unit, and they grade outcomes the way the
rules do: a knocker alone lowest loses two, so a win/lose-this-hand reward would make a
reckless knock look no worse than a cautious draw that also loses. Winning the whole game would
be the true goal, but play-outs over many more hands of unseen future deals would be slow and
mostly noise; the expert (objective ``balance``) also judges a move by this hand's lives.

The move is the root's most visited move. The same view and seed always give the same decision
(the random generator is seeded from the seed and what the view shows, nothing hidden). During
the throw-down question (R-THROW-1, variant off by default) it always passes: its own hand is
still face down (R-THROW-3) and a blind call is not what this bot is for.

``get_bot("ismcts", seed=1, iterations=1000)`` builds it once this module is imported
(:func:`scat_learn.bots.register_bot`); ``scat-learn``-style specs read ``ismcts:200``.
"""

from __future__ import annotations

import bisect
import math
import random
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scat_learn import actions as A
from scat_learn.actions import Action
from scat_learn.bots import register_bot
from scat_learn.bots.base import LIVES, Decision, Option, check_can_decide
from scat_learn.bots.engine import Ints, keep_best_rows, score3, score_array
from scat_learn.bots.knowledge import Knowledge, Turn, read_view
from scat_learn.bots.tables import VALUE
from scat_learn.messages import Explanation
from scat_learn.rules import Rules
from scat_learn.scoring import variant_flags
from scat_learn.state import Phase
from scat_learn.view import PlayerView

# Moves as small numbers: a discard is its card (0..51).
TAKE, KNOCK, DRAW = 52, 53, 54
DREW = 60  # DREW + c: the chance edge "I drew c" (only the searching seat sees its draws)
SEEN = 200  # SEEN + 52 * took + c: an opponent's turn played by the policy, as this seat saw it
ACTIONS: dict[int, Action] = {TAKE: A.TAKE_ACTION, KNOCK: A.KNOCK_ACTION, DRAW: A.DRAW_ACTION}
MOVES: dict[Action, int] = {action: move for move, action in ACTIONS.items()}
BELIEFS = ("greedy", "uniform")
OPPONENTS = ("tree", "policy")
EXPAND_AFTER = 4  # a node below the root grows children once visited this often
_REDEALS = 50  # tries at a deal in which no opponent holds 31
_SCORES: dict[int, list[int]] = {}


def scores_for(rules: Rules) -> list[int]:
    """Every ordered triple's score, flat as in :func:`scat_learn.bots.engine.score_array`, as a
    Python list: indexing a list is several times faster than indexing a NumPy array by one."""
    flags = variant_flags(rules)
    found = _SCORES.get(flags)
    if found is None:
        found = _SCORES[flags] = [int(x) for x in score_array(rules).tolist()]
    return found


@dataclass(frozen=True, slots=True)
class Table:
    """What stays the same over one decision's iterations. Positions are turn-order positions
    counted from the searching seat (0)."""

    scores: list[int]
    players: int
    min_knock: int
    no_knock_first_round: bool
    max_turns: int  # R-TURN-5: max_rounds * players
    caps: tuple[int, ...]  # lives each position can still lose (the dole counts as one)
    mark: int  # the play-out policy's knocking mark


# ---------------------------------------------------------------------- beliefs

PRIOR_TURNS = 12  # turns of the hand-improvement prior (later turns use the last: few hands last longer)
PRIOR_MARK = 24  # the prior's players had not knocked, at this mark, when they could
CANDIDATES = 512  # guessed hands per opponent, weighed once per decision
USEFUL_THROWN = 0.25  # the chance that a player throws away a card that raises their hand
USEFUL_PASSED = 0.5  # ... or leaves an upcard that raises it (the hand changed since: weaker)
KNOCK_CENTRE, KNOCK_SLOPE = 22.0, 0.8  # a knock: the chance rises with the score around here
_PRIORS: dict[int, npt.NDArray[np.float64]] = {}


def improvement_prior(rules: Rules) -> npt.NDArray[np.float64]:
    """``prior[t, s]``: the chance that a greedy player who has played ``t`` turns and not yet
    knocked (at :data:`PRIOR_MARK`) holds a hand scoring ``s``; simulated once per process with
    a fixed seed. Each turn the player sees a random upcard, takes it if it raises the total,
    else draws; and keeps the best three."""
    flags = variant_flags(rules)
    found = _PRIORS.get(flags)
    if found is not None:
        return found
    scores, rows = score_array(rules), 40_000
    rng = np.random.default_rng(17)
    deck = rng.random((rows, 52)).argsort(axis=1)
    hands = deck[:, :3].copy()
    now = score3(scores, hands[:, 0], hands[:, 1], hands[:, 2])
    playing = now < 31  # a dealt 31 ends the hand (R-31-2)
    counts = np.full((PRIOR_TURNS + 1, 32), 0.5)  # no score is impossible
    counts[0] += np.bincount(now[playing], minlength=32)
    for t in range(1, PRIOR_TURNS + 1):
        playing &= now < PRIOR_MARK
        up, drawn = deck[:, 1 + 2 * t], deck[:, 2 + 2 * t]
        a, b, c = hands[:, 0], hands[:, 1], hands[:, 2]
        with_up = np.maximum.reduce([score3(scores, up, b, c), score3(scores, a, up, c), score3(scores, a, b, up)])
        take = with_up > now
        hands, _, now = keep_best_rows(scores, hands, np.where(take, up, drawn), ~take, now)
        playing &= now < 31
        counts[t] += np.bincount(now[playing], minlength=32)
    prior: npt.NDArray[np.float64] = counts / counts.sum(axis=1, keepdims=True)
    _PRIORS[flags] = prior
    return prior


class Belief:
    """Weighted guesses of one opponent's hand, for the determinizations."""

    def __init__(self, hands: list[list[int]], weights: npt.NDArray[np.float64]) -> None:
        self.hands = hands
        total = float(weights.sum())
        even = total <= 0.0 or not math.isfinite(total)
        self.weights = np.ones(len(hands)) if even else weights
        self.cumulative = list(np.cumsum(self.weights))

    def scored(self, t: Table) -> tuple[Ints, npt.NDArray[np.float64]]:
        """Each guess's score and its weight (for benchmarks/beliefs.py: how well this bot reads)."""
        return np.array([score(t, hand) for hand in self.hands], dtype=np.int64), self.weights

    def pick(self, rng: random.Random) -> list[int]:
        point = rng.random() * self.cumulative[-1]
        return self.hands[min(bisect.bisect_right(self.cumulative, point), len(self.hands) - 1)]


def weigh_hands(
    known: list[int], turns: list[Turn], unseen: list[int], scores: Ints, prior: npt.NDArray[np.float64], seed: int
) -> Belief:
    """Guesses of a hand (the ``known`` cards and unseen ones), weighed by how well they fit
    what the opponent did: a hand like a greedy player's after this many turns (``prior``),
    holding none of the cards they threw away or passed over that would have raised it, and,
    if they knocked, a hand worth knocking with. Never 31 (it would have been shown)."""
    rng = np.random.default_rng(seed)
    pool = np.array(unseen, dtype=np.int64)
    need = 3 - len(known)
    hands = np.empty((CANDIDATES, 3), dtype=np.int64)
    hands[:, :need] = pool[rng.random((CANDIDATES, len(pool))).argsort(axis=1)[:, :need]]
    hands[:, need:] = known
    a, b, c = hands[:, 0], hands[:, 1], hands[:, 2]
    total = score3(scores, a, b, c)
    fit = np.bincount(total, minlength=32) + 0.5  # what the guesses look like before weighing
    weights = prior[min(len(turns), PRIOR_TURNS), total] / fit[total] * (total != 31)
    for turn in turns:
        if turn.knocked:
            weights = weights / (1.0 + np.exp(-KNOCK_SLOPE * (total - KNOCK_CENTRE)))
            continue
        for card, chance in ((turn.discarded, USEFUL_THROWN), (turn.upcard if turn.took < 0 else -1, USEFUL_PASSED)):
            if card >= 0 and card not in known:
                same = np.full_like(a, card)
                with_card = [score3(scores, same, b, c), score3(scores, a, same, c), score3(scores, a, b, same)]
                raises = np.maximum.reduce(with_card)
                weights = weights * np.where(raises > total, chance, 1.0)
    return Belief(hands.tolist(), weights)


# ---------------------------------------------------------------------- playing a hand


class Hand:
    """One determinized hand being played: every card placed (omniscient, and made up)."""

    __slots__ = ("discarding", "drawn", "hands", "knocker", "lost", "pile", "stock", "taken", "turn", "turns")

    def __init__(self, hands: list[list[int]], stock: list[int], pile: list[int], knocker: int, turns: int) -> None:
        self.hands, self.stock, self.pile = hands, stock, pile  # stock and pile: top last
        self.turn, self.knocker, self.turns = 0, knocker, turns
        self.discarding = False
        self.taken = self.drawn = -1
        self.lost: list[int] | None = None  # set when the hand is over


def score(t: Table, hand: list[int]) -> int:
    return t.scores[hand[0] * 2704 + hand[1] * 52 + hand[2]]


def legal_moves(t: Table, h: Hand) -> list[int]:
    if h.discarding:
        return [c for c in h.hands[h.turn] if c != h.taken]  # R-TURN-3
    if may_knock(t, h):
        return [DRAW, TAKE, KNOCK]
    return [DRAW, TAKE]


def may_knock(t: Table, h: Hand) -> bool:
    if h.knocker >= 0 or (t.no_knock_first_round and h.turns < t.players):  # R-KNOCK-2, R-KNOCK-5
        return False
    return score(t, h.hands[h.turn]) >= t.min_knock  # R-KNOCK-3


def play(t: Table, h: Hand, move: int, rng: random.Random) -> None:
    """Play ``move`` for the position whose turn it is (the rules of a turn, R-TURN-2)."""
    hand = h.hands[h.turn]
    if move == DRAW:
        if not h.stock:
            rebuild(h, rng)
        h.drawn = h.stock.pop()
        hand.append(h.drawn)
        h.taken, h.discarding = -1, True
    elif move == TAKE:
        h.taken = h.pile.pop()
        hand.append(h.taken)
        h.drawn, h.discarding = -1, True
    elif move == KNOCK:  # R-KNOCK-1: the whole turn
        h.knocker = h.turn
        h.turns += 1
        h.turn = (h.turn + 1) % t.players
    else:
        hand.remove(move)
        h.pile.append(move)
        end_turn(t, h)


def rebuild(h: Hand, rng: random.Random) -> None:
    """R-TURN-4: the discard pile but its top, shuffled, is the new stock."""
    top = h.pile.pop()
    rng.shuffle(h.pile)
    h.stock, h.pile = h.pile, [top]


def end_turn(t: Table, h: Hand) -> None:
    """After a discard: a 31 (R-31-3), the showdown after a knock (R-KNOCK-2) or at the round
    limit (R-TURN-5), else the next player's turn."""
    h.turns += 1
    h.discarding = False
    h.taken = h.drawn = -1
    following = (h.turn + 1) % t.players
    if score(t, h.hands[h.turn]) == 31:
        h.lost = [0 if p == h.turn else 1 for p in range(t.players)]  # R-31-1: the knocker too
    elif following == h.knocker:
        h.lost = showdown(t, h, h.knocker)
    elif h.knocker < 0 and h.turns >= t.max_turns:
        h.lost = showdown(t, h, -1)
    else:
        h.turn = following


def showdown(t: Table, h: Hand, knocker: int) -> list[int]:
    """R-KNOCK-4 (and R-TURN-5 with no knocker): the lives each position loses."""
    totals = [score(t, hand) for hand in h.hands]
    low = min(totals)
    lowest = [p for p, total in enumerate(totals) if total == low]
    lost = [0] * t.players
    if knocker < 0:
        if len(lowest) < t.players:  # a table that ties throughout is spared
            for p in lowest:
                lost[p] = 1
    elif knocker in lowest and len(lowest) == 1:
        lost[knocker] = 2
    else:
        for p in lowest:
            lost[p] = 0 if p == knocker else 1
    return lost


def play_out(t: Table, h: Hand, rng: random.Random) -> list[int]:
    """Finish the hand with the greedy policy (see the module's docstring); the lives lost."""
    if h.discarding:
        greedy_discard(t, h)
    while h.lost is None:
        greedy_turn(t, h, rng)
    return h.lost


def greedy_turn(t: Table, h: Hand, rng: random.Random) -> int:
    """One whole turn of the greedy policy: knock at the mark; else take the upcard if it raises
    the total, or draw; then keep the best three. Returns the turn as others saw it
    (:data:`KNOCK`, or :data:`SEEN` + 52 if taken + the card thrown away)."""
    scores = t.scores
    hand = h.hands[h.turn]
    a, b, c = hand
    now = scores[a * 2704 + b * 52 + c]
    if now >= t.mark and may_knock(t, h):
        play(t, h, KNOCK, rng)
        return KNOCK
    took = raises(scores, a, b, c, h.pile[-1], now)
    if took:
        h.taken = h.pile.pop()
        hand.append(h.taken)
    else:
        if not h.stock:
            rebuild(h, rng)
        hand.append(h.stock.pop())
    greedy_discard(t, h)
    return SEEN + 52 * took + h.pile[-1]


def raises(scores: list[int], a: int, b: int, c: int, up: int, now: int) -> bool:
    """Would ``up`` in place of one of the three cards raise the total ``now``?"""
    return max(scores[up * 2704 + b * 52 + c], scores[a * 2704 + up * 52 + c], scores[a * 2704 + b * 52 + up]) > now


def greedy_discard(t: Table, h: Hand) -> None:
    card = greedy_card(t, h)
    h.hands[h.turn].remove(card)
    h.pile.append(card)
    end_turn(t, h)


def greedy_card(t: Table, h: Hand) -> int:
    """The card to throw from four: keep the best three, throw the cheapest among equals (never
    the card just taken, R-TURN-3)."""
    scores = t.scores
    hand = h.hands[h.turn]
    a, b, c, d = hand
    keys = (
        scores[b * 2704 + c * 52 + d] * 32 - VALUE[a],
        scores[a * 2704 + c * 52 + d] * 32 - VALUE[b],
        scores[a * 2704 + b * 52 + d] * 32 - VALUE[c],
        scores[a * 2704 + b * 52 + c] * 32 - VALUE[d],
    )
    return hand[max((k for k in range(4) if hand[k] != h.taken), key=keys.__getitem__)]


def policy_move(t: Table, h: Hand) -> int:
    """The greedy policy's move now (what a new node of the tree tries first)."""
    if h.discarding:
        return greedy_card(t, h)
    hand = h.hands[h.turn]
    now = score(t, hand)
    if now >= t.mark and may_knock(t, h):
        return KNOCK
    return TAKE if raises(t.scores, hand[0], hand[1], hand[2], h.pile[-1], now) else DRAW


class Node:
    """An information set of the searching seat, reached by the move of ``player``."""

    __slots__ = ("available", "children", "player", "reward", "visits")

    def __init__(self, player: int) -> None:
        self.player = player
        self.visits = 0
        self.available = 1
        self.reward = 0.0  # the sum of ``player``'s rewards over the visits
        self.children: dict[int, Node] = {}

    def child(self, move: int, player: int) -> Node:
        found = self.children.get(move)
        if found is None:
            found = self.children[move] = Node(player)
        return found


class Search:
    """One decision: the public facts, and the deals that fit them."""

    def __init__(self, view: PlayerView, bot: ISMCTSBot, rng: random.Random) -> None:
        self.view, self.rng = view, rng
        know: Knowledge = read_view(view)
        n = know.players
        me = know.position(view.seat)
        self.seats = [know.order[(me + k) % n] for k in range(n)]  # position -> seat
        rules = view.rules
        caps = tuple(view.lives[s] + 1 if rules.on_the_dole else max(1, view.lives[s]) for s in self.seats)
        self.table = Table(
            scores_for(rules), n, rules.min_knock, rules.no_knock_first_round, rules.max_rounds * n, caps, bot.mark
        )
        self.know = know
        self.knocker = -1 if know.knocker is None else self.seats.index(know.knocker)
        self.known = [list(know.known.get(s, []))[-3:] for s in self.seats[1:]]
        self.pile = [*know.dead, know.upcard] if know.upcard >= 0 else list(know.dead)
        self.taken = view.taken.index if view.taken is not None else -1
        self.policy_opponents = bot.opponents == "policy"
        self.beliefs: list[Belief] = []
        if bot.belief == "greedy":
            scores, prior = score_array(rules), improvement_prior(rules)
            self.beliefs = [
                weigh_hands(known, know.turns[seat], know.unseen, scores, prior, rng.getrandbits(32))
                for known, seat in zip(self.known, self.seats[1:], strict=True)
            ]

    def deal(self) -> Hand:
        """A determinization: the opponents' hands (guessed by weight, or uniformly from the unseen
        cards with the cards known to be there) and the stock (the rest, shuffled)."""
        hands = self._guess_hands() if self.beliefs else None
        if hands is None:
            hands = self._uniform_hands()
        used = {c for hand in hands for c in hand}
        stock = [c for c in self.know.unseen if c not in used]
        self.rng.shuffle(stock)
        h = Hand([list(self.know.hand), *hands], stock, list(self.pile), self.knocker, self.know.turns_done)
        if len(self.know.hand) == 4:  # deciding a discard: the card taken must stay (R-TURN-3)
            h.discarding, h.taken = True, self.taken
        return h

    def _guess_hands(self) -> list[list[int]] | None:
        """A hand per opponent from the beliefs, no card twice (None if the tries clash)."""
        for _ in range(_REDEALS):
            hands: list[list[int]] = []
            used: set[int] = set()
            for belief in self.beliefs:
                hand = belief.pick(self.rng)
                if used.intersection(hand):
                    break
                used.update(hand)
                hands.append(list(hand))
            else:
                return hands
        return None

    def _uniform_hands(self) -> list[list[int]]:
        """Every deal of the unseen cards that fits the known cards and no opponent holding 31
        (R-31-2, R-31-3) equally likely: the paper's determinization."""
        pool = list(self.know.unseen)
        for _ in range(_REDEALS):
            self.rng.shuffle(pool)
            hands, k = [], 0
            for known in self.known:
                need = 3 - len(known)
                hands.append([*known, *pool[k : k + need]])
                k += need
            if all(score(self.table, hand) != 31 for hand in hands):
                break
        return hands

    def iterate(self, root: Node, exploration: float) -> None:
        """One iteration: determinize, select and expand, play out, back up."""
        t, rng = self.table, self.rng
        h = self.deal()
        node, path = root, [root]
        while h.lost is None:
            player = h.turn
            if player and self.policy_opponents:
                # An opponent's whole turn, by the policy; what I saw of it is an edge of my tree
                # (my next decision depends on it: the upcard it left, whether it knocked).
                node = node.child(greedy_turn(t, h, rng), player)
                path.append(node)
                continue
            if node is not root and node.visits < EXPAND_AFTER:
                break  # a young node: the play-out decides from here
            moves = legal_moves(t, h)
            for m in moves:
                found = node.children.get(m)
                if found is not None:
                    found.available += 1
            move = self._expand_or_select(node, moves, t, h, exploration)
            node = node.child(move, player)
            path.append(node)
            play(t, h, move, rng)
            if move == DRAW and player == 0:  # I see what I drew: a chance edge of my own
                node = node.child(DREW + h.drawn, player)
                path.append(node)
        lost = h.lost if h.lost is not None else play_out(t, h, rng)
        rewards = [1.0 - min(x, cap) / 2 for x, cap in zip(lost, t.caps, strict=True)]
        root.visits += 1
        for visited in path[1:]:
            visited.visits += 1
            visited.reward += rewards[visited.player]

    def _expand_or_select(self, node: Node, moves: list[int], t: Table, h: Hand, exploration: float) -> int:
        """An untried legal move (the policy's first: a new line starts from a sound move), else
        the legal move with the best UCB1 score over its availability."""
        untried = [m for m in moves if m not in node.children]
        if untried:
            first = policy_move(t, h)
            return first if first in untried else untried[self.rng.randrange(len(untried))]
        return max(moves, key=lambda m: _ucb(node.children[m], exploration))


def _ucb(node: Node, exploration: float) -> float:
    return node.reward / node.visits + exploration * math.sqrt(math.log(node.available) / node.visits)


class ISMCTSBot:
    """SO-ISMCTS with ``iterations`` per decision (see the module's docstring)."""

    name = "ismcts"

    def __init__(
        self,
        seed: int | None = None,
        iterations: int = 1000,
        exploration: float = 0.7,
        mark: int = 25,
        belief: str = "greedy",
        opponents: str = "policy",
    ) -> None:
        if belief not in BELIEFS or opponents not in OPPONENTS:
            raise ValueError(f"belief: one of {BELIEFS} ({belief!r}); opponents: one of {OPPONENTS} ({opponents!r})")
        self.seed = 0 if seed is None else seed
        self.iterations, self.exploration, self.mark = iterations, exploration, mark
        self.belief, self.opponents = belief, opponents

    def decide(self, view: PlayerView) -> Decision:
        check_can_decide(view)
        legal = view.legal_actions
        if view.phase is Phase.THROW_DOWN:
            return _decision(A.PASS_ACTION, ())
        if len(legal) == 1:
            return _decision(legal[0], ())
        rng = random.Random(view_seed(self.seed, view))
        search = Search(view, self, rng)
        root = Node(-1)
        for _ in range(self.iterations):
            search.iterate(root, self.exploration)
        ranked = sorted(legal, key=lambda a: -root.children[_move(a)].visits if _move(a) in root.children else 0)
        options = tuple(_option(a, root.children.get(_move(a))) for a in ranked)
        return _decision(ranked[0], options)


def _move(action: Action) -> int:
    return action.card.index if action.card is not None else MOVES[action]


def _option(action: Action, node: Node | None) -> Option:
    """A root move and the lives it expects to lose (its mean reward back in lives)."""
    lives = 2 * (1 - node.reward / node.visits) if node is not None and node.visits else float("nan")
    return Option(action, lives, LIVES, lives=lives)


def _decision(action: Action, options: tuple[Option, ...]) -> Decision:
    # The benchmark bot has no sentences of its own (none to translate): the action's words.
    return Decision(action, Explanation(action.message()), options)


def view_seed(seed: int, view: PlayerView) -> int:
    """A seed from the bot's seed and what the view shows (never anything hidden)."""
    parts = [seed, view.hand_number, view.turns, view.seat, *(c.index for c in view.hand), *view.lives]
    parts.append(view.discard_top.index if view.discard_top is not None else 52)
    value = 0x15C75
    for part in parts:
        value = (value * 1_000_003 + part + 1) & 0xFFFFFFFFFFFF
    return value


register_bot("ismcts", ISMCTSBot, main_option="iterations")
