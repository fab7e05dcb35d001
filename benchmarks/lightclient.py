"""A light student for load tests: speaks Bokeh's websocket protocol to a Panel page, as a
browser does, without drawing anything (``benchmarks/classroom.py`` runs many of them).

It fetches the page (which holds the session's token), opens the page's websocket, pulls the
document, and keeps it as plain JSON: every model by id with its attributes, updated by every
patch the server sends. It acts as a browser does: it sets a widget's value (a
``ModelChanged`` patch) and sends the events a click sends (``button_click``, and the
``data_event`` of a Panel component's ``send_msg``). It measures the server and the network,
not a browser's drawing.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import re
import time
from collections.abc import Iterator
from typing import Any

from bokeh.protocol import Protocol
from bokeh.protocol.receiver import Receiver
from tornado.httpclient import AsyncHTTPClient
from tornado.websocket import WebSocketClientConnection, websocket_connect

_IDS = itertools.count(1)


def plain(value: Any) -> Any:
    """A value as plain JSON: Bokeh's ``{"type": "map", "entries": …}`` as a dict."""
    if isinstance(value, dict):
        if value.get("type") == "map":
            return {plain(k): plain(v) for k, v in value.get("entries", [])}
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain(v) for v in value]
    return value


class PageDocument:
    """The models of one page's document, by id, as the server last described them."""

    def __init__(self) -> None:
        self.models: dict[str, dict[str, Any]] = {}  # id -> {"name": …, "attributes": {…}}
        self.roots: list[str] = []

    def index(self, value: Any) -> None:
        """Learn every model ``value`` carries in full."""
        if isinstance(value, dict):
            if value.get("type") == "object" and "id" in value:
                known = self.models.setdefault(value["id"], {"name": value.get("name"), "attributes": {}})
                known["attributes"].update(value.get("attributes") or {})
            for item in value.values():
                self.index(item)
        elif isinstance(value, list):
            for item in value:
                self.index(item)

    def load(self, doc: dict[str, Any]) -> None:
        self.index(doc.get("roots", []))
        self.roots = [root["id"] for root in doc.get("roots", [])]

    def patch(self, events: list[dict[str, Any]]) -> set[str]:
        """Apply a patch's events; the ids of the models whose attributes changed."""
        changed = set()
        for event in events:
            kind = event.get("kind")
            if kind == "ModelChanged":
                self.index(event.get("new"))
                model_id = event["model"]["id"]
                self.models.setdefault(model_id, {"name": None, "attributes": {}})["attributes"][event["attr"]] = (
                    event.get("new")
                )
                changed.add(model_id)
            elif kind == "RootAdded":
                self.index(event.get("model"))
                self.roots.append(event["model"]["id"])
            elif kind == "RootRemoved":
                self.roots = [r for r in self.roots if r != event["model"]["id"]]
        return changed

    def shown(self) -> Iterator[tuple[str, dict[str, Any]]]:
        """The models reachable from the roots (a page shows nothing else), visible ones only."""
        seen: set[str] = set()
        stack = list(self.roots)
        while stack:
            model_id = stack.pop()
            if model_id in seen or model_id not in self.models:
                continue
            seen.add(model_id)
            model = self.models[model_id]
            if model["attributes"].get("visible") is False:
                continue
            yield model_id, model
            stack.extend(_refs(model["attributes"]))

    def find(self, css: str) -> list[tuple[str, dict[str, Any]]]:
        return [(i, m) for i, m in self.shown() if css in (m["attributes"].get("css_classes") or [])]

    def text_with(self, needle: str) -> tuple[str, str] | None:
        """The first shown HTML pane whose text holds ``needle``: (id, text). The app's own HTML
        component keeps its text in its data model's ``object``; Panel's HTML pane, in ``text``."""
        for model_id, model in self.shown():
            text = model["attributes"].get("text", model["attributes"].get("object"))
            if isinstance(text, str) and needle in text:
                return model_id, text
        return None


