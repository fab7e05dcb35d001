"""A page that loses its server connection comes back by itself, and says so meanwhile.

Two different losses look the same from the browser:

* a **network blip** (a Wi-Fi hiccup, a laptop lid): the server still holds the session. Panel's
  own re-connect (``pn.config.reconnect``, Bokeh ≥ 3.8) opens the websocket again to the same
  session, and the page goes on where it was, without a reload;
* a **server restart**: the session is gone with the old process. Bokeh would then re-connect
  the old page to a fresh session that knows none of its models, so the page would look alive
  and do nothing. The page must load again instead: the seat token (a cookie) and the store
  give the student the same seat and game.

To tell them apart, each server process has a boot id, served at :data:`BOOT_PATH`, and each
page knows the id it was made by (:class:`ConnectionWatch`). While the connection is lost, the
page asks for the id every two seconds: a different id means a new process, so it reloads; the
same id means a blip, left to Panel's re-connect (or, once that has given up, a reload). A
banner in the page's language says the connection is lost until it is back.
"""

from __future__ import annotations

import logging
import secrets
from typing import Any

import param
from panel.custom import JSComponent
from tornado.web import RequestHandler

log = logging.getLogger(__name__)

BOOT_ID = secrets.token_hex(8)  # this server process's; a restart makes a new one
BOOT_PATH = "/scat-boot"
CHECK_MS = 2000
WATCH_CSS = (
    ":host { display: block; width: 100%; }"
    ".sl-connection { padding: 0.6em 0.9em; border-left: 4px solid #b45309; background: #fff7ed; font-weight: 600; }"
)


class BootHandler(RequestHandler):
    """``GET /scat-boot``: the boot id, never cached."""

    def get(self) -> None:
        self.set_header("Content-Type", "text/plain; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        self.finish(BOOT_ID)


def boot_route() -> tuple[str, type[RequestHandler]]:
    """The route to give ``pn.serve(extra_patterns=[...])``."""
    return BOOT_PATH, BootHandler


# ``panel serve apps/classroom.py --plugins scat_learn.ui.reconnect`` serves the route too
# (Panel adds the ROUTES of each plugin module to its server).
ROUTES = [boot_route()]


_WATCH_ESM = """
export function render({ model, view }) {
  const banner = document.createElement('div')
  banner.className = 'sl-connection'
  banner.setAttribute('role', 'alert')
  banner.hidden = true
  let timer = null
  let lost = false
  let given_up = false
  const check = async () => {
    try {
      const answer = await fetch(model.path, { cache: 'no-store' })
      if (!answer.ok) return
      const boot = (await answer.text()).trim()
      if (boot !== model.boot || given_up) window.location.reload()
    } catch (error) { /* still away */ }
  }
  const away = (event) => {
    lost = true
    given_up = event && event.timeout == null
    banner.textContent = model.away
    banner.hidden = false
    if (timer === null) timer = setInterval(check, model.every)
  }
  const back = () => {
    lost = false
    clearInterval(timer)
    timer = null
    banner.hidden = true
    check()  // the same session after a blip; a new process would mean a stale page
  }
  const doc = view.model.document
  if (doc) {
    doc.on_event('connection_lost', (_, event) => away(event))
    doc.on_event('client_reconnected', () => back())
  }
  model.on('away', () => { if (lost) banner.textContent = model.away })
  return banner
}
"""


class ConnectionWatch(JSComponent):
    """Shows ``away`` while the server connection is lost; reloads the page once the server is
    back as a new process (see the module's doc)."""

    boot = param.String(default=BOOT_ID, doc="The boot id of the process that made this page.")
    path = param.String(default=BOOT_PATH, doc="Where the server says its boot id.")
    away = param.String(default="", doc="What the banner says while the connection is lost.")
    every = param.Integer(default=CHECK_MS, bounds=(500, 60_000), doc="Milliseconds between checks.")

    _esm = _WATCH_ESM

    def __init__(self, **params: Any) -> None:
        params.setdefault("stylesheets", [WATCH_CSS])
        params.setdefault("margin", 0)
        params.setdefault("sizing_mode", "stretch_width")
        super().__init__(**params)

    def _handle_msg(self, data: Any) -> None:
        log.info("refused a message that the connection watch does not send")


__all__ = ["BOOT_ID", "BOOT_PATH", "BootHandler", "ConnectionWatch", "boot_route"]
