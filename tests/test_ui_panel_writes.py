"""A page that closes in the middle of a message: Panel's write of it must not leave a failed
write unretrieved (the classroom's server logged "Task exception was never retrieved:
WebSocketClosedError" as pages closed during the load test)."""

from __future__ import annotations

import asyncio
import contextlib
import gc

from panel.io import document
from tornado.websocket import WebSocketClosedError, WebSocketHandler

from scat_learn.ui.sessions import guard_closed_page_writes


class ClosingConnection:
    """A websocket connection that breaks on the first frame written: that write fails later,
    and the connection is closing from then on (as tornado's is on a broken pipe)."""

    def __init__(self) -> None:
        self.closing = False

    def is_closing(self) -> bool:
        return self.closing

    def write_message(self, message, binary=False):
        self.closing = True

        async def broken() -> None:
            await asyncio.sleep(0)
            raise WebSocketClosedError()

        return asyncio.ensure_future(broken())


class Socket(WebSocketHandler):
    def __init__(self) -> None:  # no request: only what write_message reads
        self.ws_connection = ClosingConnection()


class Message:
    header_json, metadata_json, content_json, _buffers = "{}", "{}", "{}", []


class Connection:
    def __init__(self) -> None:
        self._socket = Socket()


def unretrieved_after(dispatch) -> list[dict]:
    """The failures asyncio reports as never retrieved after ``dispatch`` wrote a message."""
    seen: list[dict] = []

    async def write() -> None:
        asyncio.get_running_loop().set_exception_handler(lambda loop, context: seen.append(context))
        with contextlib.suppress(WebSocketClosedError):  # Panel's own raises here (its caller catches it)
            dispatch(Connection(), msg=Message())
        await asyncio.sleep(0.05)
        gc.collect()
        await asyncio.sleep(0)

    asyncio.run(write())
    return [c for c in seen if "never retrieved" in c.get("message", "")]


def test_panel_alone_leaves_the_first_frame_s_failed_write_unretrieved():
    original = getattr(document.dispatch_tornado, "__wrapped__", document.dispatch_tornado)
    assert unretrieved_after(original)  # the bug the guard is for


def test_a_page_closing_between_two_frames_leaves_no_failed_write_unseen():
    guard_closed_page_writes()
    assert document.dispatch_tornado.scat_learn_guard
    assert unretrieved_after(document.dispatch_tornado) == []
