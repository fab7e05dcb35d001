"""The classroom without a browser: tables shared by several people, the teacher's controls, codes.

Time is a ManualClock: bots' moves, grace periods and turn clocks happen when the test moves
time on, so every test is exact and quick.
"""

from __future__ import annotations

import random
import threading

import pytest

from scat_learn import DECK, Game, IllegalMove
from scat_learn.classroom.clock import ManualClock
from scat_learn.classroom.room import Classroom
from scat_learn.classroom.seating import (
    PERSON,
    REST_AFTER_SECONDS,
    ClassTable,
    NewsKind,
    TableSettings,
    TableState,
)
from scat_learn.deals import Dealer
from scat_learn.errors import ScatError
from scat_learn.state import Phase
from scat_learn.view import SPECTATOR

KEY = b"scat_learn tests: not a secret!!"
KNOWN_DEAL = "RED"  # a random deal code deals a 31 (the hand over before a move) once in 1,000


def room_and_clock() -> tuple[Classroom, ManualClock]:
    clock = ManualClock()
    return Classroom(Dealer(KEY), scheduler=clock), clock


def table_of(room: Classroom, names: list[str], seats: tuple[str, ...], **settings: object) -> tuple[ClassTable, list]:
    """A table whose people are ``names`` (each present), started once every person sits."""
    students = [room.join(name) for name in names]
    table = room.make_table(TableSettings("Red", seats, bot_delay=100, **settings), students[0].id)  # type: ignore[arg-type]
    for student in students:
        table.connect(student.id)
    for student in students[1:]:
        room.sit(student.id, table.id)
    if table.table is not None:
        table.start(KNOWN_DEAL)  # dealt again from a known code: a hand on from its first move
    return table, students


def all_cards(game: Game) -> list:
    return [c for s in range(len(game.players)) for c in game.hand(s)] + list(game.stock) + list(game.discard_pile)


def person_on_turn(table: ClassTable) -> str | None:
    game = table.table.game
    current = game.current
    if current is None or table.table.is_bot(current) or table.on_autopilot(current):
        return None
    return table.seats[current].student


def play_to_the_end(table: ClassTable, clock: ManualClock, rng: random.Random, limit: int = 5000) -> int:
    """Every person plays a random legal move on their turn and is ready after each hand."""
    moves = 0
    for _ in range(limit):
        game = table.table.game
        if game.phase is Phase.GAME_OVER:
            return moves
        if table.table.hand_over:
            for student in table.students():
                if table.table.game.phase is Phase.GAME_OVER or not table.table.hand_over:
                    break  # over, or the last one ready dealt the next hand
                table.ready(student)
            continue
        student = person_on_turn(table)
        if student is None:
            clock.advance(0.1)  # a bot's turn: its timer
            continue
        seat = table.seat_of(student)
        _move, _grade = table.play(student, rng.choice(table.table.view(seat).legal_actions))
        moves += 1
    raise AssertionError("the game did not end")


def test_three_people_and_a_bot_play_a_whole_game_through_their_seats():
    room, clock = room_and_clock()
    table, students = table_of(room, ["Ann", "Bea", "Cem"], (PERSON, PERSON, PERSON, "expert"))
    assert table.state is TableState.PLAYING  # the last person to sit started it
    assert table.table.game.names[:3] == ("Ann", "Bea", "Cem")
    assert table.table.is_bot(3) and not table.table.is_bot(0)
    moves = play_to_the_end(table, clock, random.Random(4))
    game = table.table.game
    assert game.phase is Phase.GAME_OVER and game.winner is not None
    assert moves > 0
    hands = game.hand_number
    for student in students:  # everyone played every hand they were in, and was graded
        assert 1 <= table.hands_played[student.id] <= hands
        assert any(g.student == student.id for g in table.grades)
    report = {row.name: row for row in room.report()}
    assert set(report) == {"Ann", "Bea", "Cem"}
    assert all(row.decisions >= row.best for row in report.values())


def test_a_move_out_of_turn_is_refused_in_words_and_changes_nothing():
    room, _clock = room_and_clock()
    table, students = table_of(room, ["Ann", "Bea"], (PERSON, PERSON))
    game = table.table.game
    on_turn = game.current
    other = next(s for s in students if table.seat_of(s.id) != on_turn)
    before = game.to_json()
    with pytest.raises(IllegalMove) as refused:
        table.play(other.id, "draw")
    assert "turn" in str(refused.value)
    assert game.to_json() == before
    stranger = room.join("Zed")
    with pytest.raises(ScatError) as no_seat:
        table.play(stranger.id, "draw")
    assert no_seat.value.message.key == "class.not_at_table"
    assert game.to_json() == before


