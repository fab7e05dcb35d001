"""The English text of the lesson helpers' messages (:mod:`scat_learn.lessons`)."""

from __future__ import annotations

LESSON_MESSAGES: dict[str, str | tuple[str, str]] = {
    "lesson.check_missing": "Write your prediction in the cell above (instead of None), then run this cell again.",
    "lesson.check_right": "Right! The answer is {answer}.",
    "lesson.check_close": "Close: you said {prediction}, and the answer is {answer}.",
    "lesson.check_high": "Not quite: {prediction} is too high. The answer is {answer}.",
    "lesson.check_low": "Not quite: {prediction} is too low. The answer is {answer}.",
    "lesson.check_wrong": "Not quite: you said {prediction}, but the answer is {answer}.",
    "lesson.nobody": "nobody",
    "lesson.lost": ("{player} loses {count} life", "{player} loses {count} lives"),
    "lesson.hand_size": "Each hand needs three cards; hand {seat} has {count}.",
    "lesson.three_cards": "A hand is three different cards; {cards} is not.",
    "lesson.no_cases": "There is nothing to average: no hands were counted.",
    "lesson.no_player": "There is no player called {name} at this table. The players are: {names}.",
    "lesson.seat_lives": ("{count} life", "{count} lives"),
    "lesson.seat_dole": "on the dole",
    "lesson.seat_out": "out of the game",
}