def _refs(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        if "id" in value and (value.get("type") in (None, "object")) and isinstance(value["id"], str):
            yield value["id"]
            if value.get("type") is None:
                return
        for item in value.values():
            yield from _refs(item)
    elif isinstance(value, list):
        for item in value:
            yield from _refs(item)


class LightPage:
    """One page of a Panel server, kept up to date from its websocket."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.doc = PageDocument()
        self.errors: list[str] = []
        self.changed = asyncio.Event()  # set by each patch
        self.last_changed: set[str] = set()
        self._ws: WebSocketClientConnection | None = None
        self._protocol = Protocol()
        self._reader: asyncio.Task[None] | None = None

    async def open(self) -> None:
        html = (await AsyncHTTPClient().fetch(self.url, request_timeout=120)).body.decode()
        found = re.search(r'"token":"([^"]+)"', html)
        if found is None:
            raise RuntimeError("the page holds no session token")
        address = self.url.split("?")[0].replace("http", "ws", 1) + "/ws"
        self._ws = await websocket_connect(address, subprotocols=["bokeh", found.group(1)], max_message_size=2**28)
        receiver = Receiver(self._protocol)
        await self._read(receiver)  # ACK
        await self._send("PULL-DOC-REQ", {})
        reply = await self._read(receiver)
        self.doc.load(reply.content["doc"])
        self._reader = asyncio.create_task(self._read_on(receiver))
        # What BokehJS says once the page is drawn (Panel runs its on-load callbacks then)
        await self._send_event({"type": "event", "name": "document_ready", "values": {}})

    async def _read(self, receiver: Receiver) -> Any:
        assert self._ws is not None
        while True:
            fragment = await self._ws.read_message()
            if fragment is None:
                raise ConnectionError("the server closed the page")
            message = await receiver.consume(fragment)
            if message is not None:
                return message

    async def _read_on(self, receiver: Receiver) -> None:
        try:
            while True:
                message = await self._read(receiver)
                if message.msgtype == "PATCH-DOC":
                    self.last_changed = self.doc.patch(message.content.get("events", []))
                    self.changed.set()
                elif message.msgtype == "ERROR":
                    self.errors.append(str(message.content)[:300])
        except ConnectionError:
            pass

    async def _send(self, msgtype: str, content: dict[str, Any]) -> None:
        assert self._ws is not None
        header = {"msgid": f"light-{next(_IDS)}", "msgtype": msgtype}
        for part in (header, {}, content):
            await self._ws.write_message(json.dumps(part))

    async def set_value(self, model_id: str, attr: str, value: Any) -> None:
        self.doc.models[model_id]["attributes"][attr] = value
        event = {"kind": "ModelChanged", "model": {"id": model_id}, "attr": attr, "new": value}
        await self._send("PATCH-DOC", {"events": [event]})

    async def event(self, name: str, model_id: str, **values: Any) -> None:
        await self._send_event({"type": "event", "name": name, "values": {"model": {"id": model_id}, **values}})

    async def _send_event(self, data: dict[str, Any]) -> None:
        """A UI event, sent as BokehJS sends one: a patch with a message for the document."""
        event = {"kind": "MessageSent", "msg_type": "bokeh_event", "msg_data": data}
        await self._send("PATCH-DOC", {"events": [event]})

    async def click(self, model_id: str) -> None:
        await self.event("button_click", model_id)

    async def message(self, model_id: str, data: dict[str, Any]) -> None:
        """What a Panel component's ``model.send_msg(data)`` sends."""
        await self.event("data_event", model_id, data=data)

    async def wait_for(self, test: Any, timeout: float) -> Any:
        """Wait until ``test()`` gives something true (checked after each patch)."""
        end = time.monotonic() + timeout
        while True:
            found = test()
            if found:
                return found
            left = end - time.monotonic()
            if left <= 0:
                raise TimeoutError("the page did not show what was waited for")
            self.changed.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.changed.wait(), left)

    async def close(self) -> None:
        if self._ws is not None:
            self._ws.close()
        if self._reader is not None:
            self._reader.cancel()
