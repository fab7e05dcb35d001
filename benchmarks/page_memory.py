"""What a student's page holds in the server's memory, measured in this process.

    python benchmarks/page_memory.py [--tables 30] [--baseline REV]

A classroom of ``--tables`` tables (two thirds alone with bots, the rest of four people), and
for four students of one table of people, the page each would have in the server after the
way a student comes: the code form, the list of tables, then the table. Each page has its own
Bokeh document; what a patch would have sent is marked as sent, as the server's patches do.
Reported: objects the cyclic collector tracks and bytes allocated (tracemalloc) per page, after
a full collection, and the page's Bokeh models, for a page at its table and for the page of a
student who has just joined and looks at the list of tables (what every arriving student holds
until they sit). The difference from one page to the next is
what each student adds to the server (the classroom itself is counted once, before).
``--baseline REV`` measures the same in a checkout of that revision (a temporary git worktree),
in a process of its own, and prints both.
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
import time
import tracemalloc
from collections import Counter
from typing import Any

from bokeh.document import Document
from worktree import run_json

from scat_learn.classroom.clock import ManualClock
from scat_learn.classroom.room import Classroom, Student
from scat_learn.classroom.seating import PERSON, TableSettings
from scat_learn.deals import Dealer
from scat_learn.ui.room import RoomPage


def classroom(tables: int) -> tuple[Classroom, list[list[Student]]]:
    room = Classroom(Dealer(b"benchmarks: page memory, no key"), scheduler=ManualClock())
    solo = tables * 2 // 3
    for i in range(solo):
        student = room.join(f"S{i:02d}")
        room.make_table(TableSettings(f"Solo {i}", (PERSON, *["intermediate"] * 3), bot_delay=100), student.id)
    groups = []
    for k in range(tables - solo):
        group = [room.join(f"T{k}{j}") for j in range(4)]
        table = room.make_table(TableSettings(f"Table {k}", (PERSON,) * 4, bot_delay=100), group[0].id)
        for student in group:
            table.connect(student.id)
        for student in group[1:]:
            room.sit(student.id, table.id)
        groups.append(group)
    return room, groups


def page_at_the_list(room: Classroom, student: Student) -> tuple[RoomPage, Document]:
    """The page of ``student``, who has joined and looks at the list of tables."""
    page = RoomPage(room)
    doc = Document()
    doc.add_root(page.__panel__().get_root(doc))
    page.session.student = student
    page.session.stage = "tables"  # the list of tables
    doc.models.flush_synced()  # as the server's patches do: what was sent is no longer new
    return page, doc


def page_after_arriving(room: Classroom, student: Student) -> tuple[RoomPage, Document]:
    """The page of ``student``, who has come the way every student comes, now at their table."""
    page, doc = page_at_the_list(room, student)
    page.session.place()  # the table
    doc.models.flush_synced()
    return page, doc


def per_page(room: Classroom, students: list[Student], make: Any) -> dict[str, Any]:
    """Objects, bytes and Bokeh models per page of ``make(room, student)``, and ms to make one."""
    gc.collect()
    objects = len(gc.get_objects())
    tracemalloc.start()
    begun = time.perf_counter()
    kept = [make(room, student) for student in students]
    took = time.perf_counter() - begun
    gc.collect()
    allocated = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    models = Counter(type(m).__name__ for m in kept[0][1].models)
    return {
        "objects_per_page": round((len(gc.get_objects()) - objects) / len(kept)),
        "mb_per_page": round(allocated / len(kept) / 2**20, 2),
        "bokeh_models_per_page": sum(models.values()),
        "ms_per_page": round(took / len(kept) * 1000),  # under tracemalloc: for comparison only
        "most_models": models.most_common(5),
    }


def measure(tables: int) -> dict[str, Any]:
    room, groups = classroom(tables)
    page_after_arriving(room, groups[0][0])  # the first page pays for what is made once
    at_table = per_page(room, groups[1], page_after_arriving)
    at_list = per_page(room, [room.join(f"New {i}") for i in range(4)], page_at_the_list)
    room.close()
    return {"tables": tables, **at_table, "at_the_list": at_list}


def at_revision(revision: str, tables: int) -> dict[str, Any]:
    """The same measure in a checkout of ``revision`` (its package first on the path)."""
    command = [sys.executable, __file__, "--tables", str(tables), "--json"]
    return dict(json.loads(run_json(revision, command)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, default=30)
    parser.add_argument("--baseline", default=None, help="a git revision to measure beside this checkout")
    parser.add_argument("--json", action="store_true", help="one line of JSON (for --baseline)")
    args = parser.parse_args()
    now = measure(args.tables)
    if args.json:
        print(json.dumps(now))
        return
    rows = [("this checkout", now)]
    if args.baseline:
        rows.insert(0, (args.baseline, at_revision(args.baseline, args.tables)))
    print(f"per page ({args.tables} tables): objects, MB, Bokeh models, ms to make it (under tracemalloc)")
    for name, figures in rows:
        for where, shown in (("at the list of tables", figures["at_the_list"]), ("at a table", figures)):
            print(f"{name}, {where}: {shown['objects_per_page']:,} objects, {shown['mb_per_page']} MB,"
                  f" {shown['bokeh_models_per_page']} models, {shown['ms_per_page']} ms")  # fmt: skip


if __name__ == "__main__":
    main()
