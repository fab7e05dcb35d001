"""The English text of every message the app shows, by key.

Every label, button and sentence on screen is one of these, rendered in the session's language
with :func:`scat_learn.messages.render`. The rules' settings take their labels and help text
from :data:`~scat_learn.catalog.core.RULE_SETTING_TEXTS` (as the rules' own metadata does), one
key each, so that a translation can replace them.
"""

from __future__ import annotations

from .core import RULE_SETTING_TEXTS

UI_MESSAGES: dict[str, str | tuple[str, str]] = {
    # ---- the page
    "ui.title": "Scat (31): learn by playing",
    "ui.tab.play": "Play",
    "ui.tab.rules": "Rules",
    "ui.tab.chart": "Lives chart",
    "ui.settings": "Settings",
    "ui.tabs": "The app's pages",
    "ui.game_settings": "This game",
    "ui.table_settings": "Table",
    "ui.rule_settings": "Rules of this table",
    "ui.view_settings": "How the game is shown",
    "ui.settings_apply": "Players and rules apply when you start a new game.",
    # ---- settings
    "ui.lang": "Language",
    "ui.players": "Players",
    "ui.your_name": "Your name",
    "ui.default_name": "Player",
    "ui.level_of": "Level of {player}",
    "ui.level.random": "random",
    "ui.level.beginner": "beginner",
    "ui.level.intermediate": "intermediate",
    "ui.level.threshold": "fixed threshold",
    "ui.level.expert": "expert",
    "ui.deal": "Deal code",
    "ui.deal_help": (
        "The same code gives the same cards on this server: type one (or share the page's address) to "
        "hand out a deal, then start a new game."
    ),
    "ui.speed": "Speed of the bots",
    # ---- help shown on hover beside a setting
    "ui.help.players": "Players at the table, you included.",
    "ui.help.your_name": "Your name at the table.",
    "ui.help.level": "How well this bot plays, from random moves to the expert.",
    "ui.help.speed": "How fast the bots play.",
    "ui.help.four_colour": "Give each suit its own colour.",
    "ui.help.reveal_all": "Show every hand face up (a teaching switch).",
    "ui.help.coach_on": "Grade each of your decisions.",
    "ui.help.reasons_now": "Show a bot's reasons during the hand (they tell about its hidden hand).",
    "ui.speed.instant": "at once",
    "ui.speed.fast": "fast",
    "ui.speed.normal": "normal",
    "ui.speed.slow": "slow",
    "ui.speed.step": "one move per click",
    "ui.four_colour": "Four-colour deck (♦ blue, ♣ green)",
    "ui.reveal_all": "Reveal all hands (for teaching)",
    "ui.coach_on": "Coach my moves",
    "ui.new_game": "New game",
    "ui.restart": "Play this deal again",
    "ui.save": "Save game",
    "ui.save_help": "A saved game holds every card, so it can be saved only when a hand is over.",
    "ui.load": "Load a saved game",
    "ui.loaded": "Game loaded: hand {hand}.",
    # ---- the page's address
    "ui.address_problems": "Parts of the page's address could not be used. {problems}",
    "ui.address.bad_deal": "The address asks for the deal code {value}, which is not one: playing deal {used} instead.",
    "ui.address.bad_players": "The address asks for {value} players; a table has 2 to 9: playing with {used}.",
    "ui.address.bad_speed": "The address asks for the speed {value}, which there is not: playing at {used}.",
    "ui.address.bad_lang": "The address asks for the language {value}, which there is not: showing {used}.",
    # ---- the page's top line, its size and its keys
    "ui.projector": "Projector (big cards and text)",
    "ui.help.projector": "Everything bigger, to be read from the back of a room.",
    "ui.screen.normal": "the normal size",
    "ui.screen.projector": "the projector's size",
    "ui.address.bad_view": "The address asks for the view {value}, which there is not: showing {used}.",
    "ui.keys_button": "Keys (?)",
    "ui.keys_title": "The keys of the game",
    "ui.keys_close": "Close",
    "ui.key.draw": "draw from the stock",
    "ui.key.take": "take the top of the discard pile",
    "ui.key.knock": "knock",
    "ui.key.discard": "discard your first, second, third or fourth card",
    "ui.key.pass": "pass: no throw down",
    "ui.key.throw_down": "call a throw down",
    "ui.key.hint": "a hint from the expert",
    "ui.key.next": "deal the next hand (or, one move at a time, the bots' next move)",
    "ui.key.step": "the next step of the showdown",
    "ui.key.all_steps": "every step of the showdown",
    "ui.key.help": "this list of keys",
    "ui.dismiss": "OK",
    # ---- how much the explanations say
    "ui.detail": "Explanations",
    "ui.help.detail": "In plain words, with the numbers behind them, or everything the expert worked out.",
    "ui.detail.simple": "in plain words",
    "ui.detail.detailed": "with the numbers",
    "ui.detail.expert": "everything",
    # ---- the table
    "ui.seats": "The players at the table",
    "ui.lowest": "lowest",
    "ui.scores": "scores {total}",
    "ui.you": "(you)",
    "ui.lives": ("{count} life", "{count} lives"),
    "ui.on_the_dole": "on the dole",
    "ui.out": "out",
    "ui.dealer": "dealer",
    "ui.knocked": "knocked",
    "ui.to_play": "to play",
    "ui.winner": "winner",
    "ui.stock": ("Stock: {count} card", "Stock: {count} cards"),
    "ui.discard_pile": "Discard pile",
    "ui.discard_empty": "empty",
    "ui.kitty": ("Kitty: {count} coin", "Kitty: {count} coins"),
    "ui.hand_round": "Hand {hand}, round {round}",
    "ui.revealed_hand": "{player}'s hand: {cards}",
    # ---- status line
    "ui.status.your_take": "Your turn: draw from the stock, take the top of the discard pile, or knock.",
    "ui.status.your_take_no_knock": "Your turn: draw from the stock or take the top of the discard pile.",
    "ui.status.your_discard": "You hold four cards: click the card to discard.",
    "ui.status.your_throw_down": "Before you look at your cards: call a throw down, or pass?",
    "ui.status.bot_turn": "{player} is playing…",
    "ui.status.bot_step": "{player} is to play: press Next move.",
    "ui.status.hand_over": "The hand is over: see the showdown below, then deal the next hand.",
    "ui.status.you_are_out": "You are out of this game: watch how it ends.",
    "ui.status.paused": "The teacher has paused the game: wait a moment.",
    "ui.waiting_for": "You are ready. The next hand starts when these players are ready too: {players}.",
    "ui.status.your_last_turn": "{player} knocked: this is your last turn.",
    "ui.status.last_turns": "{player} knocked: everyone else has one last turn.",
    "ui.status.game_over": "The game is over: {player} wins. Start a new game to play again.",
    # ---- your hand
    "ui.your_hand": "Your hand",
    "ui.hand_face_down": "Your cards are face down until you answer the throw-down question.",
    "ui.your_best": "You score {score}.",
    "ui.counts": "counts",
    "ui.taken_short": "just taken",
    "ui.just_taken": "just taken: cannot be discarded now",
    "ui.if_discard": "Discard {card} and keep {total}.",
    "ui.if_discard_best": "Discard {card} and keep {total}: the highest total you can keep.",
    "ui.if_discard_taken": "{card} was just taken: it cannot go back this turn.",
    # ---- actions
    "ui.draw": "Draw from the stock",
    "ui.take": "Take {card}",
    "ui.take_none": "Take the discard",
    "ui.knock": "Knock",
    "ui.throw_down": "Throw down",
    "ui.pass": "Pass",
    "ui.next_move": "Next move",
    "ui.hint": "Hint",
    "ui.not_your_turn": "Wait: it is {player}'s turn.",
    "ui.no_turn_now": "Nobody is on turn now: the hand is over.",
    "ui.connection_lost": "The connection to the server is lost: trying again… Your seat and your game are kept.",
    "ui.keys_hint": "⌨ Keys: click here, or on a card or a button of the game, to play with d t k h n and 1–4.",
    "ui.keys_active": (
        "⌨ Keys on: d draw · t take · k knock · h hint · n next · 1–4 discard. Click outside the game to type "
        "elsewhere."
    ),
    # ---- bots and the log
    "ui.log_title": "What happened in this hand",
    "ui.options": "The options weighed",
    "ui.reason_later": "The bots' reasons (…) are shown when the hand is over: they tell about their hidden cards.",
    "ui.reasons_now": "Show the bots' reasons at once (they tell about their hidden hands)",
    "ui.past_hand": "What hand {hand} cost:",
    "ui.earlier_hands": "What the earlier hands cost",
    "ui.log_hand": "Hand {hand}: {player} deals.",
    # ---- learning aids
    "ui.hint_title": "Hint: the expert would {action}.",
    "ui.hint_failed": "The hint could not be worked out this time. Play on, or ask again.",
    "ui.coach_failed": "The coach could not grade this move; your move was played.",
    "ui.bot_failed": "{player}'s bot ran into a problem; a simple bot made this move for it.",
    "ui.coach_title": "Coach",
    "ui.coach_best": "You chose {action}: the best move.",
    "ui.coach_cost": "You chose {action}; the best was {best}. It cost you {cost:.2f} expected lives.",
    "ui.coach_better": "You chose {action}; {best} was better: {why}.",
    "ui.why_no_knock": "Knock is not possible now: {why}",
    # ---- chances said in words (the simple level of explanations)
    "ui.odds.none": "almost no chance",
    "ui.odds.sure": "almost certainly",
    "ui.odds.one_in": "about 1 chance in {n}",
    "ui.odds.many_in": "about {k} chances in {n}",
    # ---- the expert's reasons in plain words
    "ui.plain.knock": "With {total} there is {odds} of being lowest at the showdown.",
    "ui.plain.take": "{card} raises the hand to {total}.",
    "ui.plain.take_any": "The card on the pile raises the hand to {total}.",
    "ui.plain.draw": "A card from the stock is a better chance than the one on the pile.",
    "ui.plain.discard": "Throwing away {card} keeps {total}.",
    "ui.plain.pass": "A throw down now would be a gamble: {odds} of being lowest.",
    "ui.plain.throw_down": "Calling a throw down now: {odds} of being lowest.",
    # ---- why the expert's choice is better (one voice of advice)
    "ui.advice.instead": "The expert would discard {best} instead of {card}: {why}.",
    "ui.why.feeds_next": "{player}, who plays next, collects that suit (they took {cards}), and {card} would help them",
    "ui.why.gives_31": "{action} gives the others a better chance of reaching 31 first ({mine})",
    "ui.why.gives_31_numbers": (
        "{action} gives the others a better chance of reaching 31 first: {p_mine:.0%} against {p_best:.0%}"
    ),
    "ui.why.lowest": "after {action} you would be likelier to be lowest ({mine})",
    "ui.why.lowest_numbers": "after {action} you would be likelier to be lowest: {p_mine:.0%} against {p_best:.0%}",
    "ui.why.keeps_less": "it keeps {best}, and {action} keeps only {mine}",
    "ui.why.balance": "on average it loses you fewer lives",
    "ui.why.balance_numbers": "on balance it saves {diff:.2f} expected lives",
    "ui.lives_chart": "Lives after each hand",
    "ui.hand_axis": "Hand",
    "ui.lives_axis": "Lives",
    # ---- the showdown
    "ui.showdown": "Showdown",
    "ui.showdown_step": ("Step {count} of {total}", "Step {count} of {total}"),
    "ui.next_step": "Next step",
    "ui.all_steps": "Show all steps",
    "ui.next_hand": "Deal the next hand",
    "ui.rule_link": "rule {rule}",
    "ui.rules_missing": "The rules page is not installed.",
    # ---- rules page
    "ui.rule_unknown": "Rule {rule}",
}

# The rules' settings: their labels and help, one key each.
for _name, (_label, _doc) in RULE_SETTING_TEXTS.items():
    UI_MESSAGES[f"ui.rule.{_name}"] = _label
    UI_MESSAGES[f"ui.rule_doc.{_name}"] = _doc
