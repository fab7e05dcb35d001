"""A seeded game between bots, printed hand by hand with every explanation."""

from __future__ import annotations

from collections.abc import Sequence

from ..bots import get_bot
from ..game import Game
from ..messages import msg, render
from ..rules import Rules
from ..state import Phase


def run_demo(bot_names: Sequence[str], seed: int = 1, lang: str = "en", rules: Rules | None = None) -> int:
    bots = [get_bot(name, seed=seed + i) for i, name in enumerate(bot_names)]
    # Each bot by its level's name in the language asked for: "αρχάριος (1)", "beginner (1)".
    names = [f"{render(msg(f'ui.level.{name}'), lang)} ({i + 1})" for i, name in enumerate(bot_names)]
    game = Game.new(names, rules=rules, seed=seed)
    while True:
        print("--- " + render(msg("ui.log_hand", None, hand=game.hand_number, player=names[game.dealer]), lang))
        while game.current is not None:
            seat = game.current
            decision = bots[seat].decide(game.view(seat))
            print(
                f"{names[seat]}: {render(decision.action.message(), lang)} — {decision.explanation.render(lang, False)}"
            )
            game.apply(decision.action)
        for step in game.result.steps if game.result else ():
            print("  " + render(step, lang))
        if game.phase is Phase.GAME_OVER:
            return 0
        game.next_hand()