def test_moves_from_many_threads_at_once_keep_every_invariant():
    """Four people hammer their table from four threads; every move is judged against the game
    the one before left: out of turn refused, cards conserved, the save round-trips."""
    room, _clock = room_and_clock()
    table, students = table_of(room, ["Ann", "Bea", "Cem", "Dan"], (PERSON,) * 4)
    errors: list[BaseException] = []
    accepted = [0]
    stop = threading.Event()

    def hammer(student_id: str, seed: int) -> None:
        rng = random.Random(seed)
        while not stop.is_set():
            try:
                game = table.table.game
                if game.phase is Phase.GAME_OVER:
                    return
                if table.table.hand_over:
                    table.ready(student_id)
                    continue
                seat = table.seat_of(student_id)
                # Read without the lock: what the thread saw may be old by the time it plays.
                legal = table.table.view(seat).legal_actions or table.table.view(game.current or 0).legal_actions
                legal = legal or ("draw",)
                table.play(student_id, rng.choice(legal))  # often not this seat's turn: refused
                accepted[0] += 1
            except ScatError:
                pass
            except BaseException as problem:  # anything else breaks the test
                errors.append(problem)
                return

    threads = [threading.Thread(target=hammer, args=(s.id, i)) for i, s in enumerate(students)]
    for thread in threads:
        thread.start()
    for _ in range(200):
        threads[0].join(0.02)
        with table.lock:
            game = table.table.game
            assert sorted(all_cards(game)) == sorted(DECK)
            assert Game.from_json(game.to_json()).to_json() == game.to_json()
    stop.set()
    for thread in threads:
        thread.join(10)
    assert not errors, errors
    assert accepted[0] > 20
    game = table.table.game
    assert sorted(all_cards(game)) == sorted(DECK)
    assert Game.replay(game.record).to_json() == game.to_json()


def test_a_person_who_leaves_is_played_by_the_autopilot_after_the_grace_period_and_gets_the_seat_back():
    room, clock = room_and_clock()
    table, (ann, bea) = table_of(room, ["Ann", "Bea"], (PERSON, PERSON), grace=20)
    seat = table.seat_of(bea.id)
    table.disconnect(bea.id)
    clock.advance(19)
    assert not table.on_autopilot(seat)
    clock.advance(2)
    assert table.on_autopilot(seat)
    # The autopilot plays Bea's turns while Ann plays hers.
    rng = random.Random(1)
    autopilot_moves = []
    table.table.subscribe(lambda change: autopilot_moves.append(change) if change.autopilot else None)
    for _ in range(40):
        if table.table.hand_over:
            table.ready(ann.id)  # Bea is away: the next hand does not wait for her
            continue
        if person_on_turn(table) == ann.id:
            table.play(ann.id, rng.choice(table.table.view(table.seat_of(ann.id)).legal_actions))
        clock.advance(0.2)
    assert autopilot_moves and all(c.seat == seat for c in autopilot_moves)
    table.connect(bea.id)  # back, in the same or a new tab
    assert not table.on_autopilot(seat)
    assert table.seat_of(bea.id) == seat


def test_a_table_everyone_left_rests_until_someone_comes_back():
    """The autopilot does not play for nobody forever: the server's time goes to those present."""
    room, clock = room_and_clock()
    table, (ann, bea) = table_of(room, ["Ann", "Bea"], (PERSON, PERSON), grace=20)
    table.disconnect(ann.id)
    table.disconnect(bea.id)
    clock.advance(REST_AFTER_SECONDS - 1)  # the autopilot plays both seats meanwhile
    moves = len(table.table.game.events)
    assert moves > 0 and not table.resting and not table.paused
    clock.advance(2)
    assert table.resting and table.paused
    clock.advance(600)
    assert len(table.table.game.events) == moves  # resting: no move at all
    table.connect(bea.id)  # Bea opens the table again: it goes on, her seat hers again
    assert not table.resting and not table.paused and not table.on_autopilot(table.seat_of(bea.id))
    if table.table.hand_over:
        table.ready(bea.id)  # the next hand waits for her, as for anyone present
    version = table.version
    clock.advance(60)
    assert table.version > version  # the autopilot plays Ann's seat again, and Bea is on


