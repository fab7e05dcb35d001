"""Serve the app: ``panel serve apps/play.py`` (each browser tab gets its own game)."""

import panel as pn

from scat_learn.ui import App

pn.extension()

app = App()
if pn.state.served:
    app.template().servable()
else:  # run as a plain script or imported: show the app itself
    app.servable()
