"""The classroom of this server process.

A classroom lives in one server process (several classrooms can be spread over several
processes behind a proxy: see ``docs/deploy.md``). ``scat-learn classroom`` opens it before
serving, and prints its codes; ``panel serve apps/classroom.py`` opens it with the first page,
and prints them then. Its deals come from the data folder's key (:mod:`.datadir`), and it is
kept in the data folder's store (:mod:`.store`): a server started again on the same folder goes
on with the same classroom (:mod:`.keeper`), unless asked for a new one (the old store is then
put aside under another name, never deleted).

A classroom nobody has a page of open is *unloaded* (:func:`unload`, after
:data:`~scat_learn.ui.emptyroom.EMPTY_ROOM_SECONDS`): its tables, games, bots and log let go
of, the store closed. The next page opens it again from the store, as a restart would (same
codes, seats, games at their last move; the bots' reasons of the hand in play and what experts
had learnt of their opponents are not kept, see :mod:`.keeper`). Between two lessons the
server then holds no classroom's objects (how much memory the allocator gives back is measured
in ``benchmarks/README.md``, *Tenth round*).
"""

from __future__ import annotations

import sys
import threading
import time
from typing import Any

from . import datadir
from .keeper import Keeper, restore
from .room import Classroom, TableDefaults
from .store import Store
from .thinking import Thinker

_lock = threading.Lock()
_open: list[Classroom] = []
_reopen: dict[str, Any] = {}  # how the classroom was first opened: how to open it again after an unload


def open_classroom(
    code: str | None = None,
    teacher_code: str | None = None,
    *,
    defaults: TableDefaults | None = None,
    announce: bool = True,
    new_class: bool = False,
    thinker: Thinker | None = None,
) -> Classroom:
    """Open this process's classroom (once: later calls return the same one): the one kept in
    the data folder's store if there is one (unless ``new_class``), else a new one. A store
    that cannot be read raises ScatError (in words) and is left as it is. ``thinker``: where
    its bots think (None: on the server's loop)."""
    with _lock:
        if not _open:
            path = datadir.store_path()
            if new_class and path.exists():
                path.rename(path.with_name(f"{path.stem}-{time.strftime('%Y%m%d-%H%M%S')}{path.suffix}"))
            store = Store.open(path)
            keeper = Keeper(store)
            kept = store.load_classroom()
            if kept is not None:
                room = restore(kept, datadir.dealer(), keeper, defaults=defaults, thinker=thinker)
            else:
                room = Classroom(
                    datadir.dealer(),
                    code=code,
                    teacher_code=teacher_code,
                    defaults=defaults,
                    keeper=keeper,
                    thinker=thinker,
                )
            _open.append(room)
            _reopen.update(defaults=defaults, thinker=thinker)
            if announce:
                print(codes_text(room), file=sys.stderr, flush=True)
        return _open[0]


def current() -> Classroom:
    """This process's classroom (opened now if it is not open yet, or again after an unload,
    as it was opened first)."""
    return _open[0] if _open else open_classroom(announce=not _reopen, **_reopen)


def is_open() -> bool:
    return bool(_open)


def unload() -> None:
    """Let go of the classroom (nobody has a page of it open): its tables stop, the store is
    closed; :func:`current` opens it again from the store. The bots' worker pool stays."""
    with _lock:
        for room in _open:
            room.close(thinker=False)
            if room.keeper is not None:
                room.keeper.store.close()
        _open.clear()


def codes_text(room: Classroom, address: str = "") -> str:
    where = address or "this server's address"
    return (
        f"scat-learn classroom: students open {where}/classroom and type the classroom code {room.code}\n"
        f"scat-learn classroom: the teacher opens {where}/classroom?view=teacher and types the teacher code "
        + (
            f"{room.teacher_code} (keep it to yourself)"
            if room.teacher_code
            else "given when this classroom began (it goes on where it stopped; --new-class starts another)"
        )
    )


def close() -> None:
    """Close the classroom (tests, or a server stopping)."""
    with _lock:
        for room in _open:
            room.close()
            if room.keeper is not None:
                room.keeper.store.close()
        _open.clear()
        _reopen.clear()


__all__ = ["close", "codes_text", "current", "is_open", "open_classroom", "unload"]
