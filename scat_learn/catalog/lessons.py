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
    # a list of two or more (the lives each loses): "{first} and {last}", "{first}, {rest}"
    "lesson.list_and": "{first} and {last}",
    "lesson.list_comma": "{first}, {rest}",
    "lesson.hand_size": "Each hand needs three cards; hand {seat} has {count}.",
    "lesson.three_cards": "A hand is three different cards; {cards} is not.",
    "lesson.no_cases": "There is nothing to average: no hands were counted.",
    "lesson.no_player": "There is no player called {name} at this table. The players are: {names}.",
    "lesson.seat_lives": ("{count} life", "{count} lives"),
    "lesson.seat_dole": "on the dole",
    "lesson.seat_out": "out of the game",
    "lesson.cli_folder": (
        "scat-learn: {count} lesson in {folder} (your own copy: changes stay there). Starting JupyterLab; Ctrl+C "
        "stops it.",
        "scat-learn: {count} lessons in {folder} (your own copies: changes stay there). Starting JupyterLab; Ctrl+C "
        "stops it.",
    ),
    "lesson.cli_no_jupyterlab": (
        "scat-learn: JupyterLab is not installed here. Install the lessons with: pip install 'scat_learn[lessons]' "
        "(in a clone of the project: pip install '.[lessons]')."
    ),
    "lesson.cli_no_lessons": "scat-learn: the lesson notebooks were not installed with this copy of scat_learn.",
    "lesson.played": "{player}: {action}.",
    "lesson.already_played": (
        "Already played: {moves}. This cell plays its moves once; to play them again, run the notebook from the "
        "top (Kernel → Restart Kernel and Run All Cells)."
    ),
}
