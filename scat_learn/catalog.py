"""The English source text of every message, by key.

A value is a :meth:`str.format` template, or a pair ``(singular, plural)`` chosen by the
``count`` parameter. Translations (``scat_learn/locales``) are made from this catalog; a test
checks that every key used in the code is here and every key here is used.
"""

from __future__ import annotations

CATALOG: dict[str, str | tuple[str, str]] = {
    # ---- cards and rules set-up
    "card.unreadable": (
        "{text} is not a card. Write a rank (A K Q J 10 9 8 7 6 5 4 3 2) and a suit (♠ ♥ ♦ ♣, or s h d c), "
        "for example A♠ or 10h."
    ),
    "rules.not_mapping": "Rules must be given as a list of settings and their values.",
    "rules.unknown": "There is no rule setting called {names}. The settings are: {known}.",
    "rules.not_bool": "The setting {name} is either on or off (True or False), not {value}.",
    "rules.not_int": "The setting {name} must be a whole number from {low} to {high}, not {value}.",
    "rules.out_of_range": "The setting {name} must be from {low} to {high}, not {value}.",
    # ---- cards read aloud (the text alternative of every card picture)
    "card.name": "{rank} of {suit}",
    "card.rank_a": "Ace",
    "card.rank_k": "King",
    "card.rank_q": "Queen",
    "card.rank_j": "Jack",
    "card.suit_spades": "spades",
    "card.suit_hearts": "hearts",
    "card.suit_diamonds": "diamonds",
    "card.suit_clubs": "clubs",
    "card.counts": "{card}, counts",
    "card.face_down": "a card, face down",
    "card.backs": ("{count} card, face down", "{count} cards, face down"),
    "card.hand_scores": "{cards}; scores {total}",
    "card.score_label": "scores {total}: {cards}",
    "card.no_cards": "no cards",
    # ---- game set-up
    "setup.rules": "The rules must be a Rules(...) value, not {value}.",
    "setup.names": "Give the players' names as a list, for example ['Ann', 'Bob'], not {value}.",
    "setup.players_count": "Scat is played by 2 to 9 players, not {count}.",
    "setup.player_name": "Every player needs a name; {name} is not one.",
    "setup.names_unique": "Two players are called {name}: give every player a different name.",
    "setup.seed": "The seed must be a whole number, not {value}.",
    "setup.seat": "The {what} must be a seat number from 0 to {high}, not {value}.",
    "setup.lives_count": "Give one number of lives for each of the {players} players, or one number for all.",
    "setup.lives": "Lives must be whole numbers from 0 to {high}, not {value}.",
    "setup.lives_zero": "A player can start with no lives only when the table plays with the dole.",
    "setup.deck_size": "A deck has 52 cards; this one has {count}.",
    "setup.deck_duplicate": "Every card must be in the deck exactly once, but these are there twice: {cards}.",
    # ---- scoring
    "score.too_many": "A hand has three cards; {count} cards cannot be scored as one hand.",
    "score.duplicate": "The same card cannot be in a hand twice: {cards}.",
    "score.suit": "{suit} {total} ({cards})",
    "score.suit_of": "{player}: {suit} {total} ({cards})",
    "score.suit_tied": "{suit} {total} ({cards}); {other_suit} gives the same total",
    "score.suit_tied_of": "{player}: {suit} {total} ({cards}); {other_suit} gives the same total",
    "score.three_of_a_kind": "three of a kind, 30 ({cards})",
    "score.three_of_a_kind_of": "{player}: three of a kind, 30 ({cards})",
    "score.straight_flush": "straight flush, {total} ({cards})",
    "score.straight_flush_of": "{player}: straight flush, {total} ({cards})",
    "score.empty": "no cards, 0",
    "score.empty_of": "{player}: no cards, 0",
    # ---- actions and what players did
    "action.draw": "draw from the stock",
    "action.take": "take the top of the discard pile",
    "action.discard": "discard {card}",
    "action.knock": "knock",
    "action.throw_down": "call a throw down",
    "action.pass": "pass",
    "event.draw": "{player} draws from the stock.",
    "event.take": "{player} takes {card} from the discard pile.",
    "event.discard": "{player} discards {card}.",
    "event.knock": "{player} knocks.",
    "event.throw_down": "{player} calls a throw down.",
    "event.pass": "{player} passes: no throw down.",
    # ---- illegal moves
    "move.unreadable": (
        "I cannot read {text} as a move. The moves are: draw, take, discard and a card "
        "(for example discard Q♥), knock, throw down and pass."
    ),
    "move.unreadable_card": "I cannot read the card in {text}. Write it like Q♥, qh or 10s.",
    "move.not_your_turn": "It is not your turn: {player} is playing now.",
    "move.game_over": "The game is over: {player} has won. Start a new game to play again.",
    "move.hand_over": "This hand is over. Deal the next hand to play on.",
    "move.throw_down_first": "First answer the throw-down question: throw down, or pass. You cannot {action} now.",
    "move.take_first": "First draw from the stock, take the discard, or knock. You cannot {action} now.",
    "move.must_discard": "You hold four cards: discard one of them. You cannot {action} now.",
    "move.not_in_hand": "You do not hold {card}.",
    "move.discard_taken": (
        "You just took {card} from the discard pile, so you cannot throw it straight back. Discard another card."
    ),
    "move.knock_twice": "{player} has already knocked. Nobody may knock a second time in the same hand.",
    "move.knock_first_round": "At this table nobody may knock until every player has had one turn.",
    "move.knock_too_low": "You need at least {min} to knock at this table; your hand scores {total}.",
    "hand.still_playing": "This hand is still being played: finish it before dealing the next one.",
    "hand.game_over": "The game is over: {player} has won. Start a new game to play again.",
    # ---- saved games
    "save.not_text": "A saved game is text; this is not.",
    "save.unreadable": "This is not a saved Scat game: the text is not JSON.",
    "save.not_a_save": "This is not a saved Scat game.",
    "save.version": "This game was saved in format {version}; this version of scat_learn reads format {supported}.",
    "save.damaged": "This saved game is damaged: {problem}",
    "save.bad_field": "the entry {field} is missing or wrong.",
    "save.bad_card": "{text} is not a card.",
    "save.cards_twice": "these cards are there twice: {cards}.",
    "save.cards_missing": "these cards are missing: {cards}.",
    "save.hand_size": "{player} should hold {expected} cards, not {count}.",
    "save.hand_31": "{player} holds 31, so this hand would already be over.",
    "save.lives_dole": "{player} has no lives but is still playing, and this table plays without the dole.",
    "save.winner": "the players still in and the winner do not fit together.",
    "save.seats": "the seats, the dealer and whose turn it is do not fit together.",
    "save.result": "the result of the last hand cannot be read.",
    "save.record": "the record of the moves cannot be read.",
    # ---- the end of a hand, step by step
    "step.dealt_31": (
        "{players} was dealt 31 and shows it at once.",
        "{players} were all dealt 31 and show it at once.",
    ),
    "step.declared_31": "{player} has 31 and shows it at once: the hand ends.",
    "step.knock_showdown": "{player} knocked and everyone else has had a last turn: all hands are shown.",
    "step.throw_down": "{player} called a throw down: all hands are shown, and {player} counts as the knocker.",
    "step.max_rounds": (
        "The hand has lasted {count} round with no knock: all hands are shown.",
        "The hand has lasted {count} rounds with no knock: all hands are shown.",
    ),
    "step.all_tie": "Everyone has {total}: all players tie for the lowest score.",
    "step.lowest_one": "{player} has the lowest score, {total}.",
    "step.lowest_tie": "{players} tie for the lowest score, {total}.",
    "step.rule_31": (
        "Everyone else loses one life: {players}.",
        "Everyone else loses one life: {players}.",
    ),
    "step.rule_31_nobody": "Everyone was dealt 31, so nobody loses a life.",
    "step.rule_31_knocker": "{player} knocked, but loses only one life to a 31.",
    "step.rule_max_rounds_spared": "Everyone ties, so nobody loses a life.",
    "step.rule_lowest_loses": (
        "The lowest score loses one life: {players}.",
        "Everyone tied for the lowest score loses one life: {players}.",
    ),
    "step.rule_knocker_saved": (
        "{player} knocked and ties for the lowest score, so the knocker is saved: {players} loses one life.",
        "{player} knocked and ties for the lowest score, so the knocker is saved: {players} each lose one life.",
    ),
    "step.rule_knocker_pays_two": "{player} knocked and alone has the lowest score: the knocker loses two lives.",
    "step.pays": (
        "{player} pays {count} coin into the kitty.",
        "{player} pays {count} coins into the kitty.",
    ),
    "step.on_the_dole": "{player} has no coins left and is on the dole: still playing, but out at the next loss.",
    "step.out_from_dole": "{player} was on the dole and had to pay again: {player} is out.",
    "step.out_second_coin": "{player} had to pay two coins but could pay only one: {player} is out.",
    "step.out_no_coins": "{player} has paid the last coin and is out (this table plays without the dole).",
    "step.lives": (
        "{player} has {count} life left.",
        "{player} has {count} lives left.",
    ),
    "step.lives_dole": "{player} is on the dole.",
    "step.lives_out": "{player} is out of the game.",
    "step.winner": (
        "{player} is the last player left: {player} wins the game and the kitty of {count} coin.",
        "{player} is the last player left: {player} wins the game and the kitty of {count} coins.",
    ),
    # ---- bots: scat_learn.bots adds its own keys to this catalog (scat_learn/bots/catalog.py)
}