def test_the_teacher_s_pause_stays_when_someone_comes_back_to_a_resting_table():
    room, clock = room_and_clock()
    table, (ann,) = table_of(room, ["Ann"], (PERSON, "beginner"), grace=20)
    table.disconnect(ann.id)
    clock.advance(REST_AFTER_SECONDS + 1)
    assert table.resting
    table.pause()  # the teacher pauses it too
    table.connect(ann.id)
    assert table.paused and not table.resting
    table.resume()  # the teacher's resume ends either pause
    assert not table.paused and not table.resting


def test_the_turn_clock_makes_one_move_for_a_person_who_takes_too_long():
    room, clock = room_and_clock()
    table, _students = table_of(room, ["Ann", "Bea"], (PERSON, PERSON), turn_clock=15)
    game = table.table.game
    seat, events = game.current, len(game.events)
    assert table.deadline == pytest.approx(clock.now() + 15)
    clock.advance(14)
    assert len(game.events) == events
    clock.advance(1.5)
    assert len(game.events) == events + 1 and game.events[-1][0] == seat
    assert not table.on_autopilot(seat)  # one move only: the seat is still theirs


def test_a_paused_table_refuses_moves_and_its_bots_wait():
    room, clock = room_and_clock()
    table, (ann,) = table_of(room, ["Ann"], (PERSON, "beginner", "beginner"))
    rng = random.Random(2)
    while person_on_turn(table) == ann.id:
        table.play(ann.id, rng.choice(table.table.view(0).legal_actions))
    table.pause()
    moves = len(table.table.game.events)
    clock.advance(30)
    assert len(table.table.game.events) == moves
    with pytest.raises(ScatError) as refused:
        table.play(ann.id, "draw")
    assert refused.value.message.key == "table.paused"
    table.resume()
    clock.advance(5)
    assert len(table.table.game.events) > moves


def test_the_next_hand_waits_for_every_person_present_and_not_for_those_away():
    room, clock = room_and_clock()
    table, (ann, bea, cem) = table_of(room, ["Ann", "Bea", "Cem"], (PERSON, PERSON, PERSON))
    table.disconnect(cem.id)
    rng = random.Random(3)
    while not table.table.hand_over:
        student = person_on_turn(table)
        if student is None:
            clock.advance(1)
            continue
        table.play(student, rng.choice(table.table.view(table.seat_of(student)).legal_actions))
    hand = table.table.game.hand_number
    if table.table.game.phase is Phase.GAME_OVER:
        pytest.skip("the first hand ended the game")
    table.ready(ann.id)
    assert table.table.game.hand_number == hand
    assert table.waiting_for() == ("Bea",)
    table.ready(bea.id)
    assert table.table.game.hand_number == hand + 1


def test_every_table_starts_with_the_same_deal_when_the_teacher_deals_to_all():
    room, _clock = room_and_clock()
    students = [room.join(name) for name in ("Ann", "Bea", "Cem", "Dan")]
    red = room.make_table(TableSettings("Red", (PERSON, PERSON, "expert")), students[0].id)
    blue = room.make_table(TableSettings("Blue", (PERSON, PERSON, "beginner")), students[2].id)
    room.sit(students[1].id, red.id)
    room.sit(students[3].id, blue.id)
    code = room.deal_all("LESSON1")
    assert code == "LESSON1" and red.deal_code == blue.deal_code == "LESSON1"
    for seat in range(3):
        assert red.table.game.hand(seat) == blue.table.game.hand(seat)
    assert red.table.game.discard_top == blue.table.game.discard_top
    again = room.deal_all("LESSON1")  # the same code: the same cards again
    assert again == "LESSON1" and red.table.game.hand(0) == blue.table.game.hand(0)


def test_codes_are_checked_and_wrong_ones_are_slowed_down():
    room, clock = room_and_clock()
    room.check_code(room.code.lower(), "10.0.0.1")  # typed in lower case: fine
    for _ in range(5):
        with pytest.raises(ScatError) as wrong:
            room.check_code("WRONG1", "10.0.0.2")
        assert wrong.value.message.key == "class.wrong_code"
    with pytest.raises(ScatError) as slowed:
        room.check_code(room.code, "10.0.0.2")  # even the right code must wait now
    assert slowed.value.message.key == "class.too_many_tries"
    room.check_code(room.code, "10.0.0.3")  # another place is not slowed
    clock.advance(61)
    room.check_code(room.code, "10.0.0.2")
    with pytest.raises(ScatError):
        room.check_teacher_code(room.code, "10.0.0.4")  # the classroom code is not the teacher's
    token = room.check_teacher_code(room.teacher_code, "10.0.0.4")
    assert room.is_teacher(token) and token != room.teacher_code and room.teacher_code not in token
    assert not room.is_teacher(room.teacher_code) and not room.is_teacher(None) and not room.is_teacher("x")


