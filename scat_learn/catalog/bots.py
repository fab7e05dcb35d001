"""The English text of the bots' messages, by key.

Numbers arrive as numbers and are formatted here (``{p:.0%}``, ``{lives:.2f}``), so that a
translation can format them its own way.
"""

from __future__ import annotations

BOT_MESSAGES: dict[str, str | tuple[str, str]] = {
    "bot.stand_in": "I {action}: the first move allowed (the bot could not decide).",
    "bot.random": (
        "I picked {action} at random from the {count} legal move.",
        "I picked {action} at random from the {count} legal moves.",
    ),
    # ---- the rule-of-thumb bots: summaries
    "bot.pass_throw_down": "I pass: no throw down.",
    "bot.knock_at_mark": "I knock: my {total} reaches my knocking mark of {threshold}.",
    "bot.take_raises": "I take {card} from the discard pile: my total goes from {before} to {after}.",
    "bot.draw_no_gain": "I draw from the stock: taking {card} would not raise my total of {total}.",
    "bot.discard_keeps": "I discard {card} and keep {kept}.",
    # ---- the rule-of-thumb bots: the options and their numbers
    "bot.opt_knock_mark": "knock: my total {total} against my knocking mark of {threshold}",
    "bot.opt_take_total": "take {card}: my total {before} → {after}",
    "bot.opt_draw_keep": "draw: keep {total} unless the new card raises it",
    "bot.opt_discard_total": "discard {card}: keep {total}",
    "bot.why_throw_down_blind": (
        "A throw down is called before looking at the cards, so it is a blind gamble in which the caller "
        "risks two lives."
    ),
    "bot.why_deny_next": "Of the cards that keep the same total, I throw one the next player does not collect.",
    # ---- the expert: summaries ({lives}: my expected lives lost; {others}: each other player's)
    "bot.expert_only_move": "I {action}: it is the only move I have.",
    "bot.expert_knock": (
        "I knock with {total}: a {p:.0%} chance to be lowest. I expect to lose {lives:.2f} lives, "
        "each other player {others:.2f}."
    ),
    "bot.expert_take": (
        "I take {card}: my total goes from {before} to {after}. I expect to lose {lives:.2f} lives, "
        "each other player {others:.2f}."
    ),
    "bot.expert_draw": (
        "I draw from the stock: expected best total {expected:.1f}. I expect to lose {lives:.2f} lives, "
        "each other player {others:.2f}."
    ),
    "bot.expert_pass": (
        "I pass: no throw down. Playing the hand out, I expect to lose {lives:.2f} lives, "
        "each other player {others:.2f}."
    ),
    "bot.expert_throw_down": (
        "I call a throw down: a {p:.0%} chance to be lowest. I expect to lose {lives:.2f} lives, "
        "each other player {others:.2f}."
    ),
    "bot.expert_discard": (
        "I discard {card} and keep {kept}. I expect to lose {lives:.2f} lives, each other player {others:.2f}."
    ),
    # ---- the expert: the options and their numbers
    "bot.opt_knock_lives": (
        "knock now: {p:.0%} chance to be lowest, {p31:.0%} that someone shows 31 first; "
        "lives lost: me {lives:.2f}, each other {others:.2f}; on balance {value:.2f}"
    ),
    "bot.opt_take_lives": (
        "take {card}: my total {before} → {after}; {p:.0%} chance to be lowest at the showdown; "
        "lives lost: me {lives:.2f}, each other {others:.2f}; on balance {value:.2f}"
    ),
    "bot.opt_draw_lives": (
        "draw: expected best total {expected:.1f}; {p:.0%} chance to be lowest at the showdown; "
        "lives lost: me {lives:.2f}, each other {others:.2f}; on balance {value:.2f}"
    ),
    "bot.opt_discard_lives": (
        "discard {card}: keep {total}; {p:.0%} chance to be lowest at the showdown; "
        "lives lost: me {lives:.2f}, each other {others:.2f}; on balance {value:.2f}"
    ),
    "bot.opt_pass_lives": (
        "pass: play the hand out; lives lost: me {lives:.2f}, each other {others:.2f}; on balance {value:.2f}"
    ),
    "bot.opt_throw_down_lives": (
        "throw down: blind, as the knocker: {p:.0%} chance to be lowest; "
        "lives lost: me {lives:.2f}, each other {others:.2f}; on balance {value:.2f}"
    ),
    "bot.why_costs_more": "{action} is worse by {diff:.2f} lives on balance.",
    "bot.why_as_good": "{action} is just as good: the difference is too small to matter.",
    "bot.why_within_noise": (
        "{action} looks better by {diff:.2f} lives on balance, but that is within the error of my estimate, "
        "so I keep to the sound move."
    ),
    # ---- the expert: notes for the curious
    "bot.expert_tables": (
        "I played the rest of the hand out on {count} imagined table that fits everything seen so far.",
        "I played the rest of the hand out on {count} imagined tables that fit everything seen so far.",
    ),
    "bot.expert_opponent": (
        "{player}: {count} turn so far; I estimate their total at {mean:.1f} and their knocking mark at {mark:.0f}.",
        "{player}: {count} turns so far; I estimate their total at {mean:.1f} and their knocking mark at {mark:.0f}.",
    ),
    "bot.expert_opponent_known": (
        "{player}: {count} turn so far, holding {cards} from the discard pile; I estimate their total at "
        "{mean:.1f} and their knocking mark at {mark:.0f}.",
        "{player}: {count} turns so far, holding {cards} from the discard pile; I estimate their total at "
        "{mean:.1f} and their knocking mark at {mark:.0f}.",
    ),
    "bot.expert_opponent_prior": (
        "{player}: I have seen too little of how they play yet ({count} knocking decision), so I assume a "
        "typical player: knocking from about {mark:.0f}, and playing on for 31 on {patience:.0%} of the turns "
        "they could knock.",
        "{player}: I have seen too little of how they play yet ({count} knocking decisions), so I assume a "
        "typical player: knocking from about {mark:.0f}, and playing on for 31 on {patience:.0%} of the turns "
        "they could knock.",
    ),
    "bot.expert_opponent_habits": (
        "{player}: from the {seen} knocking decisions I have seen, they knock from about {mark:.0f}, play on "
        "for 31 on {patience:.0%} of the turns they could knock, and take {greed:.0%} of the useful upcards."
    ),
    "bot.expert_calibrated": (
        "I chose by my play-outs; the numbers I show are corrected for how this table plays. Of the {count} "
        "finished hand I have seen at this table, {thirty_ones} ended with an opponent's 31.",
        "I chose by my play-outs; the numbers I show are corrected for how this table plays. Of the {count} "
        "finished hands I have seen at this table, {thirty_ones} ended with an opponent's 31.",
    ),
    "bot.expert_calibrated_prior": (
        "I chose by my play-outs; the numbers I show are corrected for a typical table, because I have seen "
        "too little of this one yet ({count} finished hand).",
        "I chose by my play-outs; the numbers I show are corrected for a typical table, because I have seen "
        "too little of this one yet ({count} finished hands).",
    ),
    "bot.expert_table_kind": (
        "Of the kinds of table I have measured, this one so far plays like: {first} ({p:.0%}). The numbers I "
        "show are corrected as they turn out at tables like it."
    ),
    "bot.expert_table_kinds": (
        "Of the kinds of table I have measured, this one so far plays most like: {first} ({p:.0%}), then "
        "{second} ({q:.0%}). The numbers I show are corrected as they turn out at tables like those."
    ),
    "bot.kind.beginner": "beginners",
    "bot.kind.intermediate": "intermediate players",
    "bot.kind.expert": "experts",
    "bot.kind.threshold": "players who knock as soon as they hold {mark}",
    "bot.kind.mix": "players of mixed strength",
    "bot.kind.duel": "a duel, two players left",
    "bot.kind.six": "six players of mixed strength, or what is left of them",
    "bot.expert_balance": (
        "On balance means: my expected lives lost minus what each other player loses on average, because "
        "every life the others lose brings me closer to winning the game."
    ),
    "bot.expert_balance_weighted": (
        "On balance means: my expected lives lost minus {weight:g} times what each other player loses on "
        "average, because every life the others lose brings me closer to winning the game."
    ),
    "bot.expert_last_life": (
        "I am on my last life: any loss puts me out, so losing two lives is no worse than losing one."
    ),
    # ---- hints and the coach
    "coach.best": "{action} is as good as any move here.",
    "coach.graded": "{label}: {text}",
    "coach.second_opinion": (
        "Before calling it an error the coach asked again on other guessed tables: that estimate put "
        "the cost at {cost:.2f} lives."
    ),
    "coach.within_noise": (
        "That is within {noise:.2f} lives of the best: closer than the expert's own estimate can tell apart, "
        "so it counts as good."
    ),
    # ---- grades (bots/grades.py)
    "grade.best": "Best",
    "grade.good": "Good",
    "grade.inaccuracy": "Inaccuracy",
    "grade.mistake": "Mistake",
    "grade.blunder": "Blunder",
    "coach.costs": "{action} costs about {cost:.2f} lives on average against the best move, {best}.",
    "coach.not_legal": "{action} is not a legal move now, so there is nothing to grade.",
}
