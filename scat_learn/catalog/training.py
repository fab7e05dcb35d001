"""The English text of grades' neighbours: drills, the review and progress, by key."""

from __future__ import annotations

TRAINING_MESSAGES: dict[str, str | tuple[str, str]] = {
    # ---- topics (classroom/drills.py)
    "drill.topic.take_or_draw": "Take or draw",
    "drill.topic.discard": "Which card to discard",
    "drill.topic.knock": "Knock now or wait",
    "drill.topic.last_turn": "The last turn after a knock",
    "drill.topic.chasing_31": "Chasing 31",
    "drill.topic.throw_down": "Throw down or not",
    # ---- drills
    "drill.bad_position": "This drill's position cannot be read ({problem}), so it cannot be played.",
    "drill.unknown": "There is no drill called {drill}.",
    "drill.sets_damaged": "The built-in drills ({path}) cannot be read: {problem}.",
    "drill.gives": "Your discard puts {card} on the pile for {player} to take; the expert's would give {best}.",
    "drill.gives_same": "Your discard puts {card} on the pile for {player} to take.",
    # ---- a learner's own progress in the served app (ui/learner.py)
    "progress.not_kept": (
        "Your progress cannot be kept on this computer, so it lasts only while this tab is open. "
        "The person who runs the app can see why in its messages."
    ),
    # ---- the review
    "review.not_over": "A game can be reviewed once it is over: play it to the end first.",
    # ---- progress
    "progress.recurring": (
        "{topic}: you played “{action}” where “{best}” was better, {count} time.",
        "{topic}: you played “{action}” where “{best}” was better, {count} times.",
    ),
    "progress.kind.draw": "draw",
    "progress.kind.take": "take",
    "progress.kind.discard": "discard",
    "progress.kind.knock": "knock",
    "progress.kind.throw_down": "throw down",
    "progress.kind.pass": "pass",
    # ---- the app's pages (ui/training.py)
    "ui.tab.review": "Review",
    "ui.tab.drills": "Drills",
    "ui.tab.progress": "Progress",
    "train.review_title": "Review of the game",
    "train.review_open": "Review this game",
    "train.review_wait": "The review opens when the game is over: every card can be shown then.",
    "train.review_none": "You made no decision with a choice in this game.",
    "train.review_step": "Decision {number} of {count}: hand {hand}, turn {turn}",
    "train.prev": "Previous",
    "train.next": "Next",
    "train.you_chose": "You chose {action}.",
    "train.expert_chose": "The expert's choice: {action}.",
    "train.cost": "It cost {cost:.2f} expected lives against the best move.",
    "train.all_hands": "Everyone's cards at that moment",
    "train.options": "The options the expert weighed",
    "train.col_option": "Option",
    "train.col_value": "Lives on balance",
    "train.col_lives": "Your lives lost",
    "train.col_lowest": "Chance to be lowest",
    "train.summary": (
        "Your decisions. Best: {best}; good: {good}; inaccuracies: {inaccuracy}; mistakes: {mistake}; "
        "blunders: {blunder}."
    ),
    "train.drill_mistakes": "Drill my mistakes",
    "train.drills_title": "Drills",
    "train.drills_intro": (
        "A drill is a position to decide again: your own mistakes first, then positions chosen from bots' games."
    ),
    "train.start": "Start drills",
    "train.no_drills": "No drill is due now. Well done: come back later.",
    "train.drill_of": "Drill {number} of {count}: {topic} (lesson {lesson}; {rules})",
    "train.own": "One of your own mistakes.",
    "train.builtin": "A position from a bots' game.",
    "train.question": "What do you do?",
    "train.position": "{player} to play, hand {hand}, turn {turn}",
    "train.your_hand": "Your cards",
    "train.discard_top": "The discard pile shows",
    "train.lives": "Lives",
    "train.knocked": "{player} has knocked: this is your last turn.",
    "train.moves": "This hand so far",
    "train.choose_first": "Choose a move first.",
    "train.right": "Right: {label}.",
    "train.wrong": "Not this time: {label}.",
    "train.next_drill": "Next drill",
    "train.session_done": "That was the last drill due now: {right} of {count} right.",
    "train.again_soon": "You will meet this one again soon.",
    "train.again_later": "It comes back later, to check that it stays learnt.",
    "train.progress_title": "Your progress",
    "train.open_mine": "My drills and progress",
    "train.progress_none": "No graded decision yet: play a game with the coach on, and your progress shows here.",
    "train.progress_summary": (
        "{count} decision graded: {accuracy:.0%} best or good, {lives:.3f} expected lives lost per decision.",
        "{count} decisions graded: {accuracy:.0%} best or good, {lives:.3f} expected lives lost per decision.",
    ),
    "train.drills_summary": "Drills answered: {count}, right: {right}. Due now: {due}.",
    "train.recurring": "Mistakes that keep coming back",
    "train.recurring_none": "No mistake has come back twice yet.",
    "train.over_time": "Over time",
    "train.per_topic": "By topic",
    "train.axis_decision": "Decision",
    "train.axis_accuracy": "Best or good",
    "train.axis_lives": "Lives lost per decision",
    "train.axis_topic": "Topic",
    "train.col_topic": "Topic",
    "train.col_decisions": "Decisions",
    "train.col_accuracy": "Best or good",
    "train.col_lives_per": "Lives lost per decision",
    # ---- the teacher's report
    "room.head_topics": "By student and topic",
}

__all__ = ["TRAINING_MESSAGES"]