def test_names_are_checked_and_unique_in_the_class():
    room, _clock = room_and_clock()
    room.join("  Ann  ")
    with pytest.raises(ScatError) as taken:
        room.join("ann")
    assert taken.value.message.key == "class.name_taken"
    for bad in ("", "   ", "x" * 25, "Ann\u202e", "\x00"):
        with pytest.raises(ScatError):
            room.join(bad)
    with pytest.raises(ScatError):
        TableSettings("", (PERSON, PERSON))
    with pytest.raises(ScatError):
        TableSettings("T", (PERSON,))
    with pytest.raises(ScatError):
        TableSettings("T", (PERSON, "grandmaster"))
    with pytest.raises(ScatError):
        TableSettings("T", (PERSON, PERSON), turn_clock=1)


def test_the_teacher_moves_a_student_into_a_bots_seat_at_a_table_in_play():
    room, _clock = room_and_clock()
    ann, bea = room.join("Ann"), room.join("Bea")
    red = room.make_table(TableSettings("Red", (PERSON, "beginner", "beginner")), ann.id)
    red.connect(ann.id)
    red.start()
    blue = room.make_table(TableSettings("Blue", (PERSON, PERSON)), bea.id)
    seat = room.move(bea.id, red.id)
    assert red.seat_of(bea.id) == seat and not red.table.is_bot(seat)
    assert red.table.game.names[seat] == "Bea"
    assert blue.seat_of(bea.id) is None
    assert room.table_of(bea.id) is red
    room.move(ann.id, blue.id)  # Ann leaves a table in play: a bot takes her seat
    assert red.table.is_bot(0) and red.table.game.names[0] != "Ann"
    assert blue.seat_of(ann.id) == 0


def test_a_spectator_sees_no_hand_until_the_teacher_reveals_them():
    room, _clock = room_and_clock()
    table, _students = table_of(room, ["Ann", "Bea"], (PERSON, PERSON))
    view = table.view(SPECTATOR)
    assert view.spectator and view.hand == () and view.legal_actions == ()
    assert view.names == table.table.game.names


def test_the_report_as_csv_keeps_a_formula_as_text():
    room, _clock = room_and_clock()
    room.join("=HYPERLINK(1)")
    text = room.report_csv()
    assert "'=HYPERLINK(1)" in text
    assert text.splitlines()[0] == "name,table,hands,decisions,best,mistakes,lives_lost"


def test_a_table_tells_its_listeners_when_a_game_starts_and_ends():
    room, _clock = room_and_clock()
    students = [room.join(n) for n in ("Ann", "Bea")]
    table = room.make_table(TableSettings("Red", (PERSON, PERSON, PERSON)), students[0].id)
    news: list = []
    table.subscribe(lambda n: news.append(n.kind))
    room.sit(students[1].id, table.id)
    assert table.state is TableState.WAITING and table.open_seats == [2]
    table.start()  # start now: a bot takes the free seat
    assert NewsKind.STARTED in news and table.table.is_bot(2)
    table.end()
    assert table.state is TableState.WAITING and NewsKind.ENDED in news
    assert table.open_seats == [2]  # the seat left to a bot is free for a person again


DEALT_31_SECOND = "CED"  # at two seats, its second hand is dealt with a 31 (over before a move)


