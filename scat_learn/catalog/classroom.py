"""The classroom's messages: joining, tables, the teacher's page (English source texts)."""

from __future__ import annotations

CLASSROOM_MESSAGES: dict[str, str | tuple[str, str]] = {
    # ---- codes and names
    "class.wrong_code": "That is not this classroom's code. Check the code on the board and type it again.",
    "class.wrong_teacher_code": "That is not the teacher code. It was printed where the classroom server started.",
    "class.too_many_tries": (
        "Too many wrong codes: wait {seconds} second, then try again.",
        "Too many wrong codes: wait {seconds} seconds, then try again.",
    ),
    "class.bad_table_name": "Give the table a name of 1 to {most} letters (no special characters).",
    "class.name_taken": "Someone in the class is already called {name}: add a letter or choose another name.",
    "class.table_name_taken": "There is already a table called {table}: choose another name.",
    # ---- tables
    "class.bad_seats": "A table has 2 to 9 seats, not {count}.",
    "class.bad_clock": "A turn clock gives 5 to 600 seconds a move, not {seconds}.",
    "class.bad_grace": "The wait before the autopilot plays is 0 to 3600 seconds, not {seconds}.",
    "class.bad_delay": "Bots wait 0 to 10000 milliseconds between moves, not {milliseconds}.",
    "class.table_full": "Table {table} has no free seat.",
    "class.not_at_table": "You have no seat at table {table}.",
    "class.no_such_table": "There is no such table in this classroom (it may have been closed).",
    "class.no_such_student": "There is no such student in this classroom.",
    # ---- the store (the data folder's classroom file)
    "store.not_database": (
        "{path} is not a classroom's data file (it is not an SQLite database). It was left as it is: "
        "give another data folder (--data), or move the file away."
    ),
    "store.foreign": (
        "{path} is a database of another program, not a scat_learn classroom's. It was left as it is: "
        "give another data folder (--data), or move the file away."
    ),
    "store.newer": (
        "{path} was written by a newer scat_learn (data version {version}; this one knows up to {known}). "
        "It was left as it is: update scat_learn to open it."
    ),
    "store.damaged": (
        "{path} is damaged ({problem}). It was left as it is: put back a copy, "
        "or move it away to start a new classroom."
    ),
    "store.cannot_open": "{path} cannot be opened ({problem}). It was left as it is.",
    # ---- the students' pages
    "room.title": "Scat classroom",
    "room.join_title": "Join your class",
    "room.join_intro": (
        "Type the classroom code your teacher gives you and the name the others will see. "
        "Nothing else is asked or kept."
    ),
    "room.code_label": "Classroom code",
    "room.name_label": "Your name",
    "room.name_placeholder": "e.g. Maria",
    "room.join": "Join",
    "room.join_first": "Join the class first: type the classroom code and your name.",
    "room.hello": "Hello, {name}! Choose a table.",
    "room.no_tables": "There is no table yet: make one below.",
    "room.tables": "The class's tables",
    "room.new_table": "Make a table",
    "room.table_name": "Table's name",
    "room.seats": "Seats",
    "room.people": "Seats for people",
    "room.bots_level": "Bots' level",
    "room.clock": "Turn clock",
    "room.clock_off": "No clock",
    "room.seconds": ("{count} second a move", "{count} seconds a move"),
    "room.make_table": "Make the table",
    "room.sit": "Sit here",
    "room.watch": "Watch",
    "room.free_seat": "free seat",
    "room.bot": "bot",
    "room.state_waiting": ("waiting for {count} more player", "waiting for {count} more players"),
    "room.state_playing": "playing hand {hand}",
    "room.state_game_over": "game over after hand {hand}",
    "room.state_paused": "paused by the teacher",
    "room.state_resting": "resting: nobody has been at the table for a while",
    "room.your_table": "Your table: {table}",
    "room.waiting_help": (
        "The game starts when every seat for people is taken. Or start now: bots take the free seats."
    ),
    "room.start_now": "Start now",
    "room.leave": "Leave the table",
    "room.back": "Back to the tables",
    "room.at_table": "Table {table}",
    "room.deal": "deal {code}",
    "room.clock_on": ("{count} second a move", "{count} seconds a move"),
    "room.watching_note": "you are watching: you see what everyone at the table has seen",
    "room.watching": "You are watching this table: only its players can play.",
    "room.game_moved_on": "A new game has started at this table: here it is.",
    "room.nothing_to_watch": "Table {table} has not started a game yet.",
    "room.autopilot": "autopilot",
    "room.away": "away",
    # ---- the teacher's pages
    "room.teacher_title": "Scat classroom: the teacher's page",
    "room.teacher_intro": "Type the teacher code printed where the classroom server started.",
    "room.teacher_code": "Teacher code",
    "room.sign_in": "Open the teacher's page",
    "room.teacher_only": "Only the teacher can do this: type the teacher code first.",
    "room.board_code": "Write this on the board: the classroom code is",
    "room.board_help": "Students open this server's address, then type the code and their name.",
    "room.head_class": "The whole class",
    "room.head_tables": "Tables",
    "room.head_move": "Move a student",
    "room.head_report": "Class report",
    "room.deal_label": "Deal code for every table (empty: a new one)",
    "room.deal_all": "Start every table with this deal",
    "room.dealt_all": (
        "{count} table starts a new game with deal {code}.",
        "{count} tables start a new game with deal {code}: the same cards at tables of the same size.",
    ),
    "room.pause_all": "Pause all tables",
    "room.resume_all": "Resume all tables",
    "room.paused_all": "Every table is paused.",
    "room.resumed_all": "Every table plays on.",
    "room.table_made": "Table {table} is ready for players.",
    "room.start": "Start",
    "room.pause": "Pause",
    "room.resume": "Resume",
    "room.end": "End the game",
    "room.show_hands": "Show the hands to watchers",
    "room.hide_hands": "Hide the hands from watchers",
    "room.projector": "Projector view",
    "room.started": "Table {table} has started a game.",
    "room.paused_one": "Table {table} is paused.",
    "room.resumed_one": "Table {table} plays on.",
    "room.ended": "The game at table {table} is over; its players stay seated.",
    "room.reveal_changed": "Table {table}: what watchers see has changed.",
    "room.lives_line": "Lives:",
    "room.turn_of": "{player} to play",
    "room.long_wait": ("waiting {count} second", "waiting {count} seconds"),
    "room.store_failed": (
        "The classroom's store did not keep {count} change (the server's log says why). "
        "The lesson goes on, but a restart would lose it.",
        "The classroom's store did not keep {count} changes (the server's log says why). "
        "The lesson goes on, but a restart would lose them.",
    ),
    "room.move_who": "Student",
    "room.move_where": "To table",
    "room.move": "Move",
    "room.moved": "The student has moved.",
    "room.no_students": "No student has joined yet.",
    "room.report_chart": "Mistakes and the lives they cost",
    "room.report_csv": "Download the report (CSV)",
    "room.r_name": "Student",
    "room.r_table": "Table",
    "room.r_hands": "Hands",
    "room.r_decisions": "Decisions",
    "room.r_best": "Best choices",
    "room.r_mistakes": "Mistakes",
    "room.r_lives": "Lives lost",
    "room.projector_title": "Table {table}",
}

__all__ = ["CLASSROOM_MESSAGES"]