def test_a_screen_shows_a_showdown_only_once_it_has_heard_of_it_and_from_its_first_step():
    """R-31-2, R-INFO-1: a classroom screen hears of a change in its own session, a moment after
    the table made it, and may be drawn again meanwhile (someone said they are ready). A deal
    whose hand is over at once must not appear on it with the last showdown's count of steps
    (every hand at once); once the screen hears of the deal, that showdown starts at step 1."""
    from scat_learn.ui.seat import ClassSeat

    room, _clock = room_and_clock()
    table, students = table_of(room, ["Ann", "Bea"], (PERSON, PERSON))
    table.end()
    table.start(DEALT_31_SECOND)
    held: list = []
    ann = ClassSeat(table, students[0].id, deliver=lambda listener: lambda item: held.append((listener, item)))

    def hear() -> None:
        while held:
            listener, item = held.pop(0)
            listener(item)

    while not table.table.hand_over:  # the first hand: each knocks when allowed, else draws
        student = person_on_turn(table)
        legal = table.table.view(table.seat_of(student)).legal_actions
        table.play(student, next((a for a in legal if a.kind == "knock"), legal[0]))
    hear()
    ann.all_steps()
    last = ann.showdown_step
    assert last == len(ann.showdown_steps()) > 1 and set(ann.disclosure().shown_seats) == {0, 1}
    for student in students:
        table.ready(student.id)
    assert table.table.game.hand_number == 2 and table.table.hand_over  # dealt over: a 31
    assert ann.showdown_step == last  # the screen has not heard of the deal yet ...
    ann.version += 1  # ... and is drawn again (someone is ready)
    assert ann.showdown_steps() == () and ann.steps_shown == 0 and ann.disclosure().shown_seats == ()
    hear()
    assert ann.showdown_step == ann.steps_shown == 1 and len(ann.showdown_steps()) > 1
    ann.dispose()
    room.close()


def test_the_screen_of_a_game_that_ended_plays_nothing_into_the_next_one():
    """Until its page replaces it, the screen of an ended game can still be clicked: the click
    was meant for that game, so it is refused in words and the new game is left as it was."""
    from scat_learn.ui.seat import ClassSeat

    room, _clock = room_and_clock()
    ann, bea = room.join("Ann"), room.join("Bea")
    table = room.make_table(TableSettings("Red", (PERSON, PERSON), bot_delay=100), ann.id)
    room.sit(bea.id, table.id)
    old = {s: ClassSeat(table, s) for s in (ann.id, bea.id)}
    table.end()
    table.start(KNOWN_DEAL)
    game = table.table.game
    on_turn = table.seats[game.current].student
    events = len(game.events)
    screen = old[on_turn]
    assert not screen.act("draw")
    assert screen.error is not None and screen.error.key == "room.game_moved_on"
    screen.next_hand()
    assert screen.error is not None and screen.error.key == "room.game_moved_on"
    assert table.table.game is game and len(game.events) == events and not table._ready
    fresh = ClassSeat(table, on_turn)
    assert fresh.act("draw") and len(game.events) == events + 1
    for seat in [*old.values(), fresh]:
        seat.dispose()
    room.close()


def test_a_students_expert_goes_with_them_into_the_tables_next_game():
    """Issue 17: the expert behind a student's hints and grades reads the table over its games
    (its numbers calibrated to these players); someone new in a seat gets a new one."""
    room, _clock = room_and_clock()
    table, (ann, bea) = table_of(room, ["Ann", "Bea"], (PERSON, PERSON))
    anns, beas = table.advisor(ann.id), table.advisor(bea.id)
    assert anns is not None and beas is not None and anns is not beas
    table.end()
    table.start(KNOWN_DEAL)
    assert table.advisor(ann.id) is anns and table.advisor(bea.id) is beas
    room.leave(bea.id)
    table.end()  # her seat is open again
    cid = room.join("Cid")
    room.sit(cid.id, table.id)
    table.start(KNOWN_DEAL)
    assert table.advisor(ann.id) is anns and table.advisor(cid.id) not in (None, anns, beas)


def test_a_screen_follows_its_tables_next_game_with_the_persons_settings():
    from scat_learn.ui.seat import ClassSeat

    room, _clock = room_and_clock()
    ann, bea = room.join("Ann"), room.join("Bea")
    table = room.make_table(TableSettings("Red", (PERSON, PERSON), bot_delay=100), ann.id)
    room.sit(bea.id, table.id)
    table.start(KNOWN_DEAL)
    screens = {s: ClassSeat(table, s) for s in (ann.id, bea.id)}
    first = table.table.game
    on_turn = screens[table.seats[first.current].student]
    assert on_turn.act("draw")
    screens[ann.id].param.update(lang="el", detail="expert")
    table.end()
    table.start(KNOWN_DEAL)
    for screen in screens.values():
        screen.follow_game()
    game = table.table.game
    assert game is not first
    for screen in screens.values():
        assert screen.game is game and screen.view().turns == 0 and screen.coaching is None
        assert screen.history is table.history and not screen.move_labels
    assert screens[ann.id].lang == "el" and screens[ann.id].detail == "expert"  # the person's choices stay
    on_turn = screens[table.seats[game.current].student]
    version = on_turn.version
    assert on_turn.act("draw") and len(game.events) == 1 and on_turn.version > version
    for screen in screens.values():
        screen.dispose()
    room.close()
